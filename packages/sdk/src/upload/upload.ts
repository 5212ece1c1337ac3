import { ApiError, ERROR_CODE, FILE_ERROR_MESSAGE } from '../transport/api-error';
import { DEFAULT_TIMEOUT_MS } from '../transport/transport';
import type { UploadProvider } from './media-url';
import type { UploadProgressListener, UploadRequestConstructor } from './progress-fetch';

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
  /**
   * Hears the bytes sent: in a browser (where `XMLHttpRequest` exists) as they leave, else once
   * when the upload is done. `sent / total` is the share to show; the last call has `sent === total`.
   */
  onProgress?: UploadProgressListener;
}

/** What the upload passes to `uploadLocal`: the caller's options and the fetch to send with. */
export interface LocalUploadOptions extends UploadOptions {
  /** Sends the form and reports its progress; when absent, the client's own fetch sends it. */
  fetch?: typeof globalThis.fetch;
}

/** What the client lends the upload. */
export interface UploadDependencies {
  uploadMode(signal?: AbortSignal): Promise<UploadMode>;
  /**
   * Local mode: multipart POST to `app/base/comm/upload` with the token, through `options.fetch`
   * when given; answers the file's URL.
   */
  uploadLocal(form: FormData, options: LocalUploadOptions): Promise<string>;
  /** Cloud modes: `app/base/comm/upload` answers the provider's signed fields. */
  signCloud(body: { key: string; fileName: string }, options: UploadOptions): Promise<CloudSignature>;
  fetch: typeof globalThis.fetch;
  /**
   * What sends a file with progress; default the platform's `XMLHttpRequest` where it exists.
   * `null` sends with `fetch` and reports progress once, at the end.
   */
  requestConstructor?: UploadRequestConstructor | null;
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

function joinUrl(host: string, key: string): string {
  return `${host.replace(/\/+$/, '')}/${key}`;
}

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
 * The fetch that sends the file: one that reports progress when someone listens and the platform
 * can, else none (the caller's own), plus the progress to report once the file is stored.
 */
async function progressOf(
  deps: UploadDependencies,
  file: Blob,
  onProgress: UploadProgressListener | undefined,
) {
  const RequestConstructor =
    deps.requestConstructor === undefined
      ? (globalThis as { XMLHttpRequest?: UploadRequestConstructor }).XMLHttpRequest
      : deps.requestConstructor;
  if (!onProgress) {
    return { fetch: undefined, done: () => undefined };
  }
  let last: { sent: number; total: number } | null = null;
  const listener: UploadProgressListener = (sent, total) => {
    last = { sent, total };
    onProgress(sent, total);
  };
  // Loaded only when someone listens, so pages that never upload do not carry it.
  const { createProgressFetch } = await import('./progress-fetch');
  return {
    fetch: RequestConstructor ? createProgressFetch(RequestConstructor, listener) : undefined,
    // Without progress events (fetch) or when the last one fell short, the end is reported once.
    done: () => {
      const total = last?.total || file.size;
      if (last === null || last.sent < last.total) {
        onProgress(total, total);
      }
    },
  };
}

/**
 * Uploads a file the way the server's upload mode says and resolves with its URL: local mode posts
 * it to the server; cloud modes ask the server to sign, then post it to the provider. With
 * `onProgress`, the bytes sent are reported (see {@link UploadOptions.onProgress}).
 * A file that cannot be read rejects with `file error`; a network failure with code 602001.
 */
export async function uploadFile(
  deps: UploadDependencies,
  file: Blob,
  options: UploadOptions = {},
): Promise<string> {
  await readable(file);
  const fileName = options.fileName ?? ((file as File).name || 'file');
  const progress = await progressOf(deps, file, options.onProgress);
  const mode = await deps.uploadMode(options.signal);
  if (mode.mode === 'local' || mode.type === 'local') {
    const form = new FormData();
    form.append('file', file, fileName);
    const url = await deps.uploadLocal(form, { ...options, fetch: progress.fetch });
    progress.done();
    return url;
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
    response = await (progress.fetch ?? deps.fetch)(target.url, {
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
  progress.done();
  return target.fileUrl;
}
