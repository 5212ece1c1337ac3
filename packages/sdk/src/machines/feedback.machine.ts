import type { MallClient } from '../client/create-mall-client';
import { FEEDBACK_STATUS } from '../lifecycle/feedback-lifecycle';
import { FEEDBACK_TRANSITIONS } from '../lifecycle/simple-transitions';
import type { Feedback, FeedbackSubmitRequest } from '../schemas/feedback.schema';
import type { FieldError } from '../schemas/field-errors';
import type { ApiError } from '../transport/api-error';
import { createSubmissionMachine } from './submission.machine';
import type { QueuedFile, UploadQueueEvent } from './upload-queue.machine';

/** The calls the feedback machine makes (uploads through its upload queue). */
export type FeedbackMachineClient = Pick<MallClient, 'feedback' | 'upload'>;

/** Every event the feedback machine accepts. */
export type FeedbackMachineEvent =
  /** A `feedbackType` dictionary value. */
  | { type: 'feedback.type.select'; feedbackType: number }
  | { type: 'feedback.content.change'; content: string }
  /** Optional: a QQ, WeChat or mobile number. */
  | { type: 'feedback.contact.change'; contact: string }
  | { type: 'feedback.submit' }
  /** Loads the feedback again to see whether it was resolved. */
  | { type: 'feedback.refresh' }
  /** Screenshots: passed on to the upload queue (`snapshot.children.uploads`). */
  | UploadQueueEvent;

/** What `createActor(feedbackMachine, { input })` takes. */
export interface FeedbackMachineInput {
  client: FeedbackMachineClient;
}

/** What the feedback page reads from `snapshot.context`: the form, its screenshots and the feedback sent. */
export interface FeedbackMachineContext {
  client: FeedbackMachineClient;
  feedbackType: number | null;
  content: string;
  contact: string;
  /** The screenshots, up to 6 (mirrored from the upload queue, `snapshot.children.uploads`). */
  files: QueuedFile[];
  feedbackId: number | null;
  /** The feedback as the server last answered it. */
  feedback: Feedback | null;
  error: ApiError | null;
  fieldErrors: FieldError[];
  /** The key of the last request sent and that request: the same request sent again reuses it. */
  submission: { key: string; request: string } | null;
}

interface FeedbackSubmission {
  id: 'feedback';
  context: FeedbackMachineContext;
  event: FeedbackMachineEvent;
  request: FeedbackSubmitRequest;
  record: Feedback;
  statusName: keyof typeof FEEDBACK_STATUS;
  submitActor: 'submitFeedback';
  fetchActor: 'fetchFeedback';
}

/**
 * Feedback: type, content, up to 6 screenshots through the upload queue and an optional contact,
 * submitted, then pending until the operator resolves it (`FEEDBACK_TRANSITIONS`).
 * @example
 * const actor = createActor(feedbackMachine, { input: { client } }).start();
 * actor.send({ type: 'upload.add', files: [photo] });
 * actor.send({ type: 'feedback.submit' });
 */
export const feedbackMachine = /* @__PURE__ */ (() =>
  createSubmissionMachine<FeedbackSubmission>({
    id: 'feedback',
    initial: { feedbackType: null, content: '', contact: '', feedbackId: null, feedback: null },
    fields: { id: 'feedbackId', record: 'feedback' },
    formEvents: {
      'feedback.type.select': (event) => ({ feedbackType: event.feedbackType }),
      'feedback.content.change': (event) => ({ content: event.content }),
      'feedback.contact.change': (event) => ({ contact: event.contact }),
    },
    requestOf: (context, images) => ({
      type: context.feedbackType ?? Number.NaN,
      content: context.content,
      contact: context.contact.trim() === '' ? undefined : context.contact,
      images,
    }),
    schema: (forms) => forms.feedbackSubmitRequestSchema,
    submit: {
      actor: 'submitFeedback',
      call: ({ client, request, idempotencyKey }, signal) =>
        client.feedback.submit(request, { signal, idempotencyKey }),
    },
    fetch: {
      actor: 'fetchFeedback',
      call: ({ client, id }, signal) => client.feedback.info({ id }, { signal }),
    },
    status: {
      names: FEEDBACK_STATUS,
      transitions: FEEDBACK_TRANSITIONS,
      initial: 'pending',
      descriptions: {
        pending: 'Pending.',
        resolved: "Resolved: the operator's answer, `feedback.remark`.",
      },
    },
    descriptions: {
      editing:
        'The form: type, content, screenshots (up to 6, with retry and remove), contact (optional); submit disabled while screenshots upload.',
      submitted: 'Submitted: type, content, screenshots, contact and status; pull to refresh.',
    },
  }))();
