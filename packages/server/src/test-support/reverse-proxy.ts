import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { collectOutput, freePort, haproxyBinary } from '@mall/test-support';

/** One server process behind the proxy. */
export interface ProxyBackend {
  /** The server's name in the proxy (stats, `X-Served-By`, the chat cookie), e.g. `s1`. */
  name: string;
  port: number;
}

export interface ReverseProxyOptions {
  backends: ProxyBackend[];
  port?: number;
  /** How often each backend's `/ready` is checked (default 500 ms); 2 failures take it out. */
  checkIntervalMs?: number;
}

/** One backend server's row of the proxy's statistics. */
export interface BackendStats {
  /** `api` (every HTTP call) or `chat` (`/socket.io/`). */
  backend: string;
  server: string;
  /** `UP`, `DOWN`, ... as the health checks see it. */
  status: string;
  /** HTTP answers it gave through the proxy. */
  responses: number;
  /** 5xx answers the proxy passed on or made for it (a cut connection is a 502). */
  responses5xx: number;
  /** Answers that broke off (it died while answering). */
  responseErrors: number;
  /** Requests sent to another server instead after this one refused the connection. */
  redispatched: number;
  /** Connections open to it now (a live chat socket holds one). */
  currentSessions: number;
}

/** HAProxy in the foreground, in front of the server processes. */
export interface ReverseProxy {
  /** `http://127.0.0.1:<port>`: point clients here. */
  origin: string;
  port: number;
  /** The configuration it runs with. */
  config: string;
  /** Everything it printed so far. */
  output(): string;
  /** Every backend server's row of `show stat` from the stats socket. */
  stats(): Promise<BackendStats[]>;
  /** Resolves once the named servers have `status` in every backend; throws after `timeoutMs`. */
  waitForStatus(servers: string[], status: 'UP' | 'DOWN', timeoutMs?: number): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The configuration: round robin over the backends for HTTP calls, health checks on `/ready`
 * (a draining or database-less process is taken out, a recovered one put back), a refused
 * connection tried again on another server (the request never reached one, so it is safe; a
 * request a server took and then died on is answered 502 and left to the client, which retries
 * only what carries an Idempotency-Key or only reads). The client's address goes to the servers
 * in `X-Forwarded-For`, replacing whatever the client sent in it or in `X-Real-IP`, so a shopper
 * cannot choose the address the per-address limits count. `/socket.io/` keeps a client on one
 * server by a cookie the proxy sets (long-polling needs every request on the server that holds
 * the session) and is tunnelled once upgraded to a WebSocket. Each answer names its server in
 * `X-Served-By`. While every server is out (each says not ready, as when the database is away),
 * HTTP calls still go to them (`<name>-spare`, unchecked backups), so shoppers hear the shop's 503
 * with `Retry-After` rather than the proxy's.
 */
export function haproxyConfig(options: {
  port: number;
  backends: ProxyBackend[];
  statsSocket: string;
  checkIntervalMs: number;
}): string {
  const servers = (withCookie: boolean) =>
    options.backends
      .map(
        ({ name, port }) =>
          `  server ${name} 127.0.0.1:${port} check inter ${options.checkIntervalMs} fall 2 rise 2` +
          (withCookie ? ` cookie ${name}` : ''),
      )
      .join('\n');
  // Used only while every server is out (all say not ready: the database is away), so the shopper
  // hears the shop's own 503 with Retry-After in their language rather than the proxy's page.
  const spares = options.backends
    .map(({ name, port }) => `  server ${name}-spare 127.0.0.1:${port} backup`)
    .join('\n');
  return `global
  maxconn 4096
  stats socket ${options.statsSocket} mode 600 level admin

defaults
  mode http
  timeout connect 2s
  timeout client 65s
  timeout server 65s
  timeout tunnel 1h
  timeout http-keep-alive 10s
  timeout check 2s
  retries 3
  option redispatch 1
  option forwardfor
  option httpchk GET /ready
  http-check expect status 200

frontend mall
  bind 127.0.0.1:${options.port}
  http-request del-header x-forwarded-for
  http-request del-header x-real-ip
  http-request del-header forwarded
  use_backend chat if { path_beg /socket.io/ }
  default_backend api

backend api
  balance roundrobin
  option allbackups
  http-response set-header X-Served-By %s
${servers(false)}
${spares}

backend chat
  balance roundrobin
  cookie mallsrv insert indirect nocache httponly
${servers(true)}
`;
}

/** Sends one command to HAProxy's stats (runtime) socket and answers what it printed. */
export function statsCommand(socketPath: string, command: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let answer = '';
    const socket = connect(socketPath, () => socket.end(`${command}\n`));
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      answer += chunk;
    });
    socket.once('end', () => resolve(answer));
    socket.once('error', reject);
  });
}

