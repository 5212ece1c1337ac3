import { flagText, type ParsedArgs, UsageError } from './operator-args';
import { callOperator, OperatorCallError, OperatorNetworkError } from './operator-client';
import { formatTime } from './operator-columns';
import { canPrompt, prompt, readStdin } from './operator-prompt';
import {
  deleteSession,
  type OperatorSession,
  readSession,
  sameServer,
  sessionPath,
  sessionServer,
  writeSession,
} from './operator-session';

/**
 * Where the server is for a call that sends no stored session's token: MALL_URL, else `fallback`
 * (the last session's server, for signing in again), else HOST:PORT.
 */
export type BaseUrlOf = (fallback?: string) => string;

interface LoginAnswer {
  token: string;
  expiresAt: string | number;
  operator: { id: number; name: string; role: string };
}

/** The password: `--password-stdin`, else `MALL_ADMIN_PASSWORD`, else a prompt that shows nothing. */
async function passwordOf(args: ParsedArgs): Promise<string> {
  if (args.flags.has('password-stdin')) {
    return readStdin();
  }
  if (process.env.MALL_ADMIN_PASSWORD) {
    return process.env.MALL_ADMIN_PASSWORD;
  }
  if (!canPrompt()) {
    throw new UsageError(
      'no password: type it at a terminal, or give it in MALL_ADMIN_PASSWORD or on --password-stdin',
    );
  }
  return prompt('Password: ', true);
}

/**
 * The one-time code to send: `--code`, else at a terminal the answer to a prompt (empty for a
 * role without one), else none. Asked before signing in, never after a refusal: the server
 * answers one message for every wrong part, and each refused attempt counts towards its lockout.
 */
async function codeOf(args: ParsedArgs): Promise<string | undefined> {
  const given = flagText(args, 'code');
  if (given) {
    return given;
  }
  if (!canPrompt()) {
    return undefined;
  }
  return (await prompt('One-time code (empty if your role has none): ')).trim() || undefined;
}

/** An expiry as ISO time, whether the server sent ISO text or milliseconds. */
function isoTime(value: string | number): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? String(value) : date.toISOString();
}

/**
 * `mall-admin login <name> [--code <totp>]`: signs in to the operator API with one call and keeps
 * the session in a file only the user reads. A person at a terminal is asked for the password and
 * then the one-time code (unless `--code` gave it); a script sends `--code` when given.
 */
export async function runLogin(args: ParsedArgs, baseUrlOf: BaseUrlOf): Promise<number> {
  const name = args.positionals[0];
  if (!name) {
    throw new UsageError('mall-admin login <name> [--code <totp>] [--password-stdin]');
  }
  const previous = await readSession();
  const baseUrl = baseUrlOf(previous?.url);
  const password = await passwordOf(args);
  const code = await codeOf(args);
  // Exactly one attempt: a refusal is final (the caller prints the server's message).
  const answer = (await callOperator({
    baseUrl,
    name: 'operator/login',
    method: 'POST',
    input: code ? { name, password, code } : { name, password },
  })) as LoginAnswer;
  const session: OperatorSession = {
    url: baseUrl,
    token: answer.token,
    expiresAt: isoTime(answer.expiresAt),
    operator: { id: answer.operator.id, name: answer.operator.name, role: answer.operator.role },
  };
  await writeSession(session);
  console.log(
    `signed in as ${session.operator.name} (${session.operator.role}) at ${baseUrl} until ${formatTime(session.expiresAt)}`,
  );
  return 0;
}

/** `mall-admin logout`: ends the session on the server and forgets it here, even with no server. */
export async function runLogout(): Promise<number> {
  const session = await readSession();
  if (!session) {
    console.log(`not signed in (no session in ${sessionPath()})`);
    return 0;
  }
  // The token goes back only to the server that issued it, whatever MALL_URL says.
  const other = process.env.MALL_URL;
  if (other && !sameServer(other, session.url)) {
    console.error(`the session was issued by ${session.url}, not MALL_URL ${other}: ending it there`);
  }
  try {
    await callOperator({
      baseUrl: session.url,
      token: session.token,
      name: 'operator/logout',
      method: 'POST',
      input: {},
    });
  } catch (error) {
    // An expired session or a server gone: forgetting the token here is what is left to do.
    if (!(error instanceof OperatorCallError || error instanceof OperatorNetworkError)) {
      throw error;
    }
    console.error(`the server did not end the session: ${error.message}`);
  }
  await deleteSession();
  console.log(`signed out ${session.operator.name}`);
  return 0;
}

/** `mall-admin whoami`: who the server takes the caller for. */
export async function runWhoami(baseUrlOf: BaseUrlOf): Promise<number> {
  const service = process.env.OPERATOR_TOKEN;
  const session = service ? null : await readSession();
  if (!service && !session) {
    console.error('not signed in: mall-admin login <name>');
    return 2;
  }
  // A stored session's token goes only to the server that issued it.
  const baseUrl = session ? sessionServer(session) : baseUrlOf();
  const me = (await callOperator({
    baseUrl,
    token: service || session?.token,
    name: 'operator/me',
    method: 'GET',
    input: {},
  })) as { name?: string; role?: string; id?: number } | null;
  const who = service ? 'the service account (OPERATOR_TOKEN)' : `${me?.name ?? session?.operator.name}`;
  const role = me?.role ?? session?.operator.role;
  const until = session ? ` until ${formatTime(session.expiresAt)}` : '';
  console.log(`${who}${role ? ` (${role})` : ''} at ${baseUrl}${until}`);
  return 0;
}
