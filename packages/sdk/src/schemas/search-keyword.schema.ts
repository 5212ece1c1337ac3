import * as z from 'zod/mini';
import type { CallSchemaMap } from './call-schema';
import {
  addResponseSchema,
  deleteRequestSchema,
  emptyResponseSchema,
  entityShape,
  idRequestSchema,
  pageRequestSchema,
  pageResponseSchema,
  SEARCH_KEYWORD_MAX,
} from './common.schema';
import { flagSchema, idSchema } from './number.schema';
import { text } from './text.schema';

/** A search keyword: a history row of the shopper or a hot "search findings" keyword (`app/goods/search/keyword`). */
export const searchKeywordSchema = /* @__PURE__ */ (() => z.object({ ...entityShape, name: z.string() }))();
/** A search keyword. */
export type SearchKeyword = z.output<typeof searchKeywordSchema>;

/** `POST app/goods/search/keyword/list`: the shopper's history, or with `hot: true` (no token) the hot keywords. */
export const searchKeywordListRequestSchema = /* @__PURE__ */ (() =>
  z.optional(z.object({ hot: z.optional(flagSchema) })))();
/** History or hot keywords. */
export type SearchKeywordListRequest = z.input<typeof searchKeywordListRequestSchema>;

/** A keyword as a shopper types it: required, at most 50 characters. */
export const searchKeywordNameSchema = /* @__PURE__ */ (() => text({ max: SEARCH_KEYWORD_MAX }))();

/** `POST app/goods/search/keyword/add { name }`. */
export const searchKeywordAddRequestSchema = /* @__PURE__ */ (() =>
  z.object({ name: searchKeywordNameSchema }))();
/** A keyword to remember. */
export type SearchKeywordAddRequest = z.input<typeof searchKeywordAddRequestSchema>;

/** `POST app/goods/search/keyword/update { id, name }`. */
export const searchKeywordUpdateRequestSchema = /* @__PURE__ */ (() =>
  z.object({ id: idSchema, name: searchKeywordNameSchema }))();
/** A keyword to rename. */
export type SearchKeywordUpdateRequest = z.input<typeof searchKeywordUpdateRequestSchema>;

/** The search history calls: what each takes and what it resolves with. */
export const searchKeywordCalls = /* @__PURE__ */ (() =>
  ({
    'app/goods/search/keyword/list': {
      request: searchKeywordListRequestSchema,
      response: z.array(searchKeywordSchema),
    },
    'app/goods/search/keyword/page': {
      request: pageRequestSchema,
      response: pageResponseSchema(searchKeywordSchema),
    },
    'app/goods/search/keyword/add': { request: searchKeywordAddRequestSchema, response: addResponseSchema },
    'app/goods/search/keyword/update': {
      request: searchKeywordUpdateRequestSchema,
      response: emptyResponseSchema,
    },
    'app/goods/search/keyword/delete': { request: deleteRequestSchema, response: emptyResponseSchema },
    'app/goods/search/keyword/info': { request: idRequestSchema, response: searchKeywordSchema },
  }) as const)() satisfies CallSchemaMap;
