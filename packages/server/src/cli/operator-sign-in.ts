import { flagText, type ParsedArgs, UsageError } from './operator-args';
import { callOperator, OperatorCallError, OperatorNetworkError } from './operator-client';
import { formatTime } from './operator-columns';
import { canPrompt, prompt, readStdin } from './operator-prompt';
import {
  deleteSession,
  type OperatorSession,
  readSession,
  sessionPath,
  writeSession,
} from './operator-session';

/** Where the server is, given the stored session's address (MALL_URL first, then HOST:PORT). */
export type BaseUrlOf = (sessionUrl?: string) => string;

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

/** Whether a refused sign-in asks for the one-time code (the password itself was right). */
function asksForCode(error: unknown): boolean {
  if (!(error instanceof OperatorCallError)) {
    return false;
  }
  const data = error.data as { codeRequired?: unknown; field?: unknown } | undefined;
  return data?.codeRequired === true || data?.field === 'code' || /\bcode\b/i.test(error.message);
}

/** An expiry as ISO time, whether the server sent ISO text or milliseconds. */
function isoTime(value: string | number): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? String(value) : date.toISOString();
}

/**
 * `mall-admin login <name> [--code <totp>]`: signs in to the operator API and keeps the session
 * in a file only the user reads. When the server asks for a one-time code not given, a person at
 * a terminal is asked for it.
 */
export async function runLogin(args: ParsedArgs, baseUrlOf: BaseUrlOf): Promise<number> {
  const name = args.positionals[0];
  if (!name) {
    throw new UsageError('mall-admin login <name> [--code <totp>] [--password-stdin]');
  }
  const previous = await readSession();
  const baseUrl = baseUrlOf(previous?.url);
  const password = await passwordOf(args);
  let code = flagText(args, 'code');
  const signIn = () =>
    callOperator({
      baseUrl,
      name: 'operator/login',
      method: 'POST',
      input: code ? { name, password, code } : { name, password },
    }) as Promise<LoginAnswer>;
  let answer: LoginAnswer;
  try {
    answer = await signIn();
  } catch (error) {
    if (code || !asksForCode(error) || !canPrompt()) {
      throw error;
    }
    code = (await prompt('One-time code: ')).trim();
    answer = await signIn();
  }
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
export async function runLogout(baseUrlOf: BaseUrlOf): Promise<number> {
  const session = await readSession();
  if (!session) {
    console.log(`not signed in (no session in ${sessionPath()})`);
    return 0;
  }
  try {
    await callOperator({
      baseUrl: baseUrlOf(session.url),
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
  const baseUrl = baseUrlOf(session?.url);
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
