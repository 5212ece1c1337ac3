import { useEffect, useRef } from 'react';
import { mallClient } from '../api/mall-client';
import { queryClient } from '../api/query-client';
import StartupVersionCheck from '../features/user/startup-version-check';
import { useI18n } from '../i18n/i18n-context';
import { startLocale } from '../i18n/locale';
import { writeLocaleCookie } from '../i18n/locale-cookie';
import { followNewBuild, registerServiceWorker } from './app-update';
import { linkManifest } from './manifest-link';
import { keepCatalogue } from './offline-catalogue';
import { RefreshFailureToast } from './refresh-failure-toast';

/** The app's parts that start once the first screen is idle (`deferred-start.tsx`). */
export default function IdleStart() {
  // The server's next page for this device names the words of the language it will start in: read
  // again after every switch of language (a saved one changes it).
  const { locale } = useI18n();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a switch of `locale` may have saved a new start.
  useEffect(() => writeLocaleCookie(startLocale()), [locale]);
  // The device's identifier (spec §3: the time plus a random number, kept in local storage): made
  // at the first start, kept from then on. A storage that refuses it leaves it unmade, as before.
  useEffect(() => {
    mallClient()
      .deviceId()
      .catch(() => undefined);
  }, []);
  // The app's worker (offline starts, new builds) registers once the first screen is idle, so a
  // first visit's screen never waits for it, nor for the manifest; the catalogue seen from now on
  // is kept for offline.
  useEffect(() => {
    linkManifest();
    followNewBuild();
    void registerServiceWorker();
  }, []);
  const localeNow = useRef(locale);
  localeNow.current = locale;
  useEffect(() => keepCatalogue(queryClient, () => localeNow.current), []);
  return (
    <>
      <RefreshFailureToast />
      <StartupVersionCheck />
    </>
  );
}
