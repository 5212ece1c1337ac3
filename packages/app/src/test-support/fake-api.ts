import { fireEvent } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * The API and the browser's edges for the app's page tests: a `fetch` that records what a page sent
 * and answers from the test's table, an XMLHttpRequest the test drives (the SDK sends photos with
 * it to hear their progress), and an IntersectionObserver the test tells when a list's end is in
 * view. Each is installed by the test file at its top (`installFakeApi()`), before the app's one
 * client binds `fetch` on its first call.
 */

/** What a page sent: the call's path (after `/api/`), its JSON body or query, and its Idempotency-Key. */
export interface SentCall {
  path: string;
  body: unknown;
  key: string | null;
}

/**
 * Answers by call path; an answer that throws is a network failure; a `Response` is sent as it is;
 * a promise is waited for (a call the test settles when it wants).
 */
export type Answers = Record<string, (body: unknown) => unknown>;

export interface FakeApi {
  /** Every call, in order. */
  readonly sent: SentCall[];
  /** The answers of the calls to come; a call without one fails the test. */
  answers: Answers;
  /** The calls made to one path. */
  callsTo(path: string): SentCall[];
  /** Forgets the calls and the answers (between tests). */
  reset(): void;
}

/** The shop's answer envelope as a response: `data` with success, or a failure's code and message. */
export const envelope = (data: unknown, failure?: { code: number; message: string }) =>
  new Response(JSON.stringify({ code: 1000, message: 'success', ...failure, data }), {
    headers: { 'content-type': 'application/json' },
  });

/** Replaces the global `fetch` with one that answers from `answers` and records every call. */
export function installFakeApi(): FakeApi {
  const api: FakeApi = {
    sent: [],
    answers: {},
    callsTo: (path) => api.sent.filter((call) => call.path === path),
    reset() {
      api.sent.length = 0;
      api.answers = {};
    },
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      const path = url.pathname.replace(/^\/api\//, '');
      const raw = input instanceof Request ? await input.text() : init?.body;
      const body =
        typeof raw === 'string' && raw !== ''
          ? JSON.parse(raw)
          : Object.fromEntries(url.searchParams.entries());
      const headers = new Headers(input instanceof Request ? input.headers : init?.headers);
      api.sent.push({ path, body, key: headers.get('Idempotency-Key') });
      const answer = api.answers[path];
      if (!answer) {
        throw new Error(`unexpected call ${path}`);
      }
      const data = await answer(body);
      return data instanceof Response ? data : envelope(data);
    }),
  );
  return api;
}

/** The browser's XMLHttpRequest, driven by the test: how far a photo got and when the server answers. */
export class ControlledXmlHttpRequest {
  static sent: ControlledXmlHttpRequest[] = [];
  upload: {
    onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
  } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  responseType = '';
  status = 0;
  statusText = '';
  response: unknown = null;
  url = '';
  body: FormData | null = null;
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader() {}
  getAllResponseHeaders() {
    return 'content-type: application/json';
  }
  send(body: FormData | null) {
    this.body = body;
    ControlledXmlHttpRequest.sent.push(this);
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  answer(data: unknown) {
    this.status = 200;
    this.response = new TextEncoder().encode(JSON.stringify({ code: 1000, message: 'success', data })).buffer;
    this.onload?.();
  }
}

/** The browser's IntersectionObserver, driven by the test: `inView()` says the list's end is in view. */
export class ControlledIntersectionObserver {
  static observers: ControlledIntersectionObserver[] = [];
  constructor(private readonly callback: (entries: { isIntersecting: boolean }[]) => void) {
    ControlledIntersectionObserver.observers.push(this);
  }
  observe() {}
  disconnect() {
    ControlledIntersectionObserver.observers = ControlledIntersectionObserver.observers.filter(
      (observer) => observer !== this,
    );
  }
  inView() {
    this.callback([{ isIntersecting: true }]);
  }
}

/** The error text tied to a field (through `aria-describedby`), or null when it has none. */
export function errorOf(field: HTMLElement): string | null {
  const id = field.getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
}

/** Types a whole value into a field, as one change. */
export const type = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });
