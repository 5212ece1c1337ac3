import { createLocalStorage, createMallClient, type MallClient } from '@mall/sdk';
import { DEFAULT_LOCALE } from '../i18n/locale';

let client: MallClient | undefined;
let logoutHandler: () => void = () => {};

/** Called when a session ends (failed refresh, 401, logout): the shell sends the shopper to login. */
export function onSessionEnded(handler: () => void): void {
  logoutHandler = handler;
}

/** The one client of the app: same-origin `/api`, tokens in localStorage. */
export function mallClient(): MallClient {
  client ??= createMallClient({
    baseURL: new URL('api', new URL('/', window.location.href)).href.replace(/\/$/, ''),
    storage: createLocalStorage(),
    locale: DEFAULT_LOCALE,
    onLogout: () => logoutHandler(),
  });
  return client;
}
