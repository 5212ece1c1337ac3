import * as z from 'zod/mini';
import type { CallSchemaMap } from './call-schema';
import { nonEmptyList } from './common.schema';
import { idSchema, parentIdSchema, sortNumberSchema } from './number.schema';
import { typeError } from './type-error';
import { VALIDATION_MESSAGES } from './validation-messages';

/** Dictionaries the app reads (contract §12). */
export const DICT_TYPES = [
  'feedbackType',
  'complainType',
  'orderCancelReason',
  'orderRefundReason',
  'logisticsCompany',
  'bankName',
] as const;

/** A dictionary of {@link DICT_TYPES}. */
export const dictTypeSchema = /* @__PURE__ */ (() =>
  z.enum(DICT_TYPES, { error: typeError(VALIDATION_MESSAGES.oneOf) }))();
/** A dictionary name. */
export type DictType = z.output<typeof dictTypeSchema>;

/** A dictionary entry; children are built from `parentId`, ordered by `orderNum`. */
export const dictEntrySchema = /* @__PURE__ */ (() =>
  z.object({
    id: idSchema,
    name: z.string(),
    value: z.nullish(z.union([z.string(), z.number()])),
    parentId: parentIdSchema,
    orderNum: sortNumberSchema,
  }))();
/** A dictionary entry. */
export type DictEntry = z.output<typeof dictEntrySchema>;

/** `POST app/dict/info/data { types }`. */
export const dictDataRequestSchema = /* @__PURE__ */ (() =>
  z.object({
    types: nonEmptyList(dictTypeSchema),
  }))();
/** Which dictionaries to read. */
export type DictDataRequest = z.input<typeof dictDataRequestSchema>;

/** What `POST app/dict/info/data` answers: the entries of each requested dictionary (a backend may add others). */
export const dictDataSchema = /* @__PURE__ */ (() => z.record(z.string(), z.array(dictEntrySchema)))();
/** Entries by dictionary. */
export type DictData = z.output<typeof dictDataSchema>;

/** The dictionary calls: what each takes and what it resolves with. */
export const dictCalls = {
  'app/dict/info/data': { request: dictDataRequestSchema, response: dictDataSchema },
} as const satisfies CallSchemaMap;
