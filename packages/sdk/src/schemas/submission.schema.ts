/** What a feedback and a complaint have in common (contract §11): the text rule and the submitted and shown fields. */
import * as z from 'zod/mini';
import {
  addResponseSchema,
  entityShape,
  idRequestSchema,
  listOf,
  pageRequestSchema,
  pageResponseSchema,
  photoListSchema,
} from './common.schema';
import { integer } from './number.schema';
import { dateTimeSchema, text } from './text.schema';
import { VALIDATION_MESSAGES } from './validation-messages';

/** Longest feedback or complaint text (contract §11). */
export const SUBMISSION_CONTENT_MAX = 1000;

/** Feedback and complaint text: required, at most 1000 characters (`validation.contentLength` with `{ min, max }`). */
export const submissionContentSchema = /* @__PURE__ */ (() =>
  text({
    max: SUBMISSION_CONTENT_MAX,
    maxKey: VALIDATION_MESSAGES.contentLength,
  }))();

/** The fields a feedback and a complaint both submit: the dictionary `type` value, the text and up to 6 pictures. */
export const submissionShape = /* @__PURE__ */ (() => ({
  type: integer(),
  content: submissionContentSchema,
  images: z.optional(photoListSchema),
}))();

/** The fields a feedback and a complaint row both show. */
export const submissionRowShape = /* @__PURE__ */ (() => ({
  ...entityShape,
  createTime: dateTimeSchema,
  type: integer(),
  content: z.string(),
  images: listOf(z.string()),
}))();

/**
 * The request and response schemas of the three calls of a feedback or complaint area, by action:
 * `page` of the shopper's own rows, optionally of one `status`; `submit` with the area's form,
 * answering the new id; `info` of one row.
 * @example
 * const complaintSubmissions = submissionCallSchemas(complaintSchema, complaintStatusSchema, complaintSubmitRequestSchema);
 * const complaintCalls = { 'app/app/complain/info': complaintSubmissions.info };
 */
export function submissionCallSchemas<
  Row extends z.ZodMiniType,
  Status extends z.ZodMiniType,
  Submit extends z.ZodMiniType,
>(row: Row, status: Status, submitRequest: Submit) {
  return {
    page: {
      request: z.extend(pageRequestSchema, { status: z.optional(status) }),
      response: pageResponseSchema(row),
    },
    submit: { request: submitRequest, response: addResponseSchema },
    info: { request: idRequestSchema, response: row },
  } as const;
}
