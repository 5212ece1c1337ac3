import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { collectOutput, freePort } from '@mall/test-support';

/** The root of the monorepo. */
export const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** A running reference server: its address and how to stop it (and drop its data). */
export interface MallServer {
  baseURL: string;
  stop: () => Promise<void>;
}

async function waitForServer(url: string, server: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) {
      throw new Error(`The server exited with ${server.exitCode}:\n${log()}`);
    }
    try {
      const response = await fetch(url);
      if (response.ok) {
        return;
      }
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server did not answer ${url} within 90 s:\n${log()}`);
}

/** Builds the app into packages/app/dist (`pnpm --filter @mall/app build`). */
export function buildApp(): void {
  const build = spawnSync('pnpm', ['--filter', '@mall/app', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) {
    throw new Error('Building the app failed');
  }
}

/**
 * Starts the real reference server on a free port, with a fresh embedded database seeded with
 * the demo shop, serving the built app at `/`. `prepare` may write files into its data folder
 * first (the demo seed keeps a picture already there).
 */
export async function startMallServer(
  env: Record<string, string> = {},
  prepare?: (dataDir: string) => void,
): Promise<MallServer> {
  // A port of the caller's (a second server at the first one's address), or a free one.
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'mall-e2e-'));
  prepare?.(dataDir);
  const server = spawn('pnpm', ['--filter', '@mall/server', 'start'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      MALL_SEED: 'demo',
      // The development sender, chosen by name: specs read codes through the operator's `sms/last`.
      SMS_SENDER: 'dev',
      APP_DIST_DIR: join(root, 'packages/app/dist'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const output = collectOutput(server);
  const stop = async () => {
    // The server runs under pnpm and tsx: end the whole process group it leads.
    if (server.pid !== undefined && server.exitCode === null) {
      try {
        process.kill(-server.pid, 'SIGTERM');
      } catch {
        server.kill('SIGTERM');
      }
      await new Promise((resolve) => {
        const timer = setTimeout(resolve, 5_000);
        server.once('exit', () => {
          clearTimeout(timer);
          resolve(undefined);
        });
      });
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const baseURL = `http://127.0.0.1:${port}`;
  try {
    await waitForServer(`${baseURL}/`, server, output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseURL, stop };
}
