import * as z from 'zod/mini';
import { COMPLAINT_STATUS } from '../lifecycle/complaint-lifecycle';
import type { CallSchemaMap } from './call-schema';
import { statusCode } from './number.schema';
import { submissionCallSchemas, submissionRowShape, submissionShape } from './submission.schema';

/** A complaint status: 0 verifying, 1 accepted, 2 processed (completed). */
export const complaintStatusSchema = /* @__PURE__ */ (() =>
  statusCode([COMPLAINT_STATUS.verifying, COMPLAINT_STATUS.accepted, COMPLAINT_STATUS.processed]))();

/** A complaint of the shopper (`POST app/app/complain/page`, `GET …/info`); `result` is the processing result. */
export const complaintSchema = /* @__PURE__ */ (() =>
  z.object({
    ...submissionRowShape,
    status: complaintStatusSchema,
    result: z.nullish(z.string()),
  }))();
/** A complaint. */
export type Complaint = z.output<typeof complaintSchema>;

/** `POST app/app/complain/submit { type, content, images? }`: `type` a `complainType` value, content 1–1000, up to 6 pictures. */
export const complaintSubmitRequestSchema = /* @__PURE__ */ (() => z.object(submissionShape))();
/** Complaint form. */
export type ComplaintSubmitRequest = z.input<typeof complaintSubmitRequestSchema>;

/** The complaint calls' schemas by action; `complaintCalls` names their paths. */
const complaintSubmissions = /* @__PURE__ */ (() =>
  submissionCallSchemas(complaintSchema, complaintStatusSchema, complaintSubmitRequestSchema))();

/** The complaint calls: what each takes and what it resolves with. */
export const complaintCalls = /* @__PURE__ */ (() =>
  ({
    'app/app/complain/page': complaintSubmissions.page,
    'app/app/complain/submit': complaintSubmissions.submit,
    'app/app/complain/info': complaintSubmissions.info,
  }) as const)() satisfies CallSchemaMap;
