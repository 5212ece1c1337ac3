import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { settingsQueries } from './settings-queries';
import { readVersionCheck, recordVersionCheck, startupDecision, versionOffer } from './version-check';
import { VersionPrompt } from './version-prompt';

/**
 * The version check at start-up (loaded once the first screen is idle): a forced update found
 * before blocks the app at once; the server is asked at most once in six hours (or again while a
 * forced update stands). A failed check stays quiet: the next start asks again.
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
      .fetchQuery(settingsQueries.versionCheck())
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
  return <VersionPrompt />;
}
