import type { Caller } from '../client/call';
import { ApiError, ERROR_CODE, FILE_ERROR_MESSAGE } from '../transport/api-error';
import { DEFAULT_TIMEOUT_MS } from '../transport/transport';
import {
  createProgressFetch,
  type UploadProgressListener,
  type UploadRequestConstructor,
} from './progress-fetch';
import { type CloudSignature, cloudUploadTarget, type UploadMode, uploadKey } from './upload-target';

export type { CloudSignature, UploadMode, UploadTarget } from './upload-target';
export { cloudUploadTarget, uploadKey } from './upload-target';

/*
 * The upload itself. The client loads this module with `import()` on the first upload, so apps
 * that never upload do not carry it (nor the progress-reporting fetch it sends with).
 */

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

/** What the client lends {@link clientUploadDependencies}. */
export interface ClientUploadParts {
  /** The client's session-aware call. */
  call: Caller;
  /** The same call, sent on another fetch (the one that reports progress). */
  callerOn(fetch: typeof globalThis.fetch): Caller;
  fetch: typeof globalThis.fetch;
  now?: () => number;
}

/** The upload's dependencies made of the client's calls: `uploadMode` and `upload` of `app/base/comm`. */
export function clientUploadDependencies({
  call,
  callerOn,
  fetch,
  now,
}: ClientUploadParts): UploadDependencies {
  return {
    fetch,
    now,
    uploadMode: (signal) => call<UploadMode>('app/base/comm/uploadMode', undefined, { signal }),
    uploadLocal: (form, { signal, timeout, fetch: send }) =>
      (send ? callerOn(send) : call)<string>('app/base/comm/upload', form, {
        signal,
        timeout: timeout ?? DEFAULT_TIMEOUT_MS,
      }),
    signCloud: (body, { signal }) => call<CloudSignature>('app/base/comm/upload', body, { signal }),
  };
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
function progressOf(deps: UploadDependencies, file: Blob, onProgress: UploadProgressListener | undefined) {
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
  const progress = progressOf(deps, file, options.onProgress);
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
