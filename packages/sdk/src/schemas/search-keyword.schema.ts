import { z } from 'zod';
import { entityShape, flagSchema, idSchema, text } from './common.schema';

/** Longest search keyword a shopper keeps in the history. */
export const SEARCH_KEYWORD_MAX = 50;

/** A search keyword: a history row of the shopper or a hot "search findings" keyword (`app/goods/search/keyword`). */
export const searchKeywordSchema = z.object({ ...entityShape, name: z.string() });
/** A search keyword. */
export type SearchKeyword = z.output<typeof searchKeywordSchema>;

/** `POST app/goods/search/keyword/list`: the shopper's history, or with `hot: true` (no token) the hot keywords. */
export const searchKeywordListRequestSchema = z.object({ hot: flagSchema.optional() }).optional();
/** History or hot keywords. */
export type SearchKeywordListRequest = z.input<typeof searchKeywordListRequestSchema>;

/** A keyword as a shopper types it: required, at most 50 characters. */
export const searchKeywordNameSchema = text({ max: SEARCH_KEYWORD_MAX });

/** `POST app/goods/search/keyword/add { name }`. */
export const searchKeywordAddRequestSchema = z.object({ name: searchKeywordNameSchema });
/** A keyword to remember. */
export type SearchKeywordAddRequest = z.input<typeof searchKeywordAddRequestSchema>;

/** `POST app/goods/search/keyword/update { id, name }`. */
export const searchKeywordUpdateRequestSchema = z.object({ id: idSchema, name: searchKeywordNameSchema });
/** A keyword to rename. */
export type SearchKeywordUpdateRequest = z.input<typeof searchKeywordUpdateRequestSchema>;
