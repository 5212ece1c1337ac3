import { execFile, spawnSync } from 'node:child_process';
import { appendFileSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '@mall/test-support';

const run = promisify(execFile);

/**
 * A PostgreSQL cluster of a test's own (never the machine's shared server): made with Debian's
 * `initdb` in a temporary folder, served on a port of its own, restarted, crashed and started by
 * `pg_ctl` as a database operator would, and removed at the end.
 */
export interface PrivatePostgres {
  /** `postgres://postgres@127.0.0.1:<port>/postgres` */
  url: string;
  port: number;
  /** `pg_ctl restart -m fast`: what a managed database does on a minor upgrade or a failover. */
  restartFast(): Promise<void>;
  /** `pg_ctl stop -m immediate`: every server process quits at once, as in a crash. */
  crash(): Promise<void>;
  /** `pg_ctl start`: resolves once it takes connections (after crash recovery, when needed). */
  start(): Promise<void>;
  /** The server's own log so far. */
  log(): string;
  /** Stops it and removes its folder. */
  remove(): Promise<void>;
}

/** The `bin` folder of the newest PostgreSQL Debian installed, or `undefined`. */
export function postgresBinaries(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) {
    return undefined;
  }
  const versions = readdirSync(root)
    .filter((name) => /^\d+$/.test(name))
    .sort((a, b) => Number(b) - Number(a));
  return versions
    .map((version) => join(root, version, 'bin'))
    .find((bin) => existsSync(join(bin, 'initdb')) && existsSync(join(bin, 'pg_ctl')));
}

/** The ids of the `postgres` user, or `undefined` when there is none. */
function postgresUser(): { uid: number; gid: number } | undefined {
  const uid = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
  const gid = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
  if (uid.status !== 0 || gid.status !== 0) {
    return undefined;
  }
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

/**
 * Makes and starts a cluster. PostgreSQL refuses to run as root: as root its programs run as the
 * `postgres` user (`runuser`), which Debian's package creates; as anyone else, as that user.
 * `fsync` is off (the tests crash the server processes, never the machine, so the kernel keeps
 * every write) to keep it quick.
 */
export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = postgresBinaries();
  if (!bin) {
    throw new Error("PostgreSQL's initdb and pg_ctl are not installed (Debian's postgresql package)");
  }
  const asRoot = process.getuid?.() === 0;
  const user = asRoot ? postgresUser() : undefined;
  if (asRoot && !user) {
    throw new Error('running as root, and there is no postgres user to run PostgreSQL as');
  }
  const folder = mkdtempSync(join(tmpdir(), 'mall-pg-'));
  if (user) {
    chownSync(folder, user.uid, user.gid);
  }
  const data = join(folder, 'data');
  const logFile = join(folder, 'server.log');
  const port = await freePort();
  const pg = (program: string, args: string[]) => {
    const [command, all] = asRoot
      ? ['runuser', ['-u', 'postgres', '--', join(bin, program), ...args]]
      : [join(bin, program), args];
    return run(command, all, { cwd: folder, encoding: 'utf8' });
  };
  const ctl = (...args: string[]) => pg('pg_ctl', ['-D', data, '-l', logFile, '-w', '-t', '60', ...args]);
  try {
    await pg('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
    appendFileSync(
      join(data, 'postgresql.conf'),
      [
        `port = ${port}`,
        "listen_addresses = '127.0.0.1'",
        `unix_socket_directories = '${folder}'`,
        'fsync = off',
        'full_page_writes = off',
        'max_connections = 200',
        "shared_buffers = '32MB'",
        '',
      ].join('\n'),
    );
    await ctl('start');
  } catch (error) {
    rmSync(folder, { recursive: true, force: true });
    throw error;
  }
  const logText = () => {
    const shown = spawnSync('cat', [logFile], { encoding: 'utf8' });
    return shown.stdout ?? '';
  };
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    restartFast: async () => {
      await ctl('restart', '-m', 'fast');
    },
    crash: async () => {
      await ctl('stop', '-m', 'immediate');
    },
    start: async () => {
      await ctl('start');
    },
    log: logText,
    remove: async () => {
      await ctl('stop', '-m', 'immediate').catch(() => undefined);
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
