import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { collectOutput, freePort } from '@mall/test-support';
import { OPERATOR_TOKEN } from './test-server';

/** The server package's folder (where `src/main.ts` runs from). */
export const serverPackageDir = join(dirname(fileURLToPath(import.meta.url)), '../..');

/** `src/main.ts` running as a real process. */
export interface ServerProcess {
  child: ChildProcess;
  port: number;
  /** `http://127.0.0.1:<port>` */
  origin: string;
  /** Everything the process printed so far (stdout and stderr). */
  output(): string;
  /** SIGTERM, then the exit code once it has stopped. */
  stop(): Promise<number | null>;
  /** SIGKILL: no shutdown of any kind. Resolves once the process is gone. */
  kill(): Promise<void>;
}

export interface ServerProcessOptions {
  port?: number;
  /** Embedded database folder; ignored when `env.DATABASE_URL` names a PostgreSQL server. */
  dataDir?: string;
  /** Added to (and overriding) the defaults below. */
  env?: Record<string, string>;
  /** How long to wait for "the mall is open" (default 60 s). */
  startTimeoutMs?: number;
}

/**
 * Starts the shop as `npm start` would (tsx on the source), on the given database, with the
 * operator API on (`OPERATOR_TOKEN`), no demo seed unless `env.MALL_SEED` says so, and waits
 * until it listens.
 */
export async function startServerProcess(options: ServerProcessOptions = {}): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=@mall/source', 'src/main.ts'], {
    cwd: serverPackageDir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: options.dataDir ?? '',
      OPERATOR_TOKEN,
      NODE_ENV: 'test',
      PASSWORD_HASH_COST: '10',
      DATABASE_URL: '',
      MALL_SEED: 'none',
      // The development sender, chosen by name (the default is none); production refuses it, and
      // needs a signing key.
      ...(options.env?.NODE_ENV === 'production'
        ? { JWT_SECRET: 'test-jwt-secret-of-the-shop-0123456789' }
        : { SMS_SENDER: 'dev' }),
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = collectOutput(child);
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) {
      resolve();
    } else {
      child.once('exit', () => resolve());
    }
  });
  const deadline = Date.now() + (options.startTimeoutMs ?? 60_000);
  while (!output().includes('the mall is open')) {
    if (Date.now() > deadline || child.exitCode !== null || child.signalCode !== null) {
      child.kill('SIGKILL');
      throw new Error(`server did not start:\n${output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    child,
    port,
    origin: `http://127.0.0.1:${port}`,
    output,
    stop() {
      return new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) {
          resolve(child.exitCode);
          return;
        }
        // A process that has not drained within 20 s (a loaded machine) is killed, and said so: a
        // test's teardown must not outlast its hook.
        const killer = setTimeout(() => {
          console.warn(`server process ${child.pid} still running 20 s after SIGTERM: killed`);
          child.kill('SIGKILL');
        }, 20_000);
        child.once('exit', (code) => {
          clearTimeout(killer);
          resolve(code);
        });
        child.kill('SIGTERM');
      });
    },
    async kill() {
      child.kill('SIGKILL');
      await exited;
    },
  };
}

/** Calls the operator API of a running server; resolves `data` or rejects with the message. */
export async function operatorCall<T = unknown>(
  origin: string,
  action: string,
  body: Record<string, unknown> = {},
): Promise<T> {
  const response = await fetch(`${origin}/api/admin/${action}`, {
    method: 'POST',
    headers: {
      authorization: OPERATOR_TOKEN,
      'content-type': 'application/json',
      language: 'en',
      'idempotency-key': randomUUID(),
    },
    body: JSON.stringify(body),
  });
  const envelope = (await response.json()) as { code: number; message: string; data: T };
  if (envelope.code !== 1000) {
    throw new Error(`${action}: ${envelope.message}`);
  }
  return envelope.data;
}
