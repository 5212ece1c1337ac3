import { HOME_PATH } from './routes';

/**
 * The back rule of spec §2: with one page in the stack go to `/`, otherwise go back. `index` is
 * the position of the current entry in this app's history (`history.state.idx`, see hash-location.ts).
 */
export function backTarget(index: number | undefined): { kind: 'home'; path: string } | { kind: 'back' } {
  if (index === undefined || index <= 0) {
    return { kind: 'home', path: HOME_PATH };
  }
  return { kind: 'back' };
}

/**
 * The path a parent frame's `{ type: 'parentUrlChange', hash }` message asks for, or `undefined`
 * when the message is anything else. `hash` may carry the leading `#`.
 */
export function parentUrlTarget(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null) {
    return undefined;
  }
  const message = data as { type?: unknown; hash?: unknown };
  if (message.type !== 'parentUrlChange' || typeof message.hash !== 'string') {
    return undefined;
  }
  const path = message.hash.replace(/^#/, '');
  if (path === '') {
    return HOME_PATH;
  }
  if (!path.startsWith('/') || path.startsWith('//')) {
    return undefined;
  }
  return path;
}
