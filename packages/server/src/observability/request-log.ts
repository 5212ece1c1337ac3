import { randomBytes } from 'node:crypto';
import type { Actor, ServerContext } from '../server-context';

/** An incoming `X-Request-Id` taken as it is: short, and nothing a log reader could trip over. */
const SANE_REQUEST_ID = /^[\w.:-]{1,64}$/;

// Ids made here: this process's random prefix and a counter, unique across processes and cheap.
const PROCESS_PREFIX = randomBytes(4).toString('hex');
let made = 0;

/**
 * The id of a request: the caller's `X-Request-Id` when it is sane (1–64 letters, digits, `_`,
 * `.`, `:`, `-`; a proxy in front may have set it), else a new one.
 */
export function requestIdOf(incoming: string | null | undefined): string {
  if (incoming && SANE_REQUEST_ID.test(incoming)) {
    return incoming;
  }
  made += 1;
  return `${PROCESS_PREFIX}-${made.toString(36)}`;
}

/** An actor as the log and the operator trail name it: `shopper:12`, `operator:alice`, `service`. */
export function actorLabel(actor: Actor | undefined): string | undefined {
  if (!actor) {
    return undefined;
  }
  switch (actor.kind) {
    case 'shopper':
      return `shopper:${actor.id}`;
    case 'operator':
      return `operator:${actor.name}`;
    case 'service':
      return 'service';
  }
}

/** One answered request, as its log line and the metrics record it. */
export interface RequestRecord {
  requestId: string;
  method: string;
  /** The route pattern, e.g. `/api/app/order/info/create`, `/uploads/*`; never a query or raw id. */
  call: string;
  status: number;
  /** The envelope's code (1000 success, 1001 refused, ...), when the answer is an envelope. */
  envelopeCode?: number | undefined;
  /** From `performance.now()` when the request arrived. */
  startedAt: number;
  actor?: Actor | undefined;
  /** The answer of a repeated `Idempotency-Key`, given again. */
  replayed?: boolean | undefined;
}

/**
 * Writes a request's line (`message: "request"`, at `warn` for a 5xx) and records it in the
 * metrics: the one piece of work per request observability adds.
 */
export function recordRequest(server: ServerContext, record: RequestRecord): void {
  const elapsed = performance.now() - record.startedAt;
  const line: Record<string, unknown> = {
    requestId: record.requestId,
    method: record.method,
    call: record.call,
    status: record.status,
    ms: Math.round(elapsed * 10) / 10,
  };
  if (record.envelopeCode !== undefined) {
    line.envelopeCode = record.envelopeCode;
  }
  if (record.actor) {
    line.actor = actorLabel(record.actor);
  }
  if (record.replayed) {
    line.replayed = true;
  }
  if (record.status >= 500) {
    server.log.warn('request', line);
  } else {
    server.log.info('request', line);
  }
  server.metrics?.observeRequest({
    call: record.call,
    method: record.method,
    status: record.status,
    envelopeCode: record.envelopeCode,
    seconds: elapsed / 1000,
    replayed: record.replayed,
  });
}
