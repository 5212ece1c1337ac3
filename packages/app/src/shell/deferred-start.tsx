import { lazy, Suspense, useEffect, useState } from 'react';

// What starts once the first screen is idle is one small chunk (`idle-start.tsx`); the version
// prompt, with its words and stylesheet, loads only when there is a version to offer
// (`startup-version-check.tsx`).
const IdleStart = lazy(() => import('./idle-start'));

/** Waits for the first screen to settle: the browser's idle time, or a second where it has none. */
function whenIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, { timeout: 3000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(callback, 1000);
  return () => window.clearTimeout(handle);
}

/**
 * Mounts what the first screen does not need once it is idle (the start-up version check, the
 * toast of a failed refresh): their code is a chunk of its own, so they add nothing to the home
 * JavaScript.
 */
export function DeferredStart() {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  return idle ? (
    <Suspense fallback={null}>
      <IdleStart />
    </Suspense>
  ) : null;
}
