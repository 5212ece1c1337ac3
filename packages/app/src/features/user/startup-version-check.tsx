import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { ensurePageMessages } from '../../i18n/message-store';
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
 * The version check at start-up (loaded once the first screen is idle): a forced update found
 * before blocks the app at once; the server is asked at most once in six hours (or again while a
 * forced update stands). A failed check stays quiet: the next start asks again. The prompt's code
 * is fetched only when a version is offered.
 */
export default function StartupVersionCheck() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const decision = startupDecision(readVersionCheck(window.localStorage), Date.now());
    if (decision.show) {
      versionOffer.offer(decision.show);
    }
    if (!decision.ask) {
      return;
    }
    let cancelled = false;
    queryClient
      .fetchQuery(userQueries.versionCheck())
      .then((answer) => {
        recordVersionCheck(window.localStorage, Date.now(), answer);
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
