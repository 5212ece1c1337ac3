import type { MallClient } from '../client/create-mall-client';
import { COMPLAINT_STATUS } from '../lifecycle/complaint-lifecycle';
import { COMPLAINT_TRANSITIONS } from '../lifecycle/simple-transitions';
import type { Complaint, ComplaintSubmitRequest } from '../schemas/complaint.schema';
import type { FieldError } from '../schemas/field-errors';
import type { ApiError } from '../transport/api-error';
import { createSubmissionMachine } from './submission.machine';
import type { QueuedFile, UploadQueueEvent } from './upload-queue.machine';

/** The calls the complaint machine makes (uploads through its upload queue). */
export type ComplaintMachineClient = Pick<MallClient, 'complaint' | 'upload'>;

/** Every event the complaint machine accepts. */
export type ComplaintMachineEvent =
  /** A `complainType` dictionary value. */
  | { type: 'complaint.type.select'; complaintType: number }
  | { type: 'complaint.content.change'; content: string }
  | { type: 'complaint.submit' }
  /** Loads the complaint again to see how far it got. */
  | { type: 'complaint.refresh' }
  /** Picture materials: passed on to the upload queue (`snapshot.children.uploads`). */
  | UploadQueueEvent;

/** What `createActor(complaintMachine, { input })` takes. */
export interface ComplaintMachineInput {
  client: ComplaintMachineClient;
}

/** What the complaint page reads from `snapshot.context`: the form, its pictures and the complaint sent. */
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
  /** The key of the last request sent and that request: the same request sent again reuses it. */
  submission: { key: string; request: string } | null;
}

interface ComplaintSubmission {
  id: 'complaint';
  context: ComplaintMachineContext;
  event: ComplaintMachineEvent;
  request: ComplaintSubmitRequest;
  record: Complaint;
  statusName: keyof typeof COMPLAINT_STATUS;
  submitActor: 'submitComplaint';
  fetchActor: 'fetchComplaint';
}

/**
 * A complaint: type, content and up to 6 pictures through the upload queue, submitted, then
 * verifying, accepted and processed as the operator moves it (`COMPLAINT_TRANSITIONS`).
 * @example
 * const actor = createActor(complaintMachine, { input: { client } }).start();
 * actor.send({ type: 'upload.add', files: [photo] });
 * actor.send({ type: 'complaint.submit' });
 */
export const complaintMachine = /* @__PURE__ */ (() =>
  createSubmissionMachine<ComplaintSubmission>({
    id: 'complaint',
    initial: { complaintType: null, content: '', complaintId: null, complaint: null },
    fields: { id: 'complaintId', record: 'complaint' },
    formEvents: {
      'complaint.type.select': (event) => ({ complaintType: event.complaintType }),
      'complaint.content.change': (event) => ({ content: event.content }),
    },
    requestOf: (context, images) => ({
      type: context.complaintType ?? Number.NaN,
      content: context.content,
      images,
    }),
    schema: (forms) => forms.complaintSubmitRequestSchema,
    submit: {
      actor: 'submitComplaint',
      call: ({ client, request, idempotencyKey }, signal) =>
        client.complaint.submit(request, { signal, idempotencyKey }),
    },
    fetch: {
      actor: 'fetchComplaint',
      call: ({ client, id }, signal) => client.complaint.info({ id }, { signal }),
    },
    status: {
      names: COMPLAINT_STATUS,
      transitions: COMPLAINT_TRANSITIONS,
      initial: 'verifying',
      descriptions: {
        verifying: 'Verifying.',
        accepted: 'Accepted.',
        processed: 'Processed (completed): `complaint.result`.',
      },
    },
    descriptions: {
      editing:
        'The form: type, content, pictures (up to 6, with retry and remove); submit disabled while pictures upload.',
      submitted: 'Submitted: type, content, pictures and status; pull to refresh.',
    },
  }))();
