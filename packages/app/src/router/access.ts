import { DEMO_PATH_PREFIX, findRoute, normalisePath, pathOf } from './routes';

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
