import { HOME_PATH, LOGIN_PATH, normalisePath } from './routes';

/** Pages a guest may open (spec §2); everything else sends the guest to login. */
const GUEST_PATHS: ReadonlySet<string> = new Set([
  HOME_PATH,
  '/pages/index/category',
  '/pages/index/shopping-cart',
  '/pages/goods/detail',
  '/pages/goods/search',
  '/pages/goods/list',
  LOGIN_PATH,
  '/pages/user/captcha',
  '/pages/user/doc',
]);

const DEMO_PREFIX = '/pages/demo/';

/** Whether a visitor without a token may open the path. */
export function isGuestAllowed(path: string): boolean {
  const normalised = normalisePath(path);
  return GUEST_PATHS.has(normalised) || normalised.startsWith(DEMO_PREFIX);
}

/** The name of the query parameter that carries the page to return to after login. */
export const REDIRECT_PARAM = 'redirect';

/**
 * Where a visitor goes for a location: `undefined` to stay, or the login page carrying the
 * location to come back to.
 */
export function accessRedirect(location: { pathname: string; search: string }, loggedIn: boolean) {
  if (loggedIn || isGuestAllowed(location.pathname)) {
    return undefined;
  }
  const back = `${location.pathname}${location.search}`;
  return `${LOGIN_PATH}?${new URLSearchParams({ [REDIRECT_PARAM]: back }).toString()}`;
}

/**
 * Where to go after a successful login: the page before login when it is an in-app path (never
 * the login page itself, never another origin), else home.
 */
export function afterLoginTarget(redirect: string | null | undefined): string {
  if (!redirect?.startsWith('/') || redirect.startsWith('//')) {
    return HOME_PATH;
  }
  if (normalisePath(redirect) === LOGIN_PATH) {
    return HOME_PATH;
  }
  return redirect;
}
