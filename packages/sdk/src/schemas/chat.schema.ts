import * as z from 'zod/mini';
import type { CallSchemaMap } from './call-schema';
import {
  emptyRequestSchema,
  emptyResponseSchema,
  entityShape,
  IDEMPOTENCY_KEY_PATTERN,
  nonEmptyList,
  orNull,
  pageRequestSchema,
  pageResponseSchema,
} from './common.schema';
import { countSchema, idSchema, moneySchema, statusCode } from './number.schema';
import { dateTimeSchema, looseTextSchema, text, urlSchema } from './text.schema';
import { typeError } from './type-error';
import { VALIDATION_MESSAGES } from './validation-messages';

/** Longest text message a shopper sends. */
export const CS_TEXT_MAX = 1000;

/** Who wrote a customer-service message. */
export const CS_MESSAGE_SENDER = { user: 0, agent: 1 } as const;
/** Whether a customer-service message was read. */
export const CS_MESSAGE_STATUS = { unread: 0, read: 1 } as const;

/** A goods card sent in the chat. */
export const csGoodsCardSchema = /* @__PURE__ */ (() =>
  z.object({
    goodsId: idSchema,
    title: z.string(),
    pic: z.nullish(z.string()),
    price: z.nullish(moneySchema),
  }))();

/** An order card sent in the chat. */
export const csOrderCardSchema = /* @__PURE__ */ (() =>
  z.object({
    orderId: idSchema,
    orderNum: looseTextSchema,
    title: z.nullish(z.string()),
    pic: z.nullish(z.string()),
    payPrice: z.nullish(moneySchema),
    status: z.nullish(countSchema),
  }))();

/** The content of a customer-service message: text, an image URL, a goods card or an order card. */
export const csMessageContentSchema = /* @__PURE__ */ (() =>
  z.discriminatedUnion(
    'type',
    [
      z.object({ type: z.literal('text'), data: text({ max: CS_TEXT_MAX }) }),
      z.object({ type: z.literal('image'), data: urlSchema }),
      z.object({ type: z.literal('goods'), data: csGoodsCardSchema }),
      z.object({ type: z.literal('order'), data: csOrderCardSchema }),
    ],
    { error: typeError(VALIDATION_MESSAGES.oneOf) },
  ))();
/** What a customer-service message says. */
export type CsMessageContent = z.output<typeof csMessageContentSchema>;

/** Message content as stored: a backend that keeps it as JSON text (cool-admin) is read too. */
const storedContentSchema = /* @__PURE__ */ (() =>
  z.pipe(
    z.transform((value: unknown) => {
      if (typeof value !== 'string') {
        return value;
      }
      try {
        return JSON.parse(value);
      } catch {
        return { type: 'text', data: value };
      }
    }),
    csMessageContentSchema,
  ))();

/** A customer-service message (`POST app/cs/msg/page`, the socket's `msg` event): `type` 0 shopper, 1 agent. */
export const csMessageSchema = /* @__PURE__ */ (() =>
  z.object({
    ...entityShape,
    createTime: dateTimeSchema,
    sessionId: idSchema,
    type: statusCode([CS_MESSAGE_SENDER.user, CS_MESSAGE_SENDER.agent]),
    content: storedContentSchema,
    status: statusCode([CS_MESSAGE_STATUS.unread, CS_MESSAGE_STATUS.read]),
  }))();
/** A customer-service message. */
export type CsMessage = z.output<typeof csMessageSchema>;

/** The shopper's customer-service session (`GET app/cs/session/detail`, `POST app/cs/session/create`). */
export const csSessionSchema = /* @__PURE__ */ (() =>
  z.object({
    ...entityShape,
    lastMsg: z.nullish(csMessageSchema),
    unreadCount: z._default(countSchema, 0),
  }))();
/** A customer-service session. */
export type CsSession = z.output<typeof csSessionSchema>;

/** `POST app/cs/msg/page { sessionId, page, size }` (marks the agent's messages read). */
export const csMsgPageRequestSchema = /* @__PURE__ */ (() =>
  z.extend(pageRequestSchema, { sessionId: idSchema }))();
/** Which messages to page. */
export type CsMsgPageRequest = z.input<typeof csMsgPageRequestSchema>;

/** `POST app/cs/msg/read { msgIds }`. */
export const csMsgReadRequestSchema = /* @__PURE__ */ (() =>
  z.object({
    msgIds: nonEmptyList(idSchema),
  }))();
/** Messages to mark read. */
export type CsMsgReadRequest = z.input<typeof csMsgReadRequestSchema>;

/**
 * What the shopper emits as `send` on the Socket.IO namespace `/cs`. `key` (visible ASCII, 1–255
 * characters, as an `Idempotency-Key` header) makes a send sent again after a lost acknowledgement
 * store one message: the server answers the first send's message again.
 */
export const csSendPayloadSchema = /* @__PURE__ */ (() =>
  z.object({
    sessionId: idSchema,
    content: csMessageContentSchema,
    key: z.optional(z.string().check(z.regex(IDEMPOTENCY_KEY_PATTERN))),
  }))();
/** A message to send. */
export type CsSendPayload = z.input<typeof csSendPayloadSchema>;

/** The customer service calls: what each takes and what it resolves with. */
export const csCalls = /* @__PURE__ */ (() =>
  ({
    'app/cs/session/detail': { request: emptyRequestSchema, response: orNull(csSessionSchema) },
    'app/cs/session/create': { request: emptyRequestSchema, response: csSessionSchema },
    'app/cs/msg/page': { request: csMsgPageRequestSchema, response: pageResponseSchema(csMessageSchema) },
    'app/cs/msg/read': { request: csMsgReadRequestSchema, response: emptyResponseSchema },
    'app/cs/msg/unreadCount': { request: emptyRequestSchema, response: countSchema },
  }) as const)() satisfies CallSchemaMap;
