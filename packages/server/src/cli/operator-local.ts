import { userInfo } from 'node:os';
import { fieldErrorsOf } from '@mall/sdk/schemas';
import { createServer } from '../create-server';
import { parseEnv } from '../env';
import { AppError } from '../http/app-error';
import { translate } from '../i18n/messages';
import { runOperatorAction } from '../operator/operator-routes';
import { ROLE_NAMES } from '../operator/permissions';
import { allOperatorActions } from '../routes';
import type { createOperator } from '../services/operator.service';
import { flagText, type ParsedArgs, UsageError } from './operator-args';
import { assertDatabaseFree } from './operator-database';
import { canPrompt, prompt, readStdin } from './operator-prompt';

const USAGE = `mall-admin operator create --role <${ROLE_NAMES.join('|')}> <name> [--password-stdin]`;

/** A new operator's password: `--password-stdin`, `MALL_ADMIN_PASSWORD`, or typed twice at a prompt. */
async function newPassword(args: ParsedArgs): Promise<string> {
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
  const password = await prompt('New password: ', true);
  if ((await prompt('The same again: ', true)) !== password) {
    throw new UsageError('the two passwords differ');
  }
  return password;
}

/**
 * `mall-admin operator create --role admin <name>`: makes an operator on this machine, in the
 * database DATABASE_URL or DATA_DIR names, with no server credential — how the first admin is
 * made. On PostgreSQL a running server may keep running; the embedded database must be free.
 * The one-time-code secret is printed once, here.
 */
export async function runOperatorCreate(args: ParsedArgs): Promise<number> {
  const name = args.positionals[0];
  const role = flagText(args, 'role');
  if (!name || !role) {
    throw new UsageError(USAGE);
  }
  if (!(ROLE_NAMES as readonly string[]).includes(role)) {
    throw new UsageError(`unknown role "${role}": one of ${ROLE_NAMES.join(', ')}`);
  }
  const env = parseEnv();
  assertDatabaseFree(env);
  const password = await newPassword(args);
  // The operator API's own action: the same rules for name and password, and an audit row as the
  // service account's, from this machine.
  const action = allOperatorActions()['operator/add']!;
  const input = { name, password, role };
  const errors = fieldErrorsOf(action.schema, input);
  if (errors.length > 0) {
    for (const error of errors) {
      console.error(`${error.field || 'input'}: ${translate('en', error.key, error.params)}`);
    }
    return 1;
  }
  const log = {
    info: () => undefined,
    warn: () => undefined,
    error: (message: string, details?: Record<string, unknown>) => console.error(message, details ?? ''),
  };
  const server = await createServer({ env, log });
  try {
    const { data } = await runOperatorAction(server.context, {
      name: 'operator/add',
      action,
      input: action.schema.parse(input),
      actor: { kind: 'service', name: 'service' },
      address: `cli:${userInfo().username}`,
    });
    const created = data as Awaited<ReturnType<typeof createOperator>>;
    if (args.flags.has('json')) {
      console.log(JSON.stringify(created, null, 2));
      return 0;
    }
    const lines = [`operator ${name} (${role}) created, id ${created.id}`];
    if (created.totpSecret) {
      lines.push(
        'Its sign-in asks for a one-time code. Add this to an authenticator app now; it is not shown again:',
        `  secret       ${created.totpSecret}`,
        `  otpauth URL  ${created.otpauthUrl}`,
      );
    }
    console.log(lines.join('\n'));
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
