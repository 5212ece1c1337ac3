import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type LocalApiServer,
  ok,
  type RecordedRequest,
  startLocalApiServer,
} from '../test-support/local-api-server';
import { ApiError, ERROR_CODE } from '../transport/api-error';
import { createTransport } from '../transport/transport';
import type { UploadProvider } from './media-url';
import type { UploadProgressEvent, UploadRequest } from './progress-fetch';
import { type CloudSignature, type UploadDependencies, uploadFile } from './upload';

let server: LocalApiServer;
beforeAll(async () => {
  server = await startLocalApiServer();
});
afterAll(async () => {
  await server.close();
});

/** Bytes a chunk of the body the minimal request below writes at a time. */
const CHUNK = 4096;

/**
 * A minimal XMLHttpRequest on node:http (Node has none): it really sends the body over a socket,
 * chunk by chunk, and fires the upload's progress after each chunk is written, as browsers do.
 */
class NodeXmlHttpRequest implements UploadRequest {
  /** Every request made, so tests can tell the XHR path was taken. */
  static opened: string[] = [];
  responseType: XMLHttpRequestResponseType = '';
  status = 0;
  statusText = '';
  response: unknown = null;
  readonly upload: { onprogress: ((event: UploadProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  private method = 'GET';
  private url = '';
  private readonly headers: Record<string, string> = {};
  private responseHeaders = '';
  private aborted = false;
  private destroy: (() => void) | null = null;

  open(method: string, url: string): void {
    this.method = method;
    this.url = url;
    NodeXmlHttpRequest.opened.push(url);
  }

  setRequestHeader(name: string, value: string): void {
    this.headers[name] = value;
  }

  getAllResponseHeaders(): string {
    return this.responseHeaders;
  }

  abort(): void {
    this.aborted = true;
    this.destroy?.();
    this.onabort?.();
  }

  send(body: FormData | null): void {
    void this.transmit(body);
  }

  private async transmit(body: FormData | null): Promise<void> {
    // The platform encodes the multipart body (and its boundary) as a browser would.
    const encoded = new Request('http://encoder.invalid/', { method: 'POST', body });
    const bytes = new Uint8Array(await encoded.arrayBuffer());
    const contentType = encoded.headers.get('content-type');
    const request = httpRequest(this.url, {
      method: this.method,
      headers: {
        ...this.headers,
        ...(contentType ? { 'content-type': contentType } : {}),
        'content-length': String(bytes.length),
      },
    });
    this.destroy = () => request.destroy();
    request.on('error', () => {
      if (!this.aborted) {
        this.onerror?.();
      }
    });
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const all = Buffer.concat(chunks);
        this.status = response.statusCode ?? 0;
        this.statusText = response.statusMessage ?? '';
        this.responseHeaders = Object.entries(response.headers)
          .map(([name, value]) => `${name}: ${String(value)}`)
          .join('\r\n');
        this.response = all.buffer.slice(all.byteOffset, all.byteOffset + all.byteLength);
        this.onload?.();
      });
    });
    for (let sent = 0; sent < bytes.length && !this.aborted; ) {
      const chunk = bytes.subarray(sent, sent + CHUNK);
      await new Promise<void>((resolve) => request.write(chunk, () => resolve()));
      sent += chunk.length;
      this.upload.onprogress?.({ lengthComputable: true, loaded: sent, total: bytes.length });
    }
    if (!this.aborted) {
      request.end();
    }
  }
}

/**
 * A provider that reads what comes and never answers: a body cut off half-way is what it sees of an
 * aborted upload (`received` settles with the bytes read when the connection closes).
 */
