import { newIdempotencyKey } from '../client/idempotency-key';
import { ApiError, ERROR_CODE } from '../transport/api-error';
import { joinUrl } from '../transport/url';
import type { UploadProvider } from './media-url';

/** What `app/base/comm/uploadMode` answers. */
export interface UploadMode {
  mode: 'local' | 'cloud';
  type: UploadProvider;
}

/** The provider fields a cloud signature call answers (each provider's own names, as cool-admin sends them). */
export type CloudSignature = Record<string, unknown>;

/** Where a file goes and with which form fields. */
export interface UploadTarget {
  /** The URL the form is posted to. */
  url: string;
  /** Form fields posted before the file, in order. */
  fields: Record<string, string>;
  /** The URL of the stored file once the post succeeds. */
  fileUrl: string;
}

/** A random id without dashes (a UUID where the platform has one). */
const defaultRandom = () => newIdempotencyKey().replaceAll('-', '');

function datePart(now: number): string {
  const date = new Date(now);
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}${month}${day}`;
}

/**
 * The key of a file in cloud storage: `app/{YYYYMMDD}/{randomId}_{fileName}` (spec §7).
 * @example
 * uploadKey('photo.png', Date.UTC(2026, 10, 21), () => 'abc'); // 'app/20261121/abc_photo.png'
 */
export function uploadKey(
  fileName: string,
  now: number = Date.now(),
  random: () => string = defaultRandom,
): string {
  const safeName = fileName.replace(/[\\/]/g, '_') || 'file';
  return `app/${datePart(now)}/${random()}_${safeName}`;
}

function text(signature: CloudSignature, name: string): string | undefined {
  const value = signature[name];
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined;
}

function missing(provider: UploadProvider, name: string): ApiError {
  return new ApiError({
    code: ERROR_CODE.coreFailure,
    message: `upload signature for ${provider} lacks ${name}`,
    path: 'app/base/comm/upload',
  });
}

function required(signature: CloudSignature, provider: UploadProvider, name: string): string {
  const value = text(signature, name);
  if (value === undefined) {
    throw missing(provider, name);
  }
  return value;
}

/**
 * The post-policy forms of the providers whose signatures come in their own field names (as
 * cool-admin answers them): where the host is, which signed fields are posted, and fixed fields.
 */
const PROVIDER_FORMS = {
  cos: {
    host: 'url',
    signed: ['policy', 'q-sign-algorithm', 'q-ak', 'q-key-time', 'q-signature'],
    fixed: { success_action_status: '200' },
  },
  oss: {
    host: 'host',
    signed: ['policy', 'OSSAccessKeyId', 'signature'],
    fixed: { success_action_status: '200' },
  },
  qiniu: { host: 'uploadUrl', signed: ['token'], fixed: {} },
} as const;

function formTarget(
  url: string,
  signed: Record<string, unknown>,
  key: string,
  publicBase: string | undefined,
): UploadTarget {
  // The key goes first, as signed: the POST policy signs it, and the SDK's key is used unless the
  // server fixed one.
  const fields: Record<string, string> = { key: typeof signed.key === 'string' ? signed.key : key };
  for (const [name, value] of Object.entries(signed)) {
    if (name !== 'key') {
      fields[name] = String(value);
    }
  }
  return { url, fields, fileUrl: joinUrl(publicBase ?? url, fields.key ?? key) };
}

/**
 * Turns a provider's signature into the form post that stores the file under `key`: Tencent COS,
 * Aliyun OSS and Qiniu post policies, and an S3-compatible POST policy for `aws`.
 */
export function cloudUploadTarget(
  provider: UploadProvider,
  signature: CloudSignature,
  key: string,
): UploadTarget {
  const publicBase = text(signature, 'publicDomain') ?? text(signature, 'publicUrl');
  const host = text(signature, 'host');
  if (host !== undefined && typeof signature.fields === 'object' && signature.fields !== null) {
    // The typed shape of `@mall/sdk/schemas` (the reference server's answer for every provider):
    // `{ type, host, fields, publicUrl? }`, the fields posted as signed.
    return formTarget(host, signature.fields as Record<string, unknown>, key, publicBase);
  }
  if (provider === 'local') {
    throw new TypeError('local uploads have no cloud target');
  }
  if (provider === 'aws') {
    const url = required(signature, provider, 'url');
    if (typeof signature.fields !== 'object' || signature.fields === null) {
      throw missing(provider, 'fields');
    }
    return formTarget(url, signature.fields as Record<string, unknown>, key, publicBase);
  }
  const form = PROVIDER_FORMS[provider];
  const url = required(signature, provider, form.host);
  const fields: Record<string, string> = { key, ...form.fixed };
  for (const name of form.signed) {
    fields[name] = required(signature, provider, name);
  }
  return { url, fields, fileUrl: joinUrl(publicBase ?? url, key) };
}
