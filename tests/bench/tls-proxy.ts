// The shop as it is deployed (docs/OPERATIONS.md): HTTPS from a TLS-terminating proxy in front of
// the server, here Debian's HAProxy speaking HTTP/2 (and HTTP/1.1) to the browser and HTTP/1.1 to
// the server, with a certificate made for the run by Debian's openssl.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A running proxy: its public origin, the flag that has Chromium trust its certificate, its end. */
export interface TlsProxy {
  origin: string;
  /** `--ignore-certificate-errors-spki-list=…`: this run's certificate only, not any error. */
  chromiumFlag: string;
  stop: () => Promise<void>;
}

/** HAProxy and openssl where Debian puts them (a non-root PATH may lack /usr/sbin), or why not. */
export function tlsProxyTools(): { haproxy: string; openssl: string } | string {
  const found = (names: string[], args: string[]) =>
    names.find((name) => spawnSync(name, args, { stdio: 'ignore' }).status === 0);
  const haproxy = found(['haproxy', '/usr/sbin/haproxy'], ['-v']);
  const openssl = found(['openssl', '/usr/bin/openssl'], ['version']);
  if (!haproxy || !openssl) {
    return `${haproxy ? 'openssl' : 'haproxy'} is not installed (node scripts/ensure-proxy.mjs installs both)`;
  }
  return { haproxy, openssl };
}

function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * Starts HAProxy on `port` with TLS (a self-signed certificate for 127.0.0.1, made now) and ALPN
 * `h2,http/1.1`, forwarding to the server on `backendPort`; resolves once it accepts connections.
 */
export async function startTlsProxy(port: number, backendPort: number): Promise<TlsProxy> {
  const tools = tlsProxyTools();
  if (typeof tools === 'string') {
    throw new Error(tools);
  }
  const folder = mkdtempSync(join(tmpdir(), 'mall-tls-'));
  const key = join(folder, 'key.pem');
  const certificate = join(folder, 'certificate.pem');
  const made = spawnSync(
    tools.openssl,
    [
      ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256', '-nodes'],
      ...['-keyout', key, '-out', certificate, '-days', '1', '-subj', '/CN=127.0.0.1'],
      ...['-addext', 'subjectAltName=IP:127.0.0.1'],
    ],
    { encoding: 'utf8' },
  );
  if (made.status !== 0) {
    rmSync(folder, { recursive: true, force: true });
    throw new Error(`openssl could not make a certificate:\n${made.stderr}`);
  }
  const pem = readFileSync(certificate, 'utf8');
  const bundle = join(folder, 'bundle.pem');
  writeFileSync(bundle, pem + readFileSync(key, 'utf8'));
  const spki = new X509Certificate(pem).publicKey.export({ type: 'spki', format: 'der' });
  const configPath = join(folder, 'haproxy.cfg');
  writeFileSync(
    configPath,
    `defaults
  mode http
  timeout connect 2s
  timeout client 65s
  timeout server 65s

frontend shop
  bind 127.0.0.1:${port} ssl crt ${bundle} alpn h2,http/1.1
  default_backend server

backend server
  server one 127.0.0.1:${backendPort}
`,
  );
  const child: ChildProcess = spawn(tools.haproxy, ['-db', '-f', configPath], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(folder, { recursive: true, force: true });
  };
  const deadline = Date.now() + 10_000;
  while (!(await listening(port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`HAProxy did not listen on ${port}:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    origin: `https://127.0.0.1:${port}`,
    chromiumFlag: `--ignore-certificate-errors-spki-list=${createHash('sha256').update(spki).digest('base64')}`,
    stop,
  };
}
