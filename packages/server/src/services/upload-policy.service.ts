import { createHmac, randomUUID } from 'node:crypto';
import { AppError } from '../http/app-error';
import type { ServerContext } from '../server-context';

/** How long a signed upload form stays valid. */
export const UPLOAD_POLICY_TTL_MS = 15 * 60 * 1000;

const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data, 'utf8').digest();

/**
 * The Signature Version 4 signing key: HMAC-SHA256 chained over the date, region, service and
 * `aws4_request`, starting from `AWS4` + the secret key.
 */
export function signingKey(secretKey: string, dateStamp: string, region: string, service: string): Buffer {
  const dateKey = hmac(`AWS4${secretKey}`, dateStamp);
  return hmac(hmac(hmac(dateKey, region), service), 'aws4_request');
}

/** `20260131T080000Z` and `20260131` of a moment (UTC). */
function amzDates(now: Date): { amzDate: string; dateStamp: string } {
  const amzDate = `${now.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;
  return { amzDate, dateStamp: amzDate.slice(0, 8) };
}

/** `YYYYMMDD` of a moment (UTC): the folder of the day's uploads. */
export function dayFolder(now: Date): string {
  return now.toISOString().slice(0, 10).replace(/-/g, '');
}

/** The file key the client asked for, or a fresh one; keys live under `app/` and never climb out. */
function uploadKeyOf(now: Date, key: string | undefined, fileName: string | undefined): string {
  if (key === undefined) {
    const name = (fileName ?? '').replace(/[^\w.-]/g, '_').slice(-100) || 'file';
    return `app/${dayFolder(now)}/${randomUUID().replaceAll('-', '')}_${name}`;
  }
  if (
    !key.startsWith('app/') ||
    key.length > 1024 ||
    key.split('/').some((part) => part === '..' || part === '.' || part === '') ||
    [...key].some((char) => char === '\\' || char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)
  ) {
    throw new AppError('upload.keyInvalid', { code: 1002, data: { field: 'key' } });
  }
  return key;
}

/**
 * A browser-based S3 POST upload (`aws` mode, contract §12): a Signature Version 4 POST policy for
 * exactly one key under `app/`, at most `UPLOAD_MAX_BYTES`, valid for 15 minutes. The form fields
 * are answered in the SDK's typed shape `{ type: 'aws', host, fields, publicUrl }`.
 */
export function signS3Post(
  server: ServerContext,
  request: { key?: string | undefined; fileName?: string | undefined },
) {
  const { env } = server;
  const now = server.now();
  const key = uploadKeyOf(now, request.key, request.fileName);
  const { amzDate, dateStamp } = amzDates(now);
  const credential = `${env.S3_ACCESS_KEY_ID}/${dateStamp}/${env.S3_REGION}/s3/aws4_request`;
  const policy = {
    expiration: new Date(now.getTime() + UPLOAD_POLICY_TTL_MS).toISOString(),
    conditions: [
      { bucket: env.S3_BUCKET },
      ['starts-with', '$key', 'app/'],
      { key },
      ['content-length-range', 1, env.UPLOAD_MAX_BYTES],
      { 'x-amz-algorithm': 'AWS4-HMAC-SHA256' },
      { 'x-amz-credential': credential },
      { 'x-amz-date': amzDate },
    ],
  };
  const encodedPolicy = Buffer.from(JSON.stringify(policy), 'utf8').toString('base64');
  const signature = createHmac(
    'sha256',
    signingKey(env.S3_SECRET_ACCESS_KEY ?? '', dateStamp, env.S3_REGION, 's3'),
  )
    .update(encodedPolicy, 'utf8')
    .digest('hex');
  // Path-style addressing works with AWS and with S3-compatible stores alike.
  const host = `${(env.S3_ENDPOINT ?? '').replace(/\/+$/, '')}/${env.S3_BUCKET}`;
  return {
    type: 'aws' as const,
    host,
    publicUrl: (env.S3_PUBLIC_URL ?? host).replace(/\/+$/, ''),
    fields: {
      key,
      policy: encodedPolicy,
      'x-amz-algorithm': 'AWS4-HMAC-SHA256',
      'x-amz-credential': credential,
      'x-amz-date': amzDate,
      'x-amz-signature': signature,
    },
  };
}
