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
import { type CloudSignature, type UploadDependencies, uploadFile, uploadKey } from './upload';

let server: LocalApiServer;
beforeAll(async () => {
  server = await startLocalApiServer();
});
afterAll(async () => {
  await server.close();
});

const NOW = new Date(2026, 10, 21, 10, 30).getTime();
const photo = () =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3])], 'photo.png', { type: 'image/png' });

/** The multipart form of a recorded request, parsed by the platform's own parser. */
async function formOf(request: RecordedRequest): Promise<FormData> {
  return new Response(new Uint8Array(request.body), {
    headers: { 'content-type': String(request.headers['content-type']) },
  }).formData();
}

/** Field names in the order they were posted (providers require the file last). */
function fieldOrder(request: RecordedRequest): string[] {
  return [...request.body.toString('latin1').matchAll(/; name="([^"]+)"/g)].map((match) => match[1] ?? '');
}

function dependencies(
  mode: { mode: 'local' | 'cloud'; type: UploadProvider },
  signature: CloudSignature = {},
) {
  const transport = createTransport({ baseURL: server.baseURL, getLocale: () => 'en' });
  server.route('app/base/comm/uploadMode', () => ok(mode));
  const signRequests: unknown[] = [];
  const deps: UploadDependencies = {
    fetch: globalThis.fetch,
    now: () => NOW,
    random: () => 'r4nd0m',
    uploadMode: () => transport.send({ method: 'GET', path: 'app/base/comm/uploadMode', token: 'tok' }),
    uploadLocal: (form) =>
      transport.send({
        method: 'POST',
        path: 'app/base/comm/upload',
        data: form,
        token: 'tok',
        transfer: true,
      }),
    signCloud: (body) => {
      signRequests.push(body);
      return Promise.resolve(signature);
    },
  };
  return { deps, signRequests };
}

describe('uploadKey', () => {
  it('is app/{YYYYMMDD}/{randomId}_{fileName}', () => {
    expect(uploadKey('photo.png', NOW, () => 'abc')).toBe('app/20261121/abc_photo.png');
    expect(uploadKey('a/b.png', NOW, () => 'abc')).toBe('app/20261121/abc_a_b.png');
    expect(uploadKey('x.png', NOW)).toMatch(/^app\/20261121\/[0-9a-z]{10,}_x\.png$/);
  });
});

describe('local mode', () => {
  it('posts the file as multipart with the token and answers the URL the server gives', async () => {
    const { deps } = dependencies({ mode: 'local', type: 'local' });
    server.route('app/base/comm/upload', () => ok(`${server.origin}/uploads/20261121/f.png`));
    const url = await uploadFile(deps, photo());
    expect(url).toBe(`${server.origin}/uploads/20261121/f.png`);
    const request = server.requests.at(-1) as RecordedRequest;
    expect(request.path).toBe('app/base/comm/upload');
    expect(request.headers.authorization).toBe('tok');
    expect(String(request.headers['content-type'])).toMatch(/^multipart\/form-data; boundary=/);
    const file = (await formOf(request)).get('file') as File;
    expect(file.name).toBe('photo.png');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(
      new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]),
    );
  });
});

