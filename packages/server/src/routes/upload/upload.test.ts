import { createHmac } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthUser } from '../../http/call-handler';
import { readImage } from '../../services/image-metadata.service';
import { signingKey } from '../../services/upload-policy.service';
import { startTestServer, TEST_DATABASES, type TestServer } from '../../test-support/test-server';
import { uploadHandlers } from './upload.handlers';

const text = (value: string) => Buffer.from(value, 'latin1');

function pngChunk(type: string, data: Uint8Array): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([text(type), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real 2×1 RGB PNG; `extra` chunks go between IHDR and IDAT. */
function png(width = 2, height = 1, extra: Buffer[] = []): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const pixels = deflateSync(Buffer.from([0, 255, 0, 0, 0, 0, 255]));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    ...extra,
    pngChunk('IDAT', pixels),
    pngChunk('IEND', new Uint8Array()),
  ]);
}

function jpegSegment(marker: number, data: Buffer): Buffer {
  const length = Buffer.alloc(2);
  length.writeUInt16BE(data.length + 2);
  return Buffer.concat([Buffer.from([0xff, marker]), length, data]);
}

/** A baseline 8×8 greyscale JPEG structure with an EXIF APP1 (GPS text), an XMP APP1 and a comment. */
function jpegWithExif(): Buffer {
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    jpegSegment(0xe0, Buffer.concat([text('JFIF\0'), Buffer.from([1, 1, 0, 0, 1, 0, 1, 0, 0])])),
    jpegSegment(0xe1, Buffer.concat([text('Exif\0\0MM\0*GPS 31.2304N 121.4737E')])),
    jpegSegment(0xe1, text('http://ns.adobe.com/xap/1.0/\0<x:xmpmeta>secret</x:xmpmeta>')),
    jpegSegment(0xfe, text('taken at home')),
    jpegSegment(0xdb, Buffer.concat([Buffer.from([0]), Buffer.alloc(64, 1)])),
    jpegSegment(0xc0, Buffer.from([8, 0, 8, 0, 8, 1, 1, 0x11, 0])),
    jpegSegment(
      0xc4,
      Buffer.concat([Buffer.from([0x00]), Buffer.from([0, 1, ...Array(14).fill(0)]), Buffer.from([0])]),
    ),
    jpegSegment(0xda, Buffer.from([1, 1, 0, 0, 63, 0])),
    Buffer.from([0x00, 0x3f, 0xff, 0xd9]),
  ]);
}

function riffChunk(type: string, data: Buffer): Buffer {
  const size = Buffer.alloc(4);
  size.writeUInt32LE(data.length);
  return Buffer.concat([text(type), size, data, data.length % 2 ? Buffer.from([0]) : Buffer.alloc(0)]);
}

/** An extended WebP (VP8X, 3×2 canvas) with EXIF and XMP chunks around a lossless image. */
function webpWithMetadata(): Buffer {
  const vp8x = Buffer.from([0x0c, 0, 0, 0, 2, 0, 0, 1, 0, 0]);
  const bits = (3 - 1) | ((2 - 1) << 14);
  const vp8l = Buffer.alloc(5);
  vp8l[0] = 0x2f;
  vp8l.writeUInt32LE(bits, 1);
  const body = Buffer.concat([
    text('WEBP'),
    riffChunk('VP8X', vp8x),
    riffChunk('VP8L', vp8l),
    riffChunk('EXIF', text('MM\0*camera serial 123')),
    riffChunk('XMP ', text('<x:xmpmeta>secret</x:xmpmeta>')),
  ]);
  const size = Buffer.alloc(4);
  size.writeUInt32LE(body.length);
  return Buffer.concat([text('RIFF'), size, body]);
}

