import type { AppVersion } from '@mall/sdk/schemas';
import { mutationOptions, type QueryClient, queryOptions } from '@tanstack/react-query';
import { mallClient } from '../../api/mall-client';
import { myQueries } from '../my/my-queries';
import { APP_PLATFORM, APP_VERSION } from './app-version';

type InfoCalls = ReturnType<typeof mallClient>['user']['info'];

/** Query keys and fetchers of settings, profile, about and the version check. */
export const userQueries = {
  /** The shop's name (common parameter `appName`); `null` when the shop has not set one. */
  appName: () =>
    queryOptions({
      queryKey: ['param', 'appName'],
      queryFn: async () =>
        (await mallClient()
          .params.get('appName')
          .catch(() => null)) ?? null,
      staleTime: 5 * 60_000,
    }),
  /** The shop's logo: the first picture of the common parameter `systemLogo` (a JSON array). */
  logo: () =>
    queryOptions({
      queryKey: ['param', 'systemLogo'],
      queryFn: async () =>
        logoOf(
          await mallClient()
            .params.get('systemLogo')
            .catch(() => null),
        ),
      staleTime: 5 * 60_000,
    }),
  /** The newer version the server offers this app, or `null` when it is current. Never cached. */
  versionCheck: () =>
    queryOptions({
      queryKey: ['version', 'check', APP_VERSION],
      queryFn: async (): Promise<AppVersion | null> =>
        (await mallClient().version.check({ version: APP_VERSION, platform: APP_PLATFORM })) ?? null,
      staleTime: 0,
      gcTime: 0,
      retry: false,
    }),
};

/** The first picture of `systemLogo`, whether it comes as a JSON array, an array or one URL. */
export function logoOf(value: unknown): string | null {
  let parsed = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value);
    } catch {
      parsed = value;
    }
  }
  const first = Array.isArray(parsed) ? parsed[0] : parsed;
  return typeof first === 'string' && /^(https?:)?\/\//.test(first) ? first : null;
}

/** The writes of settings and profile editing. */
export const userMutations = {
  /** Saves the nickname (or another profile field). */
  updatePerson: () =>
    mutationOptions({
      mutationFn: (body: Parameters<InfoCalls['updatePerson']>[0]) =>
        mallClient().user.info.updatePerson(body),
    }),
  /** Uploads a picture in the server's upload mode and makes it the avatar; resolves with its URL. */
  uploadAvatar: () =>
    mutationOptions({
      mutationFn: async (file: File) => {
        const avatarUrl = await mallClient().upload(file);
        await mallClient().user.info.updatePerson({ avatarUrl });
        return avatarUrl;
      },
    }),
  /**
   * Changes the password. The server ends every session of the shopper with it, this device's
   * too, so the device's session is cleared at once.
   */
  updatePassword: () =>
    mutationOptions({
      mutationFn: async (body: Parameters<InfoCalls['updatePassword']>[0]) => {
        await mallClient().user.info.updatePassword(body);
        await mallClient().session.logout();
      },
    }),
  /** Binds a mobile number confirmed by an SMS code. */
  bindPhone: () =>
    mutationOptions({
      mutationFn: (body: Parameters<InfoCalls['bindPhone']>[0]) => mallClient().user.info.bindPhone(body),
    }),
  /** Closes the account (the server ends every session) and clears this device's session. */
  logoff: () =>
    mutationOptions({
      mutationFn: async () => {
        await mallClient().user.info.logoff();
        await mallClient().session.logout();
      },
    }),
};

/** After a profile change: My, settings and the edit page read the shopper again. */
export function refreshProfile(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: myQueries.me().queryKey });
}
