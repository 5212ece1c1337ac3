import type { CALLS, CallPath } from '@mall/sdk';
import type { requestSchemas } from '@mall/sdk/schemas';
import type { z } from 'zod';
import type { ServerLocale } from '../i18n/messages';
import type { ServerContext } from '../server-context';

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

/** Answers one call with the envelope's `data` (wire shape), or throws an AppError. */
export type CallHandler<Path extends CallPath> = (context: CallContext<Path>) => Promise<unknown> | unknown;

/** Handlers by call path; each area of the API contributes its own. */
export type CallHandlers = { [Path in CallPath]?: CallHandler<Path> };