function parseStats(csv: string): BackendStats[] {
  const [header = '', ...lines] = csv.trim().split('\n');
  const columns = header.replace(/^# /, '').split(',');
  const rows = lines.map((line) => {
    const values = line.split(',');
    return Object.fromEntries(columns.map((column, index) => [column, values[index] ?? '']));
  });
  const number = (row: Record<string, string>, column: string) => Number(row[column] || 0);
  return rows
    .filter((row) => row.svname !== 'FRONTEND' && row.svname !== 'BACKEND' && row.pxname !== 'mall')
    .map((row) => ({
      backend: row.pxname ?? '',
      server: row.svname ?? '',
      status: (row.status ?? '').split(' ')[0] ?? '',
      responses: ['hrsp_1xx', 'hrsp_2xx', 'hrsp_3xx', 'hrsp_4xx', 'hrsp_5xx', 'hrsp_other'].reduce(
        (sum, column) => sum + number(row, column),
        0,
      ),
      responses5xx: number(row, 'hrsp_5xx'),
      responseErrors: number(row, 'eresp'),
      redispatched: number(row, 'wredis'),
      currentSessions: number(row, 'scur'),
    }));
}

/**
 * Writes the configuration into a temporary folder and runs `haproxy -db` (foreground) on it as a
 * child process; resolves once it listens and sees every backend up. Needs Debian's haproxy
 * (`node scripts/ensure-proxy.mjs` installs it).
 */
export async function startReverseProxy(options: ReverseProxyOptions): Promise<ReverseProxy> {
  const binary = haproxyBinary();
  if (!binary) {
    throw new Error('haproxy is not installed: run node scripts/ensure-proxy.mjs');
  }
  const port = options.port ?? (await freePort());
  const folder = mkdtempSync(join(tmpdir(), 'mall-haproxy-'));
  const statsSocket = join(folder, 'stats.sock');
  const config = haproxyConfig({
    port,
    backends: options.backends,
    statsSocket,
    checkIntervalMs: options.checkIntervalMs ?? 500,
  });
  const configPath = join(folder, 'haproxy.cfg');
  writeFileSync(configPath, config);
  const check = spawnSync(binary, ['-c', '-f', configPath], { encoding: 'utf8' });
  if (check.status !== 0) {
    rmSync(folder, { recursive: true, force: true });
    throw new Error(`haproxy refuses the configuration:\n${check.stdout}${check.stderr}\n${config}`);
  }
  const child: ChildProcess = spawn(binary, ['-db', '-f', configPath], { stdio: ['ignore', 'pipe', 'pipe'] });
  const output = collectOutput(child);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const gone = () => child.exitCode !== null || child.signalCode !== null;

  const stats = async () => parseStats(await statsCommand(statsSocket, 'show stat'));
  const waitForStatus = async (servers: string[], status: 'UP' | 'DOWN', timeoutMs = 30_000) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      if (gone()) {
        throw new Error(`haproxy exited:\n${output()}`);
      }
      const rows = existsSync(statsSocket) ? await stats().catch(() => []) : [];
      const wanted = rows.filter((row) => servers.includes(row.server));
      if (wanted.length > 0 && wanted.every((row) => row.status === status)) {
        return;
      }
      if (Date.now() > deadline) {
        throw new Error(`servers ${servers.join(', ')} not ${status}: ${JSON.stringify(rows)}\n${output()}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const stop = async () => {
    if (!gone()) {
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(killer);
    }
    rmSync(folder, { recursive: true, force: true });
  };
  try {
    await waitForStatus(
      options.backends.map((backend) => backend.name),
      'UP',
    );
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    config,
    output,
    stats,
    waitForStatus,
    stop,
  };
}
