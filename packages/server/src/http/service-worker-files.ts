import type { ServerContext } from '../server-context';
import type { RouteMount } from './app';
import { serviceWorkerPolicy } from './security-headers';

/** The app's page as served: its text and its headers (its policy among them). */
interface ShellPage {
  html: string;
  headers: Record<string, string>;
}

/**
 * What the app's service worker (the app's `build/pwa.ts`) asks of the server beside the build's
 * files:
 * - `/index.html`, the shell it keeps: the page without the first screen's answers (a later start
 *   reads them itself), drawing home's first banner as the app last kept it on the device
 *   (`first-paint.ts`, `KEPT_BANNER`), with the policy of the page it is, never stale;
 * - `/sw.js`, the worker: asked for again at every start (so a new build is found), and run under a
 *   policy of its own (a worker runs under its script's policy, not the page's).
 * Mounted before the build's files are served.
 */
export function serviceWorkerFiles(
  app: Parameters<RouteMount>[0],
  server: ServerContext,
  shell: ShellPage,
): void {
  app.get('/index.html', (context) =>
    context.html(shell.html, 200, { 'Cache-Control': 'no-cache', ...shell.headers }),
  );
  const workerPolicy = serviceWorkerPolicy(server);
  app.use('/sw.js', async (context, next) => {
    await next();
    if (context.res.status === 200) {
      context.res.headers.set('Cache-Control', 'no-cache');
      context.res.headers.set('Content-Security-Policy', workerPolicy);
    }
  });
}
