import { assertEvent, assign, fromPromise, sendTo, setup } from 'xstate';
import type { MallClient } from '../client/create-mall-client';
import { FEEDBACK_STATUS, type FeedbackStatus } from '../lifecycle/feedback-lifecycle';
import { FEEDBACK_TRANSITIONS } from '../lifecycle/simple-transitions';
import { MAX_PHOTOS } from '../schemas/common.schema';
import {
  type Feedback,
  type FeedbackSubmitRequest,
  feedbackSubmitRequestSchema,
} from '../schemas/feedback.schema';
import { type FieldError, fieldErrorsOf } from '../schemas/field-errors';
import type { ApiError } from '../transport/api-error';
import { toApiError } from './api-failure';
import { statusRoutes } from './status-routes';
import {
  type QueuedFile,
  type UploadQueueEvent,
  uploadedUrls,
  uploadQueueMachine,
  uploadsSettled,
} from './upload-queue.machine';

/** The calls the feedback machine makes (uploads through its upload queue). */
export type FeedbackMachineClient = Pick<MallClient, 'feedback' | 'upload'>;

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

export interface FeedbackMachineInput {
  client: FeedbackMachineClient;
}

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
}

function requestOf(context: FeedbackMachineContext): FeedbackSubmitRequest {
  const images = uploadedUrls(context);
  return {
    type: context.feedbackType ?? Number.NaN,
    content: context.content,
    contact: context.contact.trim() === '' ? undefined : context.contact,
    images: images.length > 0 ? images : undefined,
  };
}

/** Why the feedback cannot be sent (type, content, screenshots, contact), by the schema the server uses. */
export function feedbackErrors(context: FeedbackMachineContext): FieldError[] {
  return fieldErrorsOf(feedbackSubmitRequestSchema, requestOf(context));
}

/**
 * Feedback: type, content, up to 6 screenshots through the upload queue and an optional contact,
 * submitted, then pending until the operator resolves it (`FEEDBACK_TRANSITIONS`).
 * @example
 * const actor = createActor(feedbackMachine, { input: { client } }).start();
 * actor.send({ type: 'upload.add', files: [photo] });
 * actor.send({ type: 'feedback.submit' });
 */
export const feedbackMachine = setup({
  types: {
    context: {} as FeedbackMachineContext,
    events: {} as FeedbackMachineEvent,
    input: {} as FeedbackMachineInput,
  },
  actors: {
    uploadQueue: uploadQueueMachine,
    submitFeedback: fromPromise<number, { client: FeedbackMachineClient; request: FeedbackSubmitRequest }>(
      async ({ input, signal }) => (await input.client.feedback.submit(input.request, { signal })).id,
    ),
    fetchFeedback: fromPromise<Feedback, { client: FeedbackMachineClient; id: number }>(({ input, signal }) =>
      input.client.feedback.info({ id: input.id }, { signal }),
    ),
  },
  guards: {
    hasStatus: ({ context }, params: { status: FeedbackStatus }) =>
      context.feedback?.status === params.status,
    formInvalid: ({ context }) => feedbackErrors(context).length > 0,
    uploadsSettled: ({ context }) => uploadsSettled(context),
  },
  actions: {
    rememberError: assign({ error: ({ event }) => ('error' in event ? toApiError(event.error) : null) }),
    clearErrors: assign({ error: null, fieldErrors: [] }),
    rejectForm: assign(({ context }) => ({ fieldErrors: feedbackErrors(context) })),
    forwardToUploads: sendTo('uploads', ({ event }) => {
      assertEvent(event, ['upload.add', 'upload.retry', 'upload.remove']);
      return event;
    }),
  },
}).createMachine({
  id: 'feedback',
  description: 'The feedback submit page, then the feedback it created.',
  context: ({ input }) => ({
    client: input.client,
    feedbackType: null,
    content: '',
    contact: '',
    files: [],
    feedbackId: null,
    feedback: null,
    error: null,
    fieldErrors: [],
  }),
  // The queue lives as long as the form; its files are mirrored into `files` so the page re-renders.
  invoke: {
    id: 'uploads',
    src: 'uploadQueue',
    input: ({ context }) => ({ client: context.client, max: MAX_PHOTOS }),
    onSnapshot: { actions: assign({ files: ({ event }) => event.snapshot.context.files }) },
  },
  initial: 'editing',
  states: {
    editing: {
      description:
        'The form: type, content, screenshots (up to 6, with retry and remove), contact (optional); submit disabled while screenshots upload.',
      on: {
        'feedback.type.select': {
          actions: assign(({ event }) => ({ feedbackType: event.feedbackType })),
        },
        'feedback.content.change': { actions: assign(({ event }) => ({ content: event.content })) },
        'feedback.contact.change': { actions: assign(({ event }) => ({ contact: event.contact })) },
        'feedback.submit': [
          { guard: 'formInvalid', actions: 'rejectForm' },
          { guard: 'uploadsSettled', target: 'submitting', actions: 'clearErrors' },
        ],
        'upload.add': { actions: 'forwardToUploads' },
        'upload.retry': { actions: 'forwardToUploads' },
        'upload.remove': { actions: 'forwardToUploads' },
      },
    },
    submitting: {
      description: 'Sending the feedback: the submit button shows a spinner.',
      invoke: {
        src: 'submitFeedback',
        input: ({ context }) => ({ client: context.client, request: requestOf(context) }),
        onDone: { target: 'loading', actions: assign({ feedbackId: ({ event }) => event.output }) },
        onError: { target: 'editing', actions: 'rememberError' },
      },
    },
    loading: {
      description: 'Loading the feedback: "Submission successful" is shown meanwhile.',
      invoke: {
        src: 'fetchFeedback',
        input: ({ context }) => ({ client: context.client, id: context.feedbackId ?? 0 }),
        onDone: { target: 'deciding', actions: assign({ feedback: ({ event }) => event.output }) },
        onError: { target: 'submitted', actions: 'rememberError' },
      },
    },
    deciding: {
      description: 'Picks the state of the status the server answered (no time passes here).',
      always: [
        ...statusRoutes(FEEDBACK_TRANSITIONS, FEEDBACK_STATUS, 'submitted'),
        { target: 'submitted.pending' },
      ],
    },
    submitted: {
      description: 'Submitted: type, content, screenshots, contact and status; pull to refresh.',
      on: { 'feedback.refresh': '#feedback.loading' },
      initial: 'pending',
      states: {
        pending: { description: 'Pending.' },
        resolved: { description: "Resolved: the operator's answer, `feedback.remark`." },
      },
    },
  },
});
