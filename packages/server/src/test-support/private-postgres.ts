import { execFile, spawnSync } from 'node:child_process';
import { appendFileSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '@mall/test-support';
import pg from 'pg';

const { Client } = pg;

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
  /**
   * A hot standby of this cluster on a port of its own (`pg_basebackup -R`), which this cluster
   * then waits for on every commit (`synchronous_standby_names = '*'`): a commit answered to a
   * client is on both, as a managed database with a synchronous replica keeps it.
   */
  standby(): Promise<PrivateStandby>;
}

/** A standby that becomes a primary of its own when promoted. */
export interface PrivateStandby extends PrivatePostgres {
  /** `pg_ctl promote`: resolves once it takes writes. */
  promote(): Promise<void>;
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

/** Runs one of PostgreSQL's programs as the user it must run as. */
type PostgresProgram = (program: string, args: string[]) => Promise<unknown>;

/** A folder for a cluster, owned by the user PostgreSQL runs as, and how to run its programs there. */
function clusterFolder(bin: string): { folder: string; exec: PostgresProgram } {
  const asRoot = process.getuid?.() === 0;
  const user = asRoot ? postgresUser() : undefined;
  if (asRoot && !user) {
    throw new Error('running as root, and there is no postgres user to run PostgreSQL as');
  }
  const folder = mkdtempSync(join(tmpdir(), 'mall-pg-'));
  if (user) {
    chownSync(folder, user.uid, user.gid);
  }
  const exec: PostgresProgram = (program, args) => {
    const [command, all] = asRoot
      ? ['runuser', ['-u', 'postgres', '--', join(bin, program), ...args]]
      : [join(bin, program), args];
    return run(command, all, { cwd: folder, encoding: 'utf8' });
  };
  return { folder, exec };
}

/** Writes the cluster's own settings into its configuration, after what is there (the last wins). */
function configure(data: string, folder: string, port: number) {
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
}

/** Runs a cluster set up in `folder`: starts it, and answers the handle that drives it. */
async function runCluster(bin: string, folder: string, exec: PostgresProgram, port: number) {
  const data = join(folder, 'data');
  const logFile = join(folder, 'server.log');
  const ctl = (...args: string[]) => exec('pg_ctl', ['-D', data, '-l', logFile, '-w', '-t', '60', ...args]);
  try {
    await ctl('start');
  } catch (error) {
    rmSync(folder, { recursive: true, force: true });
    throw error;
  }
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const cluster: PrivateStandby = {
    url,
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
    promote: async () => {
      await ctl('promote');
    },
    log: () => spawnSync('cat', [logFile], { encoding: 'utf8' }).stdout ?? '',
    remove: async () => {
      await ctl('stop', '-m', 'immediate').catch(() => undefined);
      rmSync(folder, { recursive: true, force: true });
    },
    standby: async () => {
      const made = clusterFolder(bin);
      const standbyPort = await freePort();
      const standbyData = join(made.folder, 'data');
      try {
        await made.exec('pg_basebackup', [
          '-D',
          standbyData,
          '-R',
          '-X',
          'stream',
          '-c',
          'fast',
          '-d',
          url,
          '--no-sync',
        ]);
        configure(standbyData, made.folder, standbyPort);
      } catch (error) {
        rmSync(made.folder, { recursive: true, force: true });
        throw error;
      }
      const standby = await runCluster(bin, made.folder, made.exec, standbyPort);
      // Set on this cluster only after the copy, so the standby, once promoted, waits for nobody.
      const admin = new Client({ connectionString: url });
      try {
        await admin.connect();
        await admin.query("alter system set synchronous_standby_names = '*'");
        await admin.query('select pg_reload_conf()');
        for (let tried = 0; ; tried += 1) {
          const { rows } = await admin.query<{ n: number }>(
            "select count(*)::int as n from pg_stat_replication where sync_state = 'sync'",
          );
          if (rows[0]?.n === 1) {
            break;
          }
          if (tried > 300) {
            throw new Error(`the standby never became synchronous:\n${standby.log()}`);
          }
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      } catch (error) {
        // This cluster would wait for a standby that is gone on every commit: wait for nobody.
        await admin
          .query('alter system reset synchronous_standby_names')
          .then(() => admin.query('select pg_reload_conf()'))
          .catch(() => undefined);
        await standby.remove();
        throw error;
      } finally {
        await admin.end().catch(() => undefined);
      }
      return standby;
    },
  };
  return cluster;
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
  const { folder, exec } = clusterFolder(bin);
  const data = join(folder, 'data');
  const port = await freePort();
  try {
    await exec('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
    configure(data, folder, port);
  } catch (error) {
    rmSync(folder, { recursive: true, force: true });
    throw error;
  }
  return runCluster(bin, folder, exec, port);
}
