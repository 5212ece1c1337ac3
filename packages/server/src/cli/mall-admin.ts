import { fieldErrorsOf } from '@mall/sdk/schemas';
import { createServer } from '../create-server';
import { parseEnv } from '../env';
import { AppError } from '../http/app-error';
import { translate } from '../i18n/messages';
import { allOperatorActions } from '../routes';
import { BACKUP_USAGE, runBackupCommand } from './backup';

const usage = `mall-admin <action> ['<json input>']
mall-admin backup <file.tar.gz>
mall-admin restore <file.tar.gz> [--force]

Runs an operator action of the contract (§13) — the same function the operator API serves.
With a running server (and OPERATOR_TOKEN set) the action goes through its operator API
(MALL_URL, default http://HOST:PORT); otherwise it opens the database itself (DATABASE_URL or DATA_DIR).

Actions:`;

function help(): string {
  const actions = allOperatorActions();
  const lines = Object.entries(actions)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, action]) => `  ${name.padEnd(24)} ${action.description}`);
  return `${usage}\n${lines.join('\n')}\n\n${BACKUP_USAGE}`;
}

async function viaHttp(baseUrl: string, token: string, name: string, method: 'GET' | 'POST', input: unknown) {
  const query = method === 'GET' ? `?${new URLSearchParams(input as Record<string, string>)}` : '';
  const response = await fetch(`${baseUrl}/api/admin/${name}${query}`, {
    method,
    headers: { authorization: token, 'content-type': 'application/json', language: 'en' },
    body: method === 'POST' ? JSON.stringify(input) : undefined,
  });
  const envelope = (await response.json()) as { code: number; message: string; data?: unknown };
  if (envelope.code !== 1000) {
    throw new Error(envelope.message);
  }
  return envelope.data;
}

async function serverAnswers(baseUrl: string): Promise<boolean> {
  try {
    await fetch(`${baseUrl}/api/app/base/comm/eps`, { signal: AbortSignal.timeout(1500) });
    return true;
  } catch {
    return false;
  }
}

async function main(argv: string[]): Promise<number> {
  const [name, json = '{}'] = argv;
  const actions = allOperatorActions();
  if (!name || name === 'help' || name === '--help') {
    console.log(help());
    return name ? 0 : 1;
  }
  if (name === 'backup' || name === 'restore') {
    return runBackupCommand(name, argv.slice(1));
  }
  const action = actions[name];
  if (!action) {
    console.error(`unknown action "${name}"\n\n${help()}`);
    return 1;
  }
  let input: unknown;
  try {
    input = JSON.parse(json);
  } catch {
    console.error(`the input is not JSON: ${json}`);
    return 1;
  }
  const env = parseEnv();
  const baseUrl = process.env.MALL_URL ?? `http://${env.HOST}:${env.PORT}`;
  // The embedded database belongs to one process: while a server runs on it, go through its API.
  if (env.OPERATOR_TOKEN && (await serverAnswers(baseUrl))) {
    console.log(
      JSON.stringify(
        (await viaHttp(baseUrl, env.OPERATOR_TOKEN, name, action.method, input)) ?? null,
        null,
        2,
      ),
    );
    return 0;
  }
  const errors = fieldErrorsOf(action.schema, input);
  if (errors.length > 0) {
    for (const error of errors) {
      console.error(`${error.field || 'input'}: ${translate('en', error.key, error.params)}`);
    }
    return 1;
  }
  // Logs go to stderr so that stdout carries only the result.
  const log = {
    info: () => undefined,
    warn: () => undefined,
    error: (message: string, details?: Record<string, unknown>) => console.error(message, details ?? ''),
  };
  const server = await createServer({ env, log });
  try {
    const result = await action.run(server.context, action.schema.parse(input));
    console.log(JSON.stringify(result ?? null, null, 2));
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

process.exit(await main(process.argv.slice(2)));
