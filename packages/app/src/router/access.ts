import { DEMO_PATH_PREFIX, findRoute, HOME_PATH, LOGIN_PATH, normalisePath, pathOf } from './routes';

/**
 * Whether a visitor without a token may open the path: a route marked `guest` in the table (spec
 * §2), or a demo page. Everything else sends the guest to login.
 */
export function isGuestAllowed(path: string): boolean {
  return findRoute(path)?.guest === true || normalisePath(path).startsWith(DEMO_PATH_PREFIX);
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
  return pathOf('login', { [REDIRECT_PARAM]: back });
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
