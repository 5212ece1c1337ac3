import { ApiError, ERROR_CODE, FILE_ERROR_MESSAGE } from '../transport/api-error';
import { DEFAULT_TIMEOUT_MS } from '../transport/transport';
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

/** Options of an upload. */
export interface UploadOptions {
  /** The name to keep in the key; defaults to the File's name, else `file`. */
  fileName?: string;
  signal?: AbortSignal;
  timeout?: number;
}

/** What the client lends the upload. */
export interface UploadDependencies {
  uploadMode(signal?: AbortSignal): Promise<UploadMode>;
  /** Local mode: multipart POST to `app/base/comm/upload` with the token; answers the file's URL. */
  uploadLocal(form: FormData, options: UploadOptions): Promise<string>;
  /** Cloud modes: `app/base/comm/upload` answers the provider's signed fields. */
  signCloud(body: { key: string; fileName: string }, options: UploadOptions): Promise<CloudSignature>;
  fetch: typeof globalThis.fetch;
  now?: () => number;
  random?: () => string;
}

const defaultRandom = () =>
  typeof globalThis.crypto?.randomUUID === 'function'
    ? globalThis.crypto.randomUUID().replaceAll('-', '')
    : `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 12)}`;

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

function required(signature: CloudSignature, provider: UploadProvider, name: string): string {
  const value = text(signature, name);
  if (value === undefined) {
    throw new ApiError({
      code: ERROR_CODE.coreFailure,
      message: `upload signature for ${provider} lacks ${name}`,
      path: 'app/base/comm/upload',
    });
  }
  return value;
}

function joinUrl(host: string, key: string): string {
  return `${host.replace(/\/+$/, '')}/${key}`;
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
  switch (provider) {
    case 'cos': {
      const url = required(signature, provider, 'url');
      return {
        url,
        fields: {
          key,
          policy: required(signature, provider, 'policy'),
          success_action_status: '200',
          'q-sign-algorithm': required(signature, provider, 'q-sign-algorithm'),
          'q-ak': required(signature, provider, 'q-ak'),
          'q-key-time': required(signature, provider, 'q-key-time'),
          'q-signature': required(signature, provider, 'q-signature'),
        },
        fileUrl: joinUrl(publicBase ?? url, key),
      };
    }
    case 'oss': {
      const url = required(signature, provider, 'host');
      return {
        url,
        fields: {
          key,
          policy: required(signature, provider, 'policy'),
          OSSAccessKeyId: required(signature, provider, 'OSSAccessKeyId'),
          success_action_status: '200',
          signature: required(signature, provider, 'signature'),
        },
        fileUrl: joinUrl(publicBase ?? url, key),
      };
    }
    case 'qiniu': {
      const url = required(signature, provider, 'uploadUrl');
      return {
        url,
        fields: { key, token: required(signature, provider, 'token') },
        fileUrl: joinUrl(publicBase ?? url, key),
      };
    }
    case 'aws': {
      const url = required(signature, provider, 'url');
      const signed = signature.fields;
      if (typeof signed !== 'object' || signed === null) {
        throw new ApiError({
          code: ERROR_CODE.coreFailure,
          message: 'upload signature for aws lacks fields',
          path: 'app/base/comm/upload',
        });
      }
      const fields: Record<string, string> = {};
      for (const [name, value] of Object.entries(signed)) {
        fields[name] = String(value);
      }
      // The POST policy signs the key; the SDK's key is used unless the server fixed one.
      fields.key ??= key;
      return { url, fields, fileUrl: joinUrl(publicBase ?? url, fields.key) };
    }
    case 'local':
      throw new TypeError('local uploads have no cloud target');
    default:
      return provider satisfies never;
  }
}

async function readable(file: Blob): Promise<void> {
  if (typeof Blob === 'undefined' || !(file instanceof Blob)) {
    throw new ApiError({ code: ERROR_CODE.transferFailed, message: FILE_ERROR_MESSAGE });
  }
  try {
    // Reading one byte proves the file can be read before anything is signed or sent.
    await file.slice(0, 1).arrayBuffer();
  } catch (error) {
    throw new ApiError({ code: ERROR_CODE.transferFailed, message: FILE_ERROR_MESSAGE, cause: error });
  }
}

/**
 * Uploads a file the way the server's upload mode says and resolves with its URL: local mode posts
 * it to the server; cloud modes ask the server to sign, then post it to the provider.
 * A file that cannot be read rejects with `file error`; a network failure with code 602001.
 */
export async function uploadFile(
  deps: UploadDependencies,
  file: Blob,
  options: UploadOptions = {},
): Promise<string> {
  await readable(file);
  const fileName = options.fileName ?? ((file as File).name || 'file');
  const mode = await deps.uploadMode(options.signal);
  if (mode.mode === 'local' || mode.type === 'local') {
    const form = new FormData();
    form.append('file', file, fileName);
    return deps.uploadLocal(form, options);
  }
  const key = uploadKey(fileName, (deps.now ?? Date.now)(), deps.random);
  const signature = await deps.signCloud({ key, fileName }, options);
  const target = cloudUploadTarget(mode.type, signature, key);
  const form = new FormData();
  for (const [name, value] of Object.entries(target.fields)) {
    form.append(name, value);
  }
  form.append('file', file, fileName);
  let response: Response;
  try {
    response = await deps.fetch(target.url, {
      method: 'POST',
      body: form,
      signal: AbortSignal.any(
        [AbortSignal.timeout(options.timeout ?? DEFAULT_TIMEOUT_MS), options.signal].filter(
          (signal): signal is AbortSignal => signal !== undefined,
        ),
      ),
    });
  } catch (error) {
    const aborted = options.signal?.aborted === true;
    throw new ApiError({
      code: aborted ? ERROR_CODE.aborted : ERROR_CODE.transferFailed,
      message: error instanceof Error ? error.message : String(error),
      cause: error,
    });
  }
  if (!response.ok) {
    const body = await response.text().catch(() => '');
    throw new ApiError({
      code: ERROR_CODE.transferFailed,
      message: `upload to ${mode.type} failed: HTTP ${response.status}${body ? ` ${body.slice(0, 200)}` : ''}`,
      httpStatus: response.status,
    });
  }
  return target.fileUrl;
}
