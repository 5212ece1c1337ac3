import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { ensurePageMessages } from '../../i18n/message-store';
import { findNewBuild, takeNewBuild } from '../../shell/app-update';
import { userQueries } from './user-queries';
import { readVersionCheck, recordVersionCheck, startupDecision, versionOffer } from './version-check';

// The prompt, its stylesheet and the words past the first screen's (i18n/locale-parts.ts) load only
// once there is a version to offer: a start without one loads none of them.
const VersionPrompt = lazy(() =>
  Promise.all([import('./version-prompt'), ensurePageMessages()]).then(([prompt]) => ({
    default: prompt.VersionPrompt,
  })),
);

/**
 * The version check at start-up (loaded once the first screen is idle), one flow with the service
 * worker's update: a forced update found before blocks the app at once, and a forced update with a
 * new build waiting takes that build at once; the server is asked at most once in six hours (or again while a
 * forced update stands). A failed check stays quiet: the next start asks again. The prompt's code
 * is fetched only when a version is offered.
 */
export default function StartupVersionCheck() {
  const queryClient = useQueryClient();
  useEffect(() => {
    // The browser itself asks for the worker at every start (a new build then waits for the next
    // one, shell/app-update.ts); the app looks again only when there is a version to offer, so that a
    // forced update, or "update now", can take the new build at once.
    let looking: Promise<boolean> | undefined;
    const look = () => {
      looking ??= findNewBuild().catch(() => false);
      return looking;
    };
    const decision = startupDecision(readVersionCheck(window.localStorage), Date.now());
    if (decision.show) {
      versionOffer.offer(decision.show);
      void look();
    }
    if (!decision.ask) {
      return;
    }
    let cancelled = false;
    queryClient
      .fetchQuery(userQueries.versionCheck())
      .then(async (answer) => {
        recordVersionCheck(window.localStorage, Date.now(), answer);
        if (answer) {
          void look();
        }
        // A forced update with a new build on the server: taken now (the page loads again in it).
        if (answer?.forceUpdate && (await look()) && (await takeNewBuild())) {
          return;
        }
        if (!cancelled) {
          versionOffer.offer(answer);
        }
      })
      .catch(() => {});
    return () => {
      cancelled = true;
    };
  }, [queryClient]);
  const offered = useSyncExternalStore(versionOffer.subscribe, versionOffer.current);
  return offered ? (
    <Suspense fallback={null}>
      <VersionPrompt />
    </Suspense>
  ) : null;
}