async function startSink() {
  let settle: (bytes: number) => void = () => undefined;
  const received = new Promise<number>((resolve) => {
    settle = resolve;
  });
  const sink = createServer((request) => {
    let bytes = 0;
    request.on('data', (chunk: Buffer) => {
      bytes += chunk.length;
    });
    request.on('error', () => undefined);
    request.on('close', () => settle(bytes));
  });
  await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', resolve));
  const { port } = sink.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/bucket`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        sink.closeAllConnections();
        sink.close(() => resolve());
      }),
  };
}

/** A 20 KB picture: enough for several chunks, so several progress events. */
const photo = () => new File([new Uint8Array(20_000).fill(7)], 'photo.png', { type: 'image/png' });

function dependencies(
  mode: { mode: 'local' | 'cloud'; type: UploadProvider },
  options: { xhr: boolean; signature?: CloudSignature },
) {
  const transportOptions = { baseURL: server.baseURL, getLocale: () => 'en' };
  const transport = createTransport(transportOptions);
  server.route('app/base/comm/uploadMode', () => ok(mode));
  const deps: UploadDependencies = {
    fetch: globalThis.fetch,
    requestConstructor: options.xhr ? NodeXmlHttpRequest : null,
    now: () => Date.UTC(2026, 10, 21),
    random: () => 'r4nd0m',
    uploadMode: () => transport.send({ method: 'GET', path: 'app/base/comm/uploadMode', token: 'tok' }),
    // As the client does: the upload's own fetch, when given, sends the form on the same rules.
    uploadLocal: (form, { fetch, signal }) =>
      (fetch ? createTransport({ ...transportOptions, fetch }) : transport).send({
        method: 'POST',
        path: 'app/base/comm/upload',
        data: form,
        token: 'tok',
        signal,
        transfer: true,
      }),
    signCloud: () => Promise.resolve(options.signature ?? {}),
  };
  return deps;
}

/** Progress calls as [sent, total] pairs. */
function recorder() {
  const calls: [number, number][] = [];
  return { calls, onProgress: (sent: number, total: number) => calls.push([sent, total]) };
}

function expectRisingToTheEnd(calls: [number, number][]): void {
  const total = calls.at(-1)?.[1] ?? 0;
  expect(calls.every(([, each]) => each === total)).toBe(true);
  expect(calls.map(([sent]) => sent)).toEqual([...calls.map(([sent]) => sent)].sort((a, b) => a - b));
  expect(calls.at(-1)).toEqual([total, total]);
}

describe('progress with an XMLHttpRequest', () => {
  it('local mode reports the body as it leaves, through the session-aware call', async () => {
    const deps = dependencies({ mode: 'local', type: 'local' }, { xhr: true });
    server.route('app/base/comm/upload', () => ok(`${server.origin}/uploads/f.png`));
    const progress = recorder();
    NodeXmlHttpRequest.opened = [];
    expect(await uploadFile(deps, photo(), { onProgress: progress.onProgress })).toBe(
      `${server.origin}/uploads/f.png`,
    );
    expect(NodeXmlHttpRequest.opened).toEqual([`${server.baseURL}/app/base/comm/upload`]);
    const request = server.requests.at(-1) as RecordedRequest;
    expect(request.headers.authorization).toBe('tok');
    expect(request.headers.language).toBe('en');
    expect(progress.calls.length).toBeGreaterThanOrEqual(5);
    expectRisingToTheEnd(progress.calls);
    expect(progress.calls.at(-1)?.[1]).toBe(request.body.length);
  });

  it('cloud mode reports the post to the provider', async () => {
    const host = `${server.origin}/bucket-progress`;
    const deps = dependencies(
      { mode: 'cloud', type: 'qiniu' },
      { xhr: true, signature: { uploadUrl: host, token: 't' } },
    );
    server.route('/bucket-progress', () => ({ status: 200 }));
    const progress = recorder();
    NodeXmlHttpRequest.opened = [];
    expect(await uploadFile(deps, photo(), { onProgress: progress.onProgress })).toBe(
      `${host}/app/20261121/r4nd0m_photo.png`,
    );
    expect(NodeXmlHttpRequest.opened).toEqual([host]);
    expect(progress.calls.length).toBeGreaterThanOrEqual(5);
    expectRisingToTheEnd(progress.calls);
  });

  it('rejects with 602001 and the status when the provider refuses, as with fetch', async () => {
    const host = `${server.origin}/bucket-refusing`;
    const deps = dependencies(
      { mode: 'cloud', type: 'qiniu' },
      { xhr: true, signature: { uploadUrl: host, token: 'bad' } },
    );
    server.route('/bucket-refusing', () => ({ status: 403, body: 'AccessDenied' }));
    const error = (await uploadFile(deps, photo(), { onProgress: () => undefined }).catch(
      (caught: unknown) => caught,
    )) as ApiError;
    expect([error.code, error.httpStatus]).toEqual([ERROR_CODE.transferFailed, 403]);
    expect(error.message).toBe('upload to qiniu failed: HTTP 403 AccessDenied');
  });

  it('rejects with 602001 when the provider cannot be reached', async () => {
    const deps = dependencies(
      { mode: 'cloud', type: 'qiniu' },
      { xhr: true, signature: { uploadUrl: 'http://127.0.0.1:9/x', token: 't' } },
    );
    const error = (await uploadFile(deps, photo(), { onProgress: () => undefined }).catch(
      (caught: unknown) => caught,
    )) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.code).toBe(ERROR_CODE.transferFailed);
  });

  it('local mode: aborting while the server answers rejects with 600003', async () => {
    const deps = dependencies({ mode: 'local', type: 'local' }, { xhr: true });
    server.route('app/base/comm/upload', () => ({
      ...ok(`${server.origin}/uploads/late.png`),
      delayMs: 300,
    }));
    const controller = new AbortController();
    const error = (await uploadFile(deps, photo(), {
      signal: controller.signal,
      onProgress: (sent, total) => {
        if (sent === total) {
          controller.abort();
        }
      },
    }).catch((caught: unknown) => caught)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.code).toBe(ERROR_CODE.aborted);
  });

  it('cloud mode: aborting mid-send stops the body and rejects with 600003', async () => {
    const sink = await startSink();
    try {
      const deps = dependencies(
        { mode: 'cloud', type: 'qiniu' },
        { xhr: true, signature: { uploadUrl: sink.url, token: 't' } },
      );
      const controller = new AbortController();
      const progress = recorder();
      const error = (await uploadFile(deps, photo(), {
        signal: controller.signal,
        onProgress: (sent, total) => {
          progress.onProgress(sent, total);
          controller.abort();
        },
      }).catch((caught: unknown) => caught)) as ApiError;
      expect(error).toBeInstanceOf(ApiError);
      expect(error.code).toBe(ERROR_CODE.aborted);
      expect(progress.calls).toHaveLength(1);
      expect(progress.calls[0]?.[0]).toBeLessThan(progress.calls[0]?.[1] ?? 0);
      expect(await sink.received).toBeLessThan(20_000);
    } finally {
      await sink.close();
    }
  });

  it('a cloud post that outlives its timeout rejects with 602001, as with fetch', async () => {
    const host = `${server.origin}/bucket-slow`;
    const deps = dependencies(
      { mode: 'cloud', type: 'qiniu' },
      { xhr: true, signature: { uploadUrl: host, token: 't' } },
    );
    server.route('/bucket-slow', () => ({ status: 200, delayMs: 500 }));
    const error = (await uploadFile(deps, photo(), { timeout: 100, onProgress: () => undefined }).catch(
      (caught: unknown) => caught,
    )) as ApiError;
    expect(error.code).toBe(ERROR_CODE.transferFailed);
  });
});

describe('progress without an XMLHttpRequest (fetch)', () => {
  it.each(['local', 'cloud'] as const)('%s mode reports once, at the end', async (kind) => {
    const host = `${server.origin}/bucket-fetch`;
    const deps = dependencies(
      kind === 'local' ? { mode: 'local', type: 'local' } : { mode: 'cloud', type: 'qiniu' },
      { xhr: false, signature: { uploadUrl: host, token: 't' } },
    );
    server.route('app/base/comm/upload', () => ok(`${server.origin}/uploads/g.png`));
    server.route('/bucket-fetch', () => ({ status: 200 }));
    const progress = recorder();
    NodeXmlHttpRequest.opened = [];
    await uploadFile(deps, photo(), { onProgress: progress.onProgress });
    expect(NodeXmlHttpRequest.opened).toEqual([]);
    expect(progress.calls).toEqual([[20_000, 20_000]]);
  });

  it('reports nothing when the upload fails', async () => {
    const deps = dependencies(
      { mode: 'cloud', type: 'qiniu' },
      { xhr: false, signature: { uploadUrl: 'http://127.0.0.1:9/x', token: 't' } },
    );
    const progress = recorder();
    const error = (await uploadFile(deps, photo(), { onProgress: progress.onProgress }).catch(
      (caught: unknown) => caught,
    )) as ApiError;
    expect(error.code).toBe(ERROR_CODE.transferFailed);
    expect(progress.calls).toEqual([]);
  });
});
