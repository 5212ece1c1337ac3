import { chmod, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';

/** What `mall-admin login` keeps between calls: where and as whom the operator signed in. */
export interface OperatorSession {
  /** The server signed in to, e.g. `https://mall.example.com`. */
  url: string;
  token: string;
  /** When the server stops taking the token (ISO time). */
  expiresAt: string;
  operator: { id: number; name: string; role: string };
}

/** `$MALL_ADMIN_SESSION`, else `~/.config/mall-admin/session.json`. */
export function sessionPath(env: NodeJS.ProcessEnv = process.env): string {
  return env.MALL_ADMIN_SESSION || join(homedir(), '.config', 'mall-admin', 'session.json');
}

function isSession(value: unknown): value is OperatorSession {
  const session = value as Partial<OperatorSession> | null;
  return (
    typeof session?.url === 'string' &&
    typeof session.token === 'string' &&
    typeof session.expiresAt === 'string' &&
    typeof session.operator?.name === 'string'
  );
}

/** The stored session; `null` when there is none or the file is not one. */
export async function readSession(path = sessionPath()): Promise<OperatorSession | null> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch {
    return null;
  }
  try {
    const value: unknown = JSON.parse(text);
    return isSession(value) ? value : null;
  } catch {
    return null;
  }
}

/**
 * Stores the session readable by the user alone: the folder made 0700 when it is created, the
 * file written 0600 under a temporary name and renamed over the old one, so no other user ever
 * reads the token and a crash never leaves half a file.
 */
export async function writeSession(session: OperatorSession, path = sessionPath()): Promise<void> {
  await mkdir(dirname(path), { recursive: true, mode: 0o700 });
  const temporary = `${path}.${process.pid}.tmp`;
  await writeFile(temporary, `${JSON.stringify(session, null, 2)}\n`, { mode: 0o600, flag: 'w' });
  // The mode given to writeFile is narrowed by the umask and ignored for an existing file.
  await chmod(temporary, 0o600);
  await rename(temporary, path);
}

/** Removes the stored session (nothing when there is none). */
export async function deleteSession(path = sessionPath()): Promise<void> {
  await rm(path, { force: true });
}

/** Whether the session's time is up by the local clock. */
export function sessionExpired(session: OperatorSession, now = Date.now()): boolean {
  const expires = Date.parse(session.expiresAt);
  return Number.isFinite(expires) && expires <= now;
}

/** Whether two addresses name one server (scheme and host as `URL` writes them, no trailing slash). */
export function sameServer(a: string, b: string): boolean {
  const normal = (url: string) => {
    try {
      const parsed = new URL(url);
      return `${parsed.origin}${parsed.pathname.replace(/\/+$/, '')}`;
    } catch {
      return url.replace(/\/+$/, '');
    }
  };
  return normal(a) === normal(b);
}

/** `MALL_URL` names another server than the one that issued the stored session's token. */
export class SessionElsewhereError extends Error {
  override name = 'SessionElsewhereError';
  constructor(
    readonly sessionUrl: string,
    readonly otherUrl: string,
    operatorName: string,
  ) {
    super(
      `signed in to ${sessionUrl}; sign in again for ${otherUrl} (MALL_URL=${otherUrl} mall-admin login ${operatorName}), ` +
        'or unset MALL_URL',
    );
  }
}

/**
 * The server a stored session's token may go to: the one that issued it, never another. When
 * `MALL_URL` names a different server, {@link SessionElsewhereError}: the token stays here.
 */
export function sessionServer(session: OperatorSession, mallUrl = process.env.MALL_URL): string {
  if (mallUrl && !sameServer(mallUrl, session.url)) {
    throw new SessionElsewhereError(session.url, mallUrl.replace(/\/+$/, ''), session.operator.name);
  }
  return session.url;
}
