import * as z from 'zod/mini';
import type { CallSchemaMap } from './call-schema';
import { emptyRequestSchema, entityShape } from './common.schema';
import { sortNumberSchema } from './number.schema';

/** A home banner (`POST app/info/banner/list`); `path` is the in-app route or URL it opens. */
export const bannerSchema = /* @__PURE__ */ (() =>
  z.object({
    ...entityShape,
    title: z.nullish(z.string()),
    pic: z.string(),
    path: z.nullish(z.string()),
    sortNum: sortNumberSchema,
  }))();
/** A home banner. */
export type Banner = z.output<typeof bannerSchema>;

/** The banner calls: what each takes and what it resolves with. */
export const bannerCalls = /* @__PURE__ */ (() =>
  ({
    'app/info/banner/list': { request: emptyRequestSchema, response: z.array(bannerSchema) },
  }) as const)() satisfies CallSchemaMap;
