import type { z } from 'zod/mini';
import type { CallPath } from '../calls/call-table';

/** The schemas of one call of the table. */
export interface CallSchema {
  /** What the call takes: the JSON body of a POST, the query of a GET (GET schemas coerce numbers). */
  readonly request: z.ZodMiniType;
  /** What the call resolves with: the envelope's `data`. */
  readonly response: z.ZodMiniType;
}

/**
 * The schemas of some calls, keyed by path: what each area's module declares for its own calls. A
 * path that is not in the call table does not compile.
 */
export type CallSchemaMap = { readonly [Path in CallPath]?: CallSchema };
