/** Reports the bytes of a request body sent so far, and how many there are in all. */
export type UploadProgressListener = (sent: number, total: number) => void;

/** The progress events of a request body: `loaded` of `total` bytes sent. */
export interface UploadProgressEvent {
  lengthComputable: boolean;
  loaded: number;
  total: number;
}

/**
 * The part of `XMLHttpRequest` an upload uses: the one browser API that reports the bytes of a
 * request body as they leave (fetch cannot, short of streaming bodies few browsers send).
 */
export interface UploadRequest {
  responseType: XMLHttpRequestResponseType;
  readonly status: number;
  readonly statusText: string;
  readonly response: unknown;
  readonly upload: { onprogress: ((event: UploadProgressEvent) => void) | null };
  onload: (() => void) | null;
  onerror: (() => void) | null;
  onabort: (() => void) | null;
  open(method: string, url: string): void;
  setRequestHeader(name: string, value: string): void;
  getAllResponseHeaders(): string;
  send(body: FormData | null): void;
  abort(): void;
}

/** Builds an {@link UploadRequest}: the platform's `XMLHttpRequest`, or another with its shape. */
export type UploadRequestConstructor = new () => UploadRequest;

/** Answers that may carry no body (the Response constructor refuses one). */
const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304]);

function headersOf(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const colon = line.indexOf(':');
    if (colon > 0) {
      headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
    }
  }
  return headers;
}

function urlOf(input: RequestInfo | URL): string {
  if (typeof input === 'string') {
    return input;
  }
  return input instanceof URL ? input.href : input.url;
}

function abortReason(signal: AbortSignal | null | undefined): unknown {
  return signal?.reason ?? new DOMException('The operation was aborted.', 'AbortError');
}

/**
 * A `fetch` for one upload, made of an {@link UploadRequest} so that `onProgress` hears every part
 * of the body that is sent. It fails the way fetch fails — a `TypeError` when the network does, the
 * signal's reason when aborted — so callers map errors exactly as they do for fetch.
 * @example
 * const send = createProgressFetch(XMLHttpRequest, (sent, total) => setBar(sent / total));
 * await send(url, { method: 'POST', body: form });
 */
export function createProgressFetch(
  RequestConstructor: UploadRequestConstructor,
  onProgress: UploadProgressListener,
): typeof globalThis.fetch {
  return (input, init = {}) =>
    new Promise<Response>((resolve, reject) => {
      const { signal } = init;
      if (signal?.aborted) {
        reject(abortReason(signal));
        return;
      }
      const request = new RequestConstructor();
      request.open(init.method ?? 'GET', urlOf(input));
      request.responseType = 'arraybuffer';
      new Headers(init.headers).forEach((value, name) => {
        request.setRequestHeader(name, value);
      });
      request.upload.onprogress = (event) => {
        if (event.lengthComputable) {
          onProgress(event.loaded, event.total);
        }
      };
      const abort = () => request.abort();
      signal?.addEventListener('abort', abort, { once: true });
      const settle = () => signal?.removeEventListener('abort', abort);
      request.onload = () => {
        settle();
        const status = request.status;
        const body = NULL_BODY_STATUSES.has(status) ? null : (request.response as ArrayBuffer | null);
        resolve(
          new Response(body, {
            status,
            statusText: request.statusText,
            headers: headersOf(request.getAllResponseHeaders()),
          }),
        );
      };
      request.onerror = () => {
        settle();
        reject(new TypeError('Failed to fetch'));
      };
      request.onabort = () => {
        settle();
        reject(abortReason(signal));
      };
      request.send((init.body as FormData | null | undefined) ?? null);
    });
}
