import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { collectOutput, freePort, haproxyBinary } from '@mall/test-support';
import { statsCommand } from './reverse-proxy';

/**
 * The one address the shop knows its database by, in front of whichever cluster is the primary:
 * HAProxy in TCP mode, as a managed database's endpoint name (a DNS name or a virtual address)
 * stands in front of its primary. A failover moves the name to the promoted standby's address
 * (`set server ... addr` on HAProxy's runtime socket) and cuts what was still open to the old one;
 * the shop's configuration (`DATABASE_URL`) never changes.
 */
export interface DatabaseName {
  /** `postgres://postgres@127.0.0.1:<port>/<database>`: the name's URL for one database. */
  url(database: string): string;
  /** Points the name at the cluster on `port` and cuts every connection still open to the old one. */
  moveTo(port: number): Promise<void>;
  stop(): Promise<void>;
}

/** Starts the name in front of the cluster on `port`; resolves once it listens. */
export async function startDatabaseName(port: number): Promise<DatabaseName> {
  const binary = haproxyBinary();
  if (!binary) {
    throw new Error('haproxy is not installed: run node scripts/ensure-proxy.mjs');
  }
  const namePort = await freePort();
  const folder = mkdtempSync(join(tmpdir(), 'mall-dbname-'));
  const socketPath = join(folder, 'runtime.sock');
  const configPath = join(folder, 'haproxy.cfg');
  writeFileSync(
    configPath,
    `global
  stats socket ${socketPath} mode 600 level admin

defaults
  mode tcp
  timeout connect 2s
  timeout client 1h
  timeout server 1h

frontend database
  bind 127.0.0.1:${namePort}
  default_backend primary

backend primary
  server primary 127.0.0.1:${port}
`,
  );
  const check = spawnSync(binary, ['-c', '-f', configPath], { encoding: 'utf8' });
  if (check.status !== 0) {
    rmSync(folder, { recursive: true, force: true });
    throw new Error(`haproxy refuses the configuration:\n${check.stdout}${check.stderr}`);
  }
  const child: ChildProcess = spawn(binary, ['-db', '-f', configPath], { stdio: ['ignore', 'pipe', 'pipe'] });
  const output = collectOutput(child);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(folder, { recursive: true, force: true });
  };
  const command = async (line: string) => {
    const answer = await statsCommand(socketPath, line);
    if (/error|unknown|invalid|not found/i.test(answer)) {
      throw new Error(`haproxy refused "${line}": ${answer}`);
    }
    return answer;
  };
  for (let tried = 0; ; tried += 1) {
    if (await statsCommand(socketPath, 'show servers state').catch(() => undefined)) {
      break;
    }
    if (tried > 100 || child.exitCode !== null) {
      await stop();
      throw new Error(`haproxy did not start:\n${output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url: (database) => `postgres://postgres@127.0.0.1:${namePort}/${database}`,
    moveTo: async (to) => {
      // Out of service first, so no new connection goes to the old address while the open ones
      // are cut; then the new address, and back in service.
      await command('set server primary/primary state maint');
      await command('shutdown sessions server primary/primary');
      await command(`set server primary/primary addr 127.0.0.1 port ${to}`);
      await command('set server primary/primary state ready');
    },
    stop,
  };
}
