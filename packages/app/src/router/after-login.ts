import { HOME_PATH, LOGIN_PATH, normalisePath } from './routes';

// Apart from access.ts: only the login pages read it, so it stays off the first screen.

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