/** A 1×1 GIF89a with a comment, an XMP application extension and the NETSCAPE loop extension. */
function gifWithMetadata(): Buffer {
  return Buffer.concat([
    text('GIF89a'),
    Buffer.from([1, 0, 1, 0, 0x80, 0, 0]),
    Buffer.from([0, 0, 0, 255, 255, 255]),
    Buffer.from([0x21, 0xff, 11]),
    text('NETSCAPE2.0'),
    Buffer.from([3, 1, 0, 0, 0]),
    Buffer.from([0x21, 0xfe, 13]),
    text('secret remark'),
    Buffer.from([0]),
    Buffer.from([0x21, 0xff, 11]),
    text('XMP DataXMP'),
    Buffer.from([6]),
    text('secret'),
    Buffer.from([0]),
    Buffer.from([0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0]),
    Buffer.from([2, 2, 0x44, 0x01, 0]),
    Buffer.from([0x3b]),
  ]);
}

describe('picture reading and metadata stripping', () => {
  it('reads the type and size by content and drops PNG text chunks', () => {
    const read = readImage(
      png(2, 1, [pngChunk('tEXt', text('Author\0Alice')), pngChunk('tIME', Buffer.alloc(7))]),
    );
    expect(read?.info).toMatchObject({ type: 'png', extension: 'png', width: 2, height: 1 });
    expect(Buffer.from(read!.stripped).equals(png(2, 1))).toBe(true);
  });

  it('drops JPEG EXIF, XMP and comments, keeping JFIF, tables, frame and scan', () => {
    const read = readImage(jpegWithExif());
    expect(read?.info).toMatchObject({ type: 'jpeg', extension: 'jpg', width: 8, height: 8 });
    const stored = Buffer.from(read!.stripped);
    for (const secret of ['Exif', 'GPS', 'xmpmeta', 'taken at home']) {
      expect(stored.includes(text(secret))).toBe(false);
    }
    expect(stored.includes(text('JFIF'))).toBe(true);
    expect(stored.includes(Buffer.from([0xff, 0xc0]))).toBe(true);
    expect(stored.subarray(-2)).toEqual(Buffer.from([0xff, 0xd9]));
  });

  it('drops WebP EXIF and XMP chunks, clears their flags and fixes the RIFF size', () => {
    const read = readImage(webpWithMetadata());
    expect(read?.info).toMatchObject({ type: 'webp', width: 3, height: 2 });
    const stored = Buffer.from(read!.stripped);
    expect(stored.includes(text('EXIF'))).toBe(false);
    expect(stored.includes(text('secret'))).toBe(false);
    expect(stored.readUInt32LE(4)).toBe(stored.length - 8);
    expect(stored[20]! & 0x0c).toBe(0);
    expect(readImage(stored)?.info).toMatchObject({ width: 3, height: 2 });
  });

  it('drops GIF comments and application extensions but keeps the loop count', () => {
    const read = readImage(gifWithMetadata());
    expect(read?.info).toMatchObject({ type: 'gif', width: 1, height: 1 });
    const stored = Buffer.from(read!.stripped);
    expect(stored.includes(text('secret'))).toBe(false);
    expect(stored.includes(text('NETSCAPE2.0'))).toBe(true);
    expect(stored.subarray(-1)).toEqual(Buffer.from([0x3b]));
  });

  it('recognises nothing else: SVG, text, a PNG cut short', () => {
    expect(readImage(text('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(readImage(text('hello'))).toBeNull();
    expect(() => readImage(png().subarray(0, 30))).toThrow();
  });
});

describe.each(TEST_DATABASES)('uploads on %s', (database) => {
  let test: TestServer;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'mall-upload-'));
    test = await startTestServer(database, { DATA_DIR: dataDir });
  });
  afterAll(async () => {
    await test?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  async function upload(token: string, file: Blob, name = 'photo.png') {
    const form = new FormData();
    form.append('key', '../../escape.png');
    form.append('file', file, name);
    const response = await test.fetch('/api/app/base/comm/upload', {
      method: 'POST',
      headers: { authorization: token, language: 'en' },
      body: form,
    });
    return {
      status: response.status,
      body: (await response.json()) as { code: number; message: string; data?: string },
    };
  }

  async function tokenOf() {
    const { client } = await test.shopper();
    return { client, token: (await client.session.read())!.token };
  }

  it('answers the local upload mode', async () => {
    const { client } = await test.shopper();
    expect(await client.comm.uploadMode()).toEqual({ mode: 'local', type: 'local' });
  });

  it('stores a PNG without its tEXt chunk under {YYYYMMDD}/{uuid}.png and serves it back with safe headers', async () => {
    const { client } = await test.shopper();
    const original = png(2, 1, [pngChunk('tEXt', text('Comment\0secret location'))]);
    const url = await client.upload(new Blob([new Uint8Array(original)], { type: 'text/html' }), {
      fileName: 'evil.html',
    });
    expect(url).toMatch(/^http:\/\/mall\.test\/uploads\/\d{8}\/[0-9a-f-]{36}\.png$/);
    const path = new URL(url).pathname;
    const stored = await readFile(join(dataDir, path));
    expect(stored.equals(png(2, 1))).toBe(true);
    const response = await test.fetch(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'");
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Buffer.from(await response.arrayBuffer()).equals(stored)).toBe(true);
    const row = await test.server.context.db
      .selectFrom('upload')
      .selectAll()
      .where('path', '=', path.slice('/uploads/'.length))
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ mime: 'image/png', size: stored.length });
  });

  it('stores a JPEG without its EXIF, with the extension from the content', async () => {
    const { token } = await tokenOf();
    const { body } = await upload(token, new Blob([new Uint8Array(jpegWithExif())]), 'photo.png');
    expect(body.code).toBe(1000);
    expect(body.data).toMatch(/\.jpg$/);
    const stored = await readFile(join(dataDir, new URL(body.data!).pathname));
    expect(stored.includes(text('Exif'))).toBe(false);
    expect(stored.includes(text('GPS'))).toBe(false);
    const served = await test.fetch(new URL(body.data!).pathname);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
  });

  it('refuses SVG and anything that is not a picture by content, whatever its name', async () => {
    const { token } = await tokenOf();
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
    for (const [content, name] of [
      [svg, 'picture.svg'],
      [svg, 'picture.png'],
      ['plain text', 'notes.jpg'],
    ] as const) {
      const { body } = await upload(token, new Blob([content], { type: 'image/png' }), name);
      expect(body).toMatchObject({
        code: 1001,
        message: 'Only JPG, PNG, WEBP or GIF pictures can be uploaded',
      });
    }
  });

  it('refuses a PNG declaring 20000×20000 pixels', async () => {
    const { token } = await tokenOf();
    const { body } = await upload(token, new Blob([new Uint8Array(png(20_000, 20_000))]));
    expect(body).toMatchObject({ code: 1001, message: 'The picture is too large' });
  });

  it('answers 413 above 5 MB, both just above the limit and far above it', async () => {
    const { token } = await tokenOf();
    const justAbove = Buffer.concat([png(), Buffer.alloc(5 * 1024 * 1024)]);
    const first = await upload(token, new Blob([new Uint8Array(justAbove)]));
    expect(first.status).toBe(413);
    expect(first.body).toMatchObject({ code: 1001, message: 'The file must not exceed 5 MB' });
    const farAbove = await upload(token, new Blob([new Uint8Array(Buffer.alloc(7 * 1024 * 1024))]));
    expect(farAbove.status).toBe(413);
  });

  it('needs a file and a token', async () => {
    const { token } = await tokenOf();
    const form = new FormData();
    form.append('other', 'x');
    const response = await test.fetch('/api/app/base/comm/upload', {
      method: 'POST',
      headers: { authorization: token, language: 'en' },
      body: form,
    });
    expect(await response.json()).toMatchObject({ code: 1002 });
    const anonymous = await upload('', new Blob([new Uint8Array(png())]));
    expect(anonymous.status).toBe(401);
  });

  it('serves nothing outside the upload folder and nothing that is not an upload', async () => {
    for (const path of [
      '/uploads/../../etc/passwd',
      '/uploads/..%2f..%2fetc%2fpasswd',
      '/uploads/%2e%2e/%2e%2e/etc/passwd',
      '/uploads/20200101/missing.png',
      '/uploads/',
    ]) {
      const response = await test.fetch(path);
      expect(response.status, path).toBe(404);
    }
  });

  it('signs an S3 POST policy in aws mode (Signature Version 4)', async () => {
    const secret = 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY';
    // Known answer from the Signature Version 4 documentation (IAM, us-east-1, 2012-02-15).
    expect(signingKey(secret, '20120215', 'us-east-1', 'iam').toString('hex')).toBe(
      'f4780e2d9f65fa895f9c67b32ce1baf0b0d8a43505a000a1a9e090d414db404d',
    );
    const server = {
      ...test.server.context,
      now: () => new Date('2015-12-29T10:20:30.000Z'),
      env: {
        ...test.server.context.env,
        UPLOAD_MODE: 'aws' as const,
        S3_ENDPOINT: 'https://s3.example.com/',
        S3_BUCKET: 'mall-bucket',
        S3_REGION: 'us-east-1',
        S3_ACCESS_KEY_ID: 'AKIAIOSFODNN7EXAMPLE',
        S3_SECRET_ACCESS_KEY: secret,
      },
    };
    const handler = uploadHandlers['app/base/comm/upload']!;
    const call = (input: { key?: string; fileName?: string }) =>
      handler({
        input,
        user: { id: 1 } as AuthUser,
        locale: 'en',
        server,
        request: new Request('http://mall.test'),
      });
    const key = 'app/20151229/abc_photo.png';
    const answer = (await call({ key, fileName: 'photo.png' })) as {
      type: string;
      host: string;
      fields: Record<string, string>;
    };
    expect(answer).toMatchObject({ type: 'aws', host: 'https://s3.example.com/mall-bucket' });
    expect(answer.fields).toMatchObject({
      key,
      'x-amz-algorithm': 'AWS4-HMAC-SHA256',
      'x-amz-credential': 'AKIAIOSFODNN7EXAMPLE/20151229/us-east-1/s3/aws4_request',
      'x-amz-date': '20151229T102030Z',
    });
    const policy = JSON.parse(Buffer.from(answer.fields.policy!, 'base64').toString('utf8'));
    expect(policy).toEqual({
      expiration: '2015-12-29T10:35:30.000Z',
      conditions: [
        { bucket: 'mall-bucket' },
        ['starts-with', '$key', 'app/'],
        { key },
        ['content-length-range', 1, 5 * 1024 * 1024],
        { 'x-amz-algorithm': 'AWS4-HMAC-SHA256' },
        { 'x-amz-credential': 'AKIAIOSFODNN7EXAMPLE/20151229/us-east-1/s3/aws4_request' },
        { 'x-amz-date': '20151229T102030Z' },
      ],
    });
    const hmac = (k: Buffer | string, data: string) => createHmac('sha256', k).update(data).digest();
    const expectedKey = hmac(
      hmac(hmac(hmac(`AWS4${secret}`, '20151229'), 'us-east-1'), 's3'),
      'aws4_request',
    );
    expect(answer.fields['x-amz-signature']).toBe(
      createHmac('sha256', expectedKey).update(answer.fields.policy!).digest('hex'),
    );
    await expect(Promise.resolve().then(() => call({ key: 'app/../secrets/x.png' }))).rejects.toMatchObject({
      code: 1002,
    });
    await expect(Promise.resolve().then(() => call({ key: 'other/x.png' }))).rejects.toMatchObject({
      code: 1002,
    });
    const generated = (await call({ fileName: 'my photo.png' })) as { fields: Record<string, string> };
    expect(generated.fields.key).toMatch(/^app\/20151229\/[0-9a-f]{32}_my_photo\.png$/);
  });
});
