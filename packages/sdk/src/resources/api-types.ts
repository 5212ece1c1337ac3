import type { z } from 'zod/mini';
import type { CallPath } from '../calls/call-table';
import type { requestSchemas, responseSchemas } from '../schemas/call-schemas';

type RequestSchemas = typeof requestSchemas;
type ResponseSchemas = typeof responseSchemas;

/**
 * What a call takes: the input type of its request schema in `@mall/sdk/schemas` (defaults may be
 * left out). Only types cross into the core entry; zod itself stays out of it.
 */
export type RequestOf<Path extends CallPath> = Path extends keyof RequestSchemas
  ? z.input<RequestSchemas[Path]>
  : never;

/** What a call resolves with: the output type of its response schema. */
export type ResponseOf<Path extends CallPath> = Path extends keyof ResponseSchemas
  ? z.output<ResponseSchemas[Path]>
  : never;
