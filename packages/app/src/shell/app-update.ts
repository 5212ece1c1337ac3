/**
 * The app's service worker and how a new build reaches the shopper (docs/offline.md). The worker
 * (`build/pwa.ts`) keeps one build: its shell and every chunk. A new build's worker installs beside
 * it (found by the browser when the app opens, and by the start-up version check) and waits; it
 * takes over
 * - at the app's next start: once every page of the old build has closed, the browser hands over to
 *   it before the next page loads;
 * - at once when the version check says the update is forced, or the shopper taps "update now"
 *   (`takeNewBuild`).
 * When a worker takes over, every page it served loads again from it (`followNewBuild`): no page runs
 * one build's shell with another build's chunks.
 */

/** The message Workbox's worker takes as "take over now" (`registerType: 'prompt'`). */
const SKIP_WAITING = { type: 'SKIP_WAITING' } as const;

function serviceWorkers(): ServiceWorkerContainer | undefined {
  return typeof navigator !== 'undefined' && 'serviceWorker' in navigator
    ? navigator.serviceWorker
    : undefined;
}

/** The registration of the app's worker, or undefined without one (a first visit, the dev server). */
async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  return (await serviceWorkers()?.getRegistration()) ?? undefined;
}

/**
 * Once the first screen is idle: a page loads again, once, when a new build's worker takes over a
 * page a worker served (a forced update, "update now" in any tab), and when a chunk of its build is
 * gone from the server; it then runs the new build whole, never its old shell with new chunks. A
 * page no worker served at its start (a first visit) is only taken under its own build's worker.
 */
export function followNewBuild(): void {
  let reloading = false;
  const reload = () => {
    if (!reloading) {
      reloading = true;
      window.location.reload();
    }
  };
  const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  let served = (navigation?.workerStart ?? 0) > 0;
  serviceWorkers()?.addEventListener('controllerchange', () => {
    if (served) {
      reload();
    }
    served = true;
  });
  window.addEventListener('vite:preloadError', (event) => {
    // Not offline (the chunk is not gone, the network is), and once per page: a chunk that is gone
    // again after the reload is the lazy page's error view.
    if (!navigator.onLine || window.sessionStorage.getItem(PRELOAD_RELOADED) === window.location.href) {
      return;
    }
    event.preventDefault();
    window.sessionStorage.setItem(PRELOAD_RELOADED, window.location.href);
    reload();
  });
}
const PRELOAD_RELOADED = 'mall.preloadReloaded';

/** Registers the app's worker (once the first screen is idle); only in a built app. */
export async function registerServiceWorker(): Promise<ServiceWorkerRegistration | undefined> {
  const container = serviceWorkers();
  if (!container || import.meta.env.DEV) {
    return undefined;
  }
  try {
    return await container.register(new URL('sw.js', document.baseURI), { scope: './' });
  } catch {
    // No worker (a private window, storage refused): the app works online as before.
    return undefined;
  }
}

/** Waits until a worker that is installing has installed (or failed to), up to `timeoutMs`. */
function installed(worker: ServiceWorker, timeoutMs: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, timeoutMs);
    const onChange = () => {
      if (worker.state !== 'installing') {
        clearTimeout(timer);
        worker.removeEventListener('statechange', onChange);
        resolve();
      }
    };
    worker.addEventListener('statechange', onChange);
    onChange();
  });
}

/**
 * Asks the server for a newer build of the worker and, when there is one, waits for it to install
 * (up to `timeoutMs`). Answers whether a new build is waiting.
 */
export async function findNewBuild(timeoutMs = 30_000): Promise<boolean> {
  const found = await registration();
  if (!found) {
    return false;
  }
  try {
    await found.update();
  } catch {
    // Offline, or the server is away: whatever was found before stays.
  }
  if (found.installing) {
    await installed(found.installing, timeoutMs);
  }
  setWaiting(found.waiting !== null);
  return waiting;
}

let waiting = false;
const listeners = new Set<() => void>();
function setWaiting(found: boolean): void {
  if (found !== waiting) {
    waiting = found;
    for (const listener of listeners) {
      listener();
    }
  }
}

/** Whether the last look found a new build waiting ("update now" then takes it). */
export const newBuild = {
  waiting: (): boolean => waiting,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/**
 * Takes a new build now: the waiting worker takes over and the page loads again from it. Answers
 * false when no new build waits (the caller then follows the version's link).
 */
export async function takeNewBuild(): Promise<boolean> {
  const waiting = (await registration())?.waiting;
  // A page the worker does not serve (the visit that installed it, a reload that bypassed it) is
  // not loaded again by a takeover (`followNewBuild`): it follows the version's link instead.
  if (!serviceWorkers()?.controller || !waiting) {
    return false;
  }
  waiting.postMessage(SKIP_WAITING);
  return true;
}
