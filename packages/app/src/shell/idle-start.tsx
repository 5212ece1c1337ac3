import { useEffect } from 'react';
import StartupVersionCheck from '../features/settings/startup-version-check';
import { useI18n } from '../i18n/i18n-context';
import { writeLocaleCookie } from '../i18n/locale-cookie';
import { RefreshFailureToast } from './refresh-failure-toast';

/** The app's parts that start once the first screen is idle (`deferred-start.tsx`). */
export default function IdleStart() {
  // The server's next page for this device names the words of the language shown now.
  const { locale } = useI18n();
  useEffect(() => writeLocaleCookie(locale), [locale]);
  return (
    <>
      <RefreshFailureToast />
      <StartupVersionCheck />
    </>
  );
}