describe('cloud modes post the provider fields, then the file, to the signed host', () => {
  const cases: {
    provider: UploadProvider;
    signature: (host: string) => CloudSignature;
    fields: Record<string, string>;
  }[] = [
    {
      provider: 'cos',
      signature: (host) => ({
        url: host,
        policy: 'cos-policy',
        'q-sign-algorithm': 'sha1',
        'q-ak': 'AKID',
        'q-key-time': '1763700000;1763703600',
        'q-signature': 'cos-signature',
      }),
      fields: {
        policy: 'cos-policy',
        success_action_status: '200',
        'q-sign-algorithm': 'sha1',
        'q-ak': 'AKID',
        'q-key-time': '1763700000;1763703600',
        'q-signature': 'cos-signature',
      },
    },
    {
      provider: 'oss',
      signature: (host) => ({
        host,
        policy: 'oss-policy',
        OSSAccessKeyId: 'LTAI',
        signature: 'oss-signature',
      }),
      fields: {
        policy: 'oss-policy',
        OSSAccessKeyId: 'LTAI',
        success_action_status: '200',
        signature: 'oss-signature',
      },
    },
    {
      provider: 'qiniu',
      signature: (host) => ({ uploadUrl: host, token: 'qiniu-token' }),
      fields: { token: 'qiniu-token' },
    },
    {
      provider: 'aws',
      signature: (host) => ({
        url: host,
        fields: {
          policy: 'aws-policy',
          'x-amz-algorithm': 'AWS4-HMAC-SHA256',
          'x-amz-credential': 'AKIA/20261121/us-east-1/s3/aws4_request',
          'x-amz-date': '20261121T103000Z',
          'x-amz-signature': 'aws-signature',
        },
      }),
      fields: {
        policy: 'aws-policy',
        'x-amz-algorithm': 'AWS4-HMAC-SHA256',
        'x-amz-credential': 'AKIA/20261121/us-east-1/s3/aws4_request',
        'x-amz-date': '20261121T103000Z',
        'x-amz-signature': 'aws-signature',
      },
    },
  ];

  it.each(cases)('$provider', async ({ provider, signature, fields }) => {
    const host = `${server.origin}/bucket-${provider}`;
    const { deps, signRequests } = dependencies({ mode: 'cloud', type: provider }, signature(host));
    server.route(`/bucket-${provider}`, () => ({ status: provider === 'aws' ? 204 : 200 }));
    const url = await uploadFile(deps, photo());
    const key = 'app/20261121/r4nd0m_photo.png';
    expect(signRequests).toEqual([{ key, fileName: 'photo.png' }]);
    expect(url).toBe(`${host}/${key}`);
    const request = server.requests.at(-1) as RecordedRequest;
    expect(request.path).toBe(`/bucket-${provider}`);
    expect(request.headers.authorization).toBeUndefined();
    const form = await formOf(request);
    const posted: Record<string, string> = {};
    for (const [name, value] of form.entries()) {
      if (name !== 'file') {
        posted[name] = String(value);
      }
    }
    expect(posted).toEqual({ key, ...fields });
    expect((form.get('file') as File).name).toBe('photo.png');
    expect(fieldOrder(request).at(-1)).toBe('file');
  });

  it('reads the typed { type, host, fields, publicUrl } shape of the reference server', async () => {
    const host = `${server.origin}/bucket-typed`;
    const { deps } = dependencies(
      { mode: 'cloud', type: 'aws' },
      {
        type: 'aws',
        host,
        fields: { policy: 'p', 'x-amz-signature': 's' },
        publicUrl: 'https://files.example',
      },
    );
    server.route('/bucket-typed', () => ({ status: 204 }));
    expect(await uploadFile(deps, photo())).toBe('https://files.example/app/20261121/r4nd0m_photo.png');
    const request = server.requests.at(-1) as RecordedRequest;
    expect(fieldOrder(request)).toEqual(['key', 'policy', 'x-amz-signature', 'file']);
  });

  it('uses the public domain a provider names for the file URL', async () => {
    const host = `${server.origin}/bucket-qiniu-cdn`;
    const { deps } = dependencies(
      { mode: 'cloud', type: 'qiniu' },
      { uploadUrl: host, token: 't', publicDomain: 'https://cdn.example' },
    );
    server.route('/bucket-qiniu-cdn', () => ({ status: 200 }));
    expect(await uploadFile(deps, photo())).toBe('https://cdn.example/app/20261121/r4nd0m_photo.png');
  });

  it('rejects a signature that lacks a provider field, before posting anything', async () => {
    const { deps } = dependencies(
      { mode: 'cloud', type: 'oss' },
      { host: 'http://127.0.0.1:9', policy: 'p' },
    );
    const error = await uploadFile(deps, photo()).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('upload signature for oss lacks OSSAccessKeyId');
  });

  it('rejects with 602001 when the provider refuses the post', async () => {
    const host = `${server.origin}/bucket-denied`;
    const { deps } = dependencies({ mode: 'cloud', type: 'qiniu' }, { uploadUrl: host, token: 'bad' });
    server.route('/bucket-denied', () => ({ status: 403, body: 'AccessDenied' }));
    const error = (await uploadFile(deps, photo()).catch((caught: unknown) => caught)) as ApiError;
    expect([error.code, error.httpStatus]).toEqual([ERROR_CODE.transferFailed, 403]);
  });

  it('rejects with 602001 when the provider cannot be reached', async () => {
    const { deps } = dependencies(
      { mode: 'cloud', type: 'qiniu' },
      { uploadUrl: 'http://127.0.0.1:9/x', token: 't' },
    );
    const error = (await uploadFile(deps, photo()).catch((caught: unknown) => caught)) as ApiError;
    expect(error.code).toBe(ERROR_CODE.transferFailed);
  });
});

describe('unreadable files', () => {
  it('reject with "file error" before any request', async () => {
    const { deps, signRequests } = dependencies({ mode: 'cloud', type: 'oss' });
    const before = server.requests.length;
    class UnreadableBlob extends Blob {
      override slice(): Blob {
        return { arrayBuffer: () => Promise.reject(new Error('NotReadableError')) } as unknown as Blob;
      }
    }
    for (const file of [new UnreadableBlob(['x']), 'not a file' as unknown as Blob]) {
      const error = (await uploadFile(deps, file).catch((caught: unknown) => caught)) as ApiError;
      expect(error).toBeInstanceOf(ApiError);
      expect(error.message).toBe('file error');
    }
    expect(signRequests).toEqual([]);
    expect(server.requests.length).toBe(before);
  });
});
