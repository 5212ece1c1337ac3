import StartupVersionCheck from '../features/settings/startup-version-check';
import { RefreshFailureToast } from './refresh-failure-toast';

/** The app's parts that start once the first screen is idle (`deferred-start.tsx`). */
export default function IdleStart() {
  return (
    <>
      <RefreshFailureToast />
      <StartupVersionCheck />
    </>
  );
}
