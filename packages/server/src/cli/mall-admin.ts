import { randomUUID } from 'node:crypto';
import { userInfo } from 'node:os';
import { fieldErrorsOf } from '@mall/sdk/schemas';
import { createServer } from '../create-server';
import { type Env, parseEnv } from '../env';
import { AppError } from '../http/app-error';
import { translate } from '../i18n/messages';
import type { OperatorAction } from '../operator/operator-handler';
import { runOperatorAction } from '../operator/operator-routes';
import { allOperatorActions } from '../routes';
import { BACKUP_USAGE, runBackupCommand } from './backup';
import { CARD_KEYS_USAGE, runCardKeysCommand } from './card-keys';
import { actionInput, flagText, type ParsedArgs, parseArgs, UsageError } from './operator-args';
import { callOperator, OperatorCallError, OperatorNetworkError, serverAnswers } from './operator-client';
import { assertDatabaseFree, LocalDatabaseError } from './operator-database';
import { runOperatorCreate } from './operator-local';
import { renderResult } from './operator-output';
import { readSession, SessionElsewhereError, sessionExpired, sessionServer } from './operator-session';
import { runLogin, runLogout, runWhoami } from './operator-sign-in';

const usage = `mall-admin login <name> [--code <totp>] [--password-stdin]
mall-admin logout | whoami
mall-admin <action> ['<json input>'] [--<field> <value>...] [--page N] [--size N] [--json]
                    [--idempotency-key <key>]
mall-admin operator create --role <role> <name> [--password-stdin]
mall-admin backup <file.tar.gz>
mall-admin restore <file.tar.gz> [--force]
${CARD_KEYS_USAGE}

Runs an operator action (contract §13) through the operator API of the server signed in to
(\`mall-admin login\`, the session in $MALL_ADMIN_SESSION or ~/.config/mall-admin/session.json),
or as the service account when OPERATOR_TOKEN is set (it wins), at MALL_URL (default
http://HOST:PORT). A session's token goes only to the server signed in to: with MALL_URL naming
another, the call is refused (exit 2) until you sign in there. With no credential and no server answering, the action opens the database
itself (DATABASE_URL or DATA_DIR). Reads print tables; --json prints the answer for scripts.
Actions marked $ move money or stock: each call carries an Idempotency-Key (a fresh UUID unless
--idempotency-key pins it) and is retried once with it after a network error or a 5xx.
The password comes from a prompt, MALL_ADMIN_PASSWORD or --password-stdin.
\`operator create\` works on the machine, without a server credential: the first admin is made so.
Exit codes: 0 done, 1 refused or a mistake, 2 not signed in (sign in again), 3 not permitted.

Actions (permission):`;

function help(): string {
  const actions = allOperatorActions();
  const names = Object.keys(actions).sort((a, b) => a.localeCompare(b));
  const nameWidth = Math.max(...names.map((name) => name.length));
  const permissionWidth = Math.max(...names.map((name) => actions[name]?.permission.length ?? 0));
  const lines = names.map((name) => {
    const action = actions[name] as OperatorAction;
    const mark = action.idempotent ? '$' : ' ';
    return `  ${mark} ${name.padEnd(nameWidth)}  ${action.permission.padEnd(permissionWidth)}  ${action.description}`;
  });
  return `${usage}\n${lines.join('\n')}\n\n${BACKUP_USAGE}`;
}

/**
 * Where the server is for a call without a stored session's token: MALL_URL, else `fallback`,
 * else HOST:PORT. A session's token goes only to its own server ({@link sessionServer}).
 */
function baseUrlOf(env: Env, fallback?: string): string {
  return (process.env.MALL_URL || fallback || `http://${env.HOST}:${env.PORT}`).replace(/\/+$/, '');
}

/** Prints a refusal and gives the exit code it stands for. */
function refused(error: unknown, signInHint: string): number {
  if (error instanceof SessionElsewhereError) {
    console.error(error.message);
    return 2;
  }
  if (error instanceof OperatorCallError) {
    if (error.status === 401) {
      // The server's own words say to sign in again, or it is told here.
      const again = /sign in/i.test(error.message) ? '' : ': sign in again';
      console.error(`${error.message}${again} (${signInHint})`);
      return 2;
    }
    console.error(error.message);
    return error.status === 403 ? 3 : 1;
  }
  if (
    error instanceof OperatorNetworkError ||
    error instanceof UsageError ||
    error instanceof LocalDatabaseError
  ) {
    console.error(error.message);
    return 1;
  }
  throw error;
}

