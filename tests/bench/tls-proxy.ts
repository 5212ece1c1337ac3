// The shop as it is deployed (docs/OPERATIONS.md): HTTPS from a TLS-terminating proxy in front of
// the server, here Debian's HAProxy speaking HTTP/2 (and HTTP/1.1) to the browser and HTTP/1.1 to
// the server, with a certificate made for the run by Debian's openssl.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect } from 'node:tls';
import { collectOutput, haproxyBinary, opensslBinary } from '@mall/test-support';

/** A running proxy: its public origin, the flag that has Chromium trust its certificate, its end. */
export interface TlsProxy {
  origin: string;
  /**
   * `--ignore-certificate-errors-spki-list=…`: this run's key only, not any certificate error
   * (Chromium honours it with a `--user-data-dir`, which chrome-launcher always gives).
   */
  chromiumFlag: string;
  stop: () => Promise<void>;
}

/** The two programs the proxy needs. */
export interface TlsProxyTools {
  haproxy: string;
  openssl: string;
}

/** HAProxy and openssl where Debian puts them (a non-root PATH may lack /usr/sbin), or why not. */
export function tlsProxyTools(): TlsProxyTools | string {
  const haproxy = haproxyBinary();
  const openssl = opensslBinary();
  if (!haproxy || !openssl) {
    const missing = [haproxy ? '' : 'haproxy', openssl ? '' : 'openssl'].filter(Boolean).join(' and ');
    return `${missing} not installed (node scripts/ensure-proxy.mjs installs both)`;
  }
  return { haproxy, openssl };
}

/**
 * Whether `port` answers TLS with HTTP/2 chosen and the certificate `fingerprint` names: the
 * proxy this run started, not whatever else might hold the port.
 */
function answers(port: number, fingerprint: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port, ALPNProtocols: ['h2'], rejectUnauthorized: false });
    socket.once('secureConnect', () => {
      const ours = socket.getPeerX509Certificate()?.fingerprint256 === fingerprint;
      resolve(ours && socket.alpnProtocol === 'h2');
      socket.destroy();
    });
    socket.once('error', () => resolve(false));
    // A listener that never answers the handshake is not the proxy either.
    socket.setTimeout(1_000, () => {
      socket.destroy();
      resolve(false);
    });
  });
}

/**
 * Writes into `folder` a self-signed certificate for 127.0.0.1 (made now by openssl, with its key)
 * and HAProxy's configuration, checked by HAProxy: TLS on `port` with ALPN `h2,http/1.1`,
 * forwarding to the server on `backendPort`.
 */
function prepare(
  tools: TlsProxyTools,
  folder: string,
  port: number,
  backendPort: number,
): { configPath: string; certificate: X509Certificate } {
  const key = join(folder, 'key.pem');
  const certificatePath = join(folder, 'certificate.pem');
  const made = spawnSync(
    tools.openssl,
    [
      ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256', '-nodes'],
      ...['-keyout', key, '-out', certificatePath, '-days', '1', '-subj', '/CN=127.0.0.1'],
      ...['-addext', 'subjectAltName=IP:127.0.0.1'],
    ],
    { encoding: 'utf8' },
  );
  if (made.status !== 0) {
    throw new Error(`openssl could not make a certificate:\n${made.stderr}`);
  }
  const pem = readFileSync(certificatePath, 'utf8');
  const bundle = join(folder, 'bundle.pem');
  writeFileSync(bundle, pem + readFileSync(key, 'utf8'));
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
  option forwardfor
  http-request set-header X-Forwarded-Proto https
  default_backend server

backend server
  server one 127.0.0.1:${backendPort}
`,
  );
  const check = spawnSync(tools.haproxy, ['-c', '-f', configPath], { encoding: 'utf8' });
  if (check.status !== 0) {
    throw new Error(`HAProxy refuses its configuration:\n${check.stdout}${check.stderr}`);
  }
  return { configPath, certificate: new X509Certificate(pem) };
}

/**
 * Starts HAProxy on `port` with TLS (`prepare`), forwarding to the server on `backendPort`;
 * resolves once it answers with HTTP/2 and this run's certificate.
 */
export async function startTlsProxy(
  tools: TlsProxyTools,
  port: number,
  backendPort: number,
): Promise<TlsProxy> {
  const folder = mkdtempSync(join(tmpdir(), 'mall-tls-'));
  let prepared: ReturnType<typeof prepare>;
  try {
    prepared = prepare(tools, folder, port, backendPort);
  } catch (error) {
    rmSync(folder, { recursive: true, force: true });
    throw error;
  }
  const { configPath, certificate } = prepared;
  const child: ChildProcess = spawn(tools.haproxy, ['-db', '-f', configPath], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const written = collectOutput(child);
  let failure = '';
  child.once('error', (error) => {
    failure = String(error);
  });
  const gone = () => child.exitCode !== null || child.signalCode !== null;
  const exited = new Promise<void>((resolve) => child.once('close', () => resolve()));
  const stop = async () => {
    if (child.pid !== undefined && !gone()) {
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(killer);
    }
    rmSync(folder, { recursive: true, force: true });
  };
  const deadline = Date.now() + 10_000;
  while (!(await answers(port, certificate.fingerprint256))) {
    if (child.pid === undefined || gone() || Date.now() > deadline) {
      await stop();
      throw new Error(`HAProxy did not listen on ${port}:\n${written()}${failure}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    origin: `https://127.0.0.1:${port}`,
    chromiumFlag: `--ignore-certificate-errors-spki-list=${createHash('sha256')
      .update(certificate.publicKey.export({ type: 'spki', format: 'der' }))
      .digest('base64')}`,
    stop,
  };
}
