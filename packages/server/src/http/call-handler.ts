import type { CALLS, CallPath } from '@mall/sdk';
import type { requestSchemas } from '@mall/sdk/schemas';
import type { z } from 'zod';
import type { ServerLocale } from '../i18n/messages';
import type { ServerContext } from '../server-context';
import type { KeyClaim } from '../services/idempotency.service';

/** The signed-in shopper a call runs for. */
export interface AuthUser {
  id: number;
}

type UserOf<Path extends CallPath> = (typeof CALLS)[Path]['auth'] extends 'required'
  ? AuthUser
  : AuthUser | null;

/** What a call handler receives: the validated input, the shopper (if any), the locale and the server. */
export interface CallContext<Path extends CallPath> {
  input: z.output<(typeof requestSchemas)[Path]>;
  user: UserOf<Path>;
  locale: ServerLocale;
  server: ServerContext;
  request: Request;
  /** The TCP peer's address; undefined for a request handed to the app in-process (no socket). */
  peerAddress?: string | undefined;
}

/**
 * Answers one call with the envelope's `data` (wire shape), or throws an AppError. An idempotent
 * call may take its key itself when the request carries one (`KeyedWays` in
 * `idempotency.service.ts`): `atOnce`, the call in one statement, tried first; `claiming`, the
 * call in its key's transaction with its first statement claiming the key.
 */
export type CallHandler<Path extends CallPath> = {
  (context: CallContext<Path>): Promise<unknown> | unknown;
  atOnce?: (context: CallContext<Path>, claim: KeyClaim) => Promise<unknown>;
  claiming?: (context: CallContext<Path>, claim: KeyClaim) => Promise<unknown>;
};

/**
 * A handler that claims the request's key itself when there is one: the same call with or without
 * a claim, the claim passed on to the statement that takes it.
 */
export function claimingKey<Path extends CallPath>(
  call: (context: CallContext<Path>, claim?: KeyClaim) => Promise<unknown>,
): CallHandler<Path> {
  return Object.assign((context: CallContext<Path>) => call(context), { claiming: call });
}

/** Handlers by call path; each area of the API contributes its own. */
export type CallHandlers = { [Path in CallPath]?: CallHandler<Path> };

/**
 * What a guest read receives: it answers every shopper alike (the goods list, a goods detail), so
 * it is given neither the shopper nor the request, and no access token is checked for it.
 */
export type GuestCallContext<Path extends CallPath> = Pick<CallContext<Path>, 'input' | 'locale' | 'server'>;

/** A read that answers every shopper alike and changes nothing (see `guest-lane.ts`). */
export type GuestReadHandler<Path extends CallPath> = (
  context: GuestCallContext<Path>,
) => Promise<unknown> | unknown;

/** Guest reads by call path. */
export type GuestReads = { [Path in CallPath]?: GuestReadHandler<Path> };