function print(name: string, data: unknown, args: ParsedArgs): void {
  if (args.flags.has('json')) {
    console.log(JSON.stringify(data ?? null, null, 2));
  } else if (data === null || data === undefined || typeof data !== 'object') {
    console.log(renderResult(name, data));
  } else if (allOperatorActions()[name]?.method === 'GET') {
    console.log(renderResult(name, data));
  } else {
    // A write's answer is small (an id, a secret shown once): printed whole.
    console.log(JSON.stringify(data, null, 2));
  }
}

/** Runs the action in this process on the database (no server credential, no server). */
async function runLocally(env: Env, name: string, action: OperatorAction, input: unknown, args: ParsedArgs) {
  const errors = fieldErrorsOf(action.schema, input);
  if (errors.length > 0) {
    for (const error of errors) {
      console.error(`${error.field || 'input'}: ${translate('en', error.key, error.params)}`);
    }
    return 1;
  }
  assertDatabaseFree(env);
  // Logs go to stderr so that stdout carries only the result.
  const log = {
    info: () => undefined,
    warn: () => undefined,
    error: (message: string, details?: Record<string, unknown>) => console.error(message, details ?? ''),
  };
  const server = await createServer({ env, log });
  try {
    // As the service account, through the same path as the operator API: a write runs in one
    // transaction with its audit row (address `cli:<user>` names who ran it on the machine).
    const { data } = await runOperatorAction(server.context, {
      name,
      action,
      input: action.schema.parse(input),
      actor: { kind: 'service', name: 'service' },
      address: `cli:${userInfo().username}`,
      // One run is one attempt: a key of its own (or the one pinned), as over the API.
      idempotencyKey: flagText(args, 'idempotency-key') ?? randomUUID(),
    });
    print(name, data, args);
    return 0;
  } catch (error) {
    if (error instanceof AppError) {
      console.error(translate('en', error.key, error.params));
      return 1;
    }
    throw error;
  } finally {
    await server.close();
  }
}

async function runAction(name: string, action: OperatorAction, argv: string[]): Promise<number> {
  const args = parseArgs(argv);
  const input = actionInput(args, args.positionals[0], action.schema, action.method);
  const env = parseEnv();
  const session = env.OPERATOR_TOKEN ? null : await readSession();
  // A stored session's token goes only to the server that issued it (MALL_URL elsewhere: refused).
  const baseUrl = session ? sessionServer(session) : baseUrlOf(env);
  const signInHint = `mall-admin login ${session?.operator.name ?? '<name>'}`;
  let token = env.OPERATOR_TOKEN;
  if (session) {
    // A named operator always goes through the API: its permissions are the server's to check.
    if (sessionExpired(session)) {
      console.error(`the session of ${session.operator.name} has expired: sign in again (${signInHint})`);
      return 2;
    }
    token = session.token;
  } else if (!(await serverAnswers(baseUrl))) {
    return runLocally(env, name, action, input, args);
  } else if (!token) {
    console.error(`a server answers at ${baseUrl}: sign in first (${signInHint}) or set OPERATOR_TOKEN`);
    return 2;
  }
  try {
    const data = await callOperator({
      baseUrl,
      token,
      name,
      method: action.method,
      input,
      idempotent: action.idempotent,
      key: flagText(args, 'idempotency-key'),
    });
    print(name, data, args);
    return 0;
  } catch (error) {
    return refused(error, signInHint);
  }
}

async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  if (!name || name === 'help' || name === '--help') {
    console.log(help());
    return name ? 0 : 1;
  }
  try {
    switch (name) {
      case 'backup':
      case 'restore':
        return await runBackupCommand(name, rest);
      case 'card-keys':
        return await runCardKeysCommand(rest);
      case 'login':
        try {
          return await runLogin(parseArgs(rest), (url) => baseUrlOf(parseEnv(), url));
        } catch (error) {
          if (error instanceof OperatorCallError && error.status === 401) {
            // A refused sign-in: the server's message alone (it does not say which part was wrong).
            console.error(error.message);
            return 2;
          }
          throw error;
        }
      case 'logout':
        return await runLogout();
      case 'whoami':
        return await runWhoami((url) => baseUrlOf(parseEnv(), url));
      case 'operator':
        if (rest[0] === 'create') {
          return await runOperatorCreate(parseArgs(rest.slice(1)));
        }
        break;
    }
    const action = allOperatorActions()[name];
    if (!action) {
      console.error(`unknown action "${name}"\n\n${help()}`);
      return 1;
    }
    return await runAction(name, action, rest);
  } catch (error) {
    return refused(error, 'mall-admin login <name>');
  }
}

process.exit(await main(process.argv.slice(2)));
