import * as z from 'zod/mini';
import { FEEDBACK_STATUS } from '../lifecycle/feedback-lifecycle';
import type { CallSchemaMap } from './call-schema';
import { statusCode } from './number.schema';
import { submissionCallSchemas, submissionRowShape, submissionShape } from './submission.schema';
import { optionalText } from './text.schema';

/** A feedback status: 0 pending, 1 resolved. */
export const feedbackStatusSchema = /* @__PURE__ */ (() =>
  statusCode([FEEDBACK_STATUS.pending, FEEDBACK_STATUS.resolved]))();

/** A feedback of the shopper (`POST app/app/feedback/page`, `GET …/info`); `remark` is the operator's answer. */
export const feedbackSchema = /* @__PURE__ */ (() =>
  z.object({
    ...submissionRowShape,
    contact: z.nullish(z.string()),
    status: feedbackStatusSchema,
    remark: z.nullish(z.string()),
  }))();
/** A feedback. */
export type Feedback = z.output<typeof feedbackSchema>;

/**
 * `POST app/app/feedback/submit { type, content, images?, contact? }`: `type` a `feedbackType`
 * value, content 1–1000 characters, up to 6 screenshots, an optional QQ, WeChat or mobile contact.
 */
export const feedbackSubmitRequestSchema = /* @__PURE__ */ (() =>
  z.object({ ...submissionShape, contact: optionalText(100) }))();
/** Feedback form. */
export type FeedbackSubmitRequest = z.input<typeof feedbackSubmitRequestSchema>;

/** The feedback calls' schemas by action; `feedbackCalls` names their paths. */
const feedbackSubmissions = /* @__PURE__ */ (() =>
  submissionCallSchemas(feedbackSchema, feedbackStatusSchema, feedbackSubmitRequestSchema))();

/** The feedback calls: what each takes and what it resolves with. */
export const feedbackCalls = /* @__PURE__ */ (() =>
  ({
    'app/app/feedback/page': feedbackSubmissions.page,
    'app/app/feedback/submit': feedbackSubmissions.submit,
    'app/app/feedback/info': feedbackSubmissions.info,
  }) as const)() satisfies CallSchemaMap;
