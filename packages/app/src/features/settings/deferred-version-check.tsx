import { lazy, Suspense, useEffect, useState } from 'react';

// The check is a small chunk; the prompt it shows, with its words and stylesheet, loads only when
// there is a version to offer (`startup-version-check.tsx`).
const StartupVersionCheck = lazy(() => import('./startup-version-check'));

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
 * Mounts the start-up version check once the first screen is idle: its code is a chunk of its own,
 * so the check adds nothing to the home JavaScript.
 */
export function DeferredVersionCheck() {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  return idle ? (
    <Suspense fallback={null}>
      <StartupVersionCheck />
    </Suspense>
  ) : null;
}
