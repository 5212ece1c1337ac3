import { assertEvent, assign, fromPromise, sendTo, setup } from 'xstate';
import type { MallClient } from '../client/create-mall-client';
import { COMPLAINT_STATUS, type ComplaintStatus } from '../lifecycle/complaint-lifecycle';
import { COMPLAINT_TRANSITIONS } from '../lifecycle/simple-transitions';
import { MAX_PHOTOS } from '../schemas/common.schema';
import {
  type Complaint,
  type ComplaintSubmitRequest,
  complaintSubmitRequestSchema,
} from '../schemas/complaint.schema';
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

/** The calls the complaint machine makes (uploads through its upload queue). */
export type ComplaintMachineClient = Pick<MallClient, 'complaint' | 'upload'>;

export type ComplaintMachineEvent =
  /** A `complainType` dictionary value. */
  | { type: 'complaint.type.select'; complaintType: number }
  | { type: 'complaint.content.change'; content: string }
  | { type: 'complaint.submit' }
  /** Loads the complaint again to see how far it got. */
  | { type: 'complaint.refresh' }
  /** Picture materials: passed on to the upload queue (`snapshot.children.uploads`). */
  | UploadQueueEvent;

export interface ComplaintMachineInput {
  client: ComplaintMachineClient;
}

export interface ComplaintMachineContext {
  client: ComplaintMachineClient;
  complaintType: number | null;
  content: string;
  /** The picture materials, up to 6 (mirrored from the upload queue, `snapshot.children.uploads`). */
  files: QueuedFile[];
  complaintId: number | null;
  /** The complaint as the server last answered it. */
  complaint: Complaint | null;
  error: ApiError | null;
  fieldErrors: FieldError[];
}

function requestOf(context: ComplaintMachineContext): ComplaintSubmitRequest {
  const images = uploadedUrls(context);
  return {
    type: context.complaintType ?? Number.NaN,
    content: context.content,
    images: images.length > 0 ? images : undefined,
  };
}

/** Why the complaint cannot be sent (type, content, pictures), by the schema the server uses. */
export function complaintErrors(context: ComplaintMachineContext): FieldError[] {
  return fieldErrorsOf(complaintSubmitRequestSchema, requestOf(context));
}

/**
 * A complaint: type, content and up to 6 pictures through the upload queue, submitted, then
 * verifying, accepted and processed as the operator moves it (`COMPLAINT_TRANSITIONS`).
 * @example
 * const actor = createActor(complaintMachine, { input: { client } }).start();
 * actor.send({ type: 'upload.add', files: [photo] });
 * actor.send({ type: 'complaint.submit' });
 */
export const complaintMachine = setup({
  types: {
    context: {} as ComplaintMachineContext,
    events: {} as ComplaintMachineEvent,
    input: {} as ComplaintMachineInput,
  },
  actors: {
    uploadQueue: uploadQueueMachine,
    submitComplaint: fromPromise<number, { client: ComplaintMachineClient; request: ComplaintSubmitRequest }>(
      async ({ input, signal }) => (await input.client.complaint.submit(input.request, { signal })).id,
    ),
    fetchComplaint: fromPromise<Complaint, { client: ComplaintMachineClient; id: number }>(
      ({ input, signal }) => input.client.complaint.info({ id: input.id }, { signal }),
    ),
  },
  guards: {
    hasStatus: ({ context }, params: { status: ComplaintStatus }) =>
      context.complaint?.status === params.status,
    formInvalid: ({ context }) => complaintErrors(context).length > 0,
    uploadsSettled: ({ context }) => uploadsSettled(context),
  },
  actions: {
    rememberError: assign({ error: ({ event }) => ('error' in event ? toApiError(event.error) : null) }),
    clearErrors: assign({ error: null, fieldErrors: [] }),
    rejectForm: assign(({ context }) => ({ fieldErrors: complaintErrors(context) })),
    forwardToUploads: sendTo('uploads', ({ event }) => {
      assertEvent(event, ['upload.add', 'upload.retry', 'upload.remove']);
      return event;
    }),
  },
}).createMachine({
  id: 'complaint',
  description: 'The complaint submit page, then the complaint it created.',
  context: ({ input }) => ({
    client: input.client,
    complaintType: null,
    content: '',
    files: [],
    complaintId: null,
    complaint: null,
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
        'The form: type, content, pictures (up to 6, with retry and remove); submit disabled while pictures upload.',
      on: {
        'complaint.type.select': {
          actions: assign(({ event }) => ({ complaintType: event.complaintType })),
        },
        'complaint.content.change': { actions: assign(({ event }) => ({ content: event.content })) },
        'complaint.submit': [
          { guard: 'formInvalid', actions: 'rejectForm' },
          { guard: 'uploadsSettled', target: 'submitting', actions: 'clearErrors' },
        ],
        'upload.add': { actions: 'forwardToUploads' },
        'upload.retry': { actions: 'forwardToUploads' },
        'upload.remove': { actions: 'forwardToUploads' },
      },
    },
    submitting: {
      description: 'Sending the complaint: the submit button shows a spinner.',
      invoke: {
        src: 'submitComplaint',
        input: ({ context }) => ({ client: context.client, request: requestOf(context) }),
        onDone: { target: 'loading', actions: assign({ complaintId: ({ event }) => event.output }) },
        onError: { target: 'editing', actions: 'rememberError' },
      },
    },
    loading: {
      description: 'Loading the complaint: "Submission successful" is shown meanwhile.',
      invoke: {
        src: 'fetchComplaint',
        input: ({ context }) => ({ client: context.client, id: context.complaintId ?? 0 }),
        onDone: { target: 'deciding', actions: assign({ complaint: ({ event }) => event.output }) },
        onError: { target: 'submitted', actions: 'rememberError' },
      },
    },
    deciding: {
      description: 'Picks the state of the status the server answered (no time passes here).',
      always: [
        ...statusRoutes(COMPLAINT_TRANSITIONS, COMPLAINT_STATUS, 'submitted'),
        { target: 'submitted.verifying' },
      ],
    },
    submitted: {
      description: 'Submitted: type, content, pictures and status; pull to refresh.',
      on: { 'complaint.refresh': '#complaint.loading' },
      initial: 'verifying',
      states: {
        verifying: { description: 'Verifying.' },
        accepted: { description: 'Accepted.' },
        processed: { description: 'Processed (completed): `complaint.result`.' },
      },
    },
  },
});
