import * as z from 'zod/mini';
import type { CallSchemaMap } from './call-schema';
import { entityShape } from './common.schema';
import { flagSchema, idSchema } from './number.schema';
import { ownListCallSchemas } from './own-list.schema';
import { text } from './text.schema';
import { typeError } from './type-error';
import { VALIDATION_MESSAGES } from './validation-messages';

/** A card number: 12–19 digits once spaces are removed ("Length must be 12-19 digits"). */
export const CARD_NUMBER_PATTERN = /^\d{12,19}$/;

/** A bank card of the shopper (`app/user/bankcard`); `cardNo` comes masked except the last 4 digits. */
export const bankCardSchema = /* @__PURE__ */ (() =>
  z.object({
    ...entityShape,
    bankName: z.string(),
    holderName: z.string(),
    cardNo: z.string(),
    isDefault: z._default(flagSchema, false),
  }))();
/** A bank card. */
export type BankCard = z.output<typeof bankCardSchema>;

/** The card a withdrawal row keeps (`bankCard` of a ledger row): a masked copy. */
export const bankCardSnapshotSchema = /* @__PURE__ */ (() =>
  z.extend(z.pick(bankCardSchema, { bankName: true, cardNo: true }), {
    id: z.optional(idSchema),
    holderName: z.nullish(z.string()),
  }))();
/** The masked card copy of a withdrawal. */
export type BankCardSnapshot = z.output<typeof bankCardSnapshotSchema>;

/** A card number as typed: spaces and dashes removed, then 12–19 digits (`validation.length` with `{ min, max }`). */
export const cardNumberSchema = /* @__PURE__ */ (() =>
  z.pipe(
    z.pipe(
      z.string({ error: typeError(VALIDATION_MESSAGES.type) }),
      z.transform((value) => value.replace(/[\s-]/g, '')),
    ),
    text({
      pattern: CARD_NUMBER_PATTERN,
      patternKey: VALIDATION_MESSAGES.length,
      patternParams: { min: 12, max: 19 },
    }),
  ))();

/** The bank card calls' schemas by action, from the fields the card form sends; `bankCardCalls` names their paths. */
const bankCardList = /* @__PURE__ */ (() =>
  ownListCallSchemas(bankCardSchema, {
    bankName: text({ max: 50 }),
    holderName: text({ max: 50 }),
    cardNo: cardNumberSchema,
  }))();

/** `POST app/user/bankcard/add`: bank name, holder name and card number required (spec §5). */
export const bankCardAddRequestSchema = /* @__PURE__ */ (() => bankCardList.add.request)();
/** Bank card form. */
export type BankCardAddRequest = z.input<typeof bankCardAddRequestSchema>;

/** `POST app/user/bankcard/update`: `id` and the fields to change. */
export const bankCardUpdateRequestSchema = /* @__PURE__ */ (() => bankCardList.update.request)();
/** Bank card changes. */
export type BankCardUpdateRequest = z.input<typeof bankCardUpdateRequestSchema>;

/** The bank card calls: what each takes and what it resolves with. */
export const bankCardCalls = /* @__PURE__ */ (() =>
  ({
    'app/user/bankcard/page': bankCardList.page,
    'app/user/bankcard/list': bankCardList.list,
    'app/user/bankcard/add': bankCardList.add,
    'app/user/bankcard/update': bankCardList.update,
    'app/user/bankcard/delete': bankCardList.delete,
    'app/user/bankcard/default': bankCardList.default,
    'app/user/bankcard/info': bankCardList.info,
  }) as const)() satisfies CallSchemaMap;
