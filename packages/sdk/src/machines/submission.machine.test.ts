import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { createMallClient } from '../client/create-mall-client';
import type { ComplaintStatus } from '../lifecycle/complaint-lifecycle';
import type { FeedbackStatus } from '../lifecycle/feedback-lifecycle';
import {
  type Complaint,
  type ComplaintSubmitRequest,
  complaintSubmitRequestSchema,
} from '../schemas/complaint.schema';
import type { Feedback, FeedbackSubmitRequest } from '../schemas/feedback.schema';
import { type FieldError, fieldErrorsOf } from '../schemas/field-errors';
import { SUBMISSION_CONTENT_MAX } from '../schemas/submission.schema';
import { createMemoryStorage } from '../storage/storage';
import { ApiError } from '../transport/api-error';
import { type ComplaintMachineClient, complaintMachine } from './complaint.machine';
import { type FeedbackMachineClient, feedbackMachine } from './feedback.machine';
import { type UploadQueueClient, uploadQueueMachine } from './upload-queue.machine';

// The complaint and feedback machines are one submission machine configured twice; each is tested
// through its own events and fields, with the fakes below shared.

const client = createMallClient({ baseURL: 'http://127.0.0.1:9/api', storage: createMemoryStorage() });

const photo = (name: string) => new File(['x'], name, { type: 'image/png' });

/** An upload queue whose upload waits for `release()`, so a test sees submit refused meanwhile. */
function heldUploads() {
  let releaseUpload: () => void = () => undefined;
  const uploadQueue = uploadQueueMachine.provide({
    actors: {
      uploadFile: fromPromise<string, { client: UploadQueueClient; file: Blob; name: string }>(
        ({ input }) =>
          new Promise((resolve) => {
            releaseUpload = () => resolve(`https://files.example/${input.name}`);
          }),
      ),
    },
  });
  return { uploadQueue, release: () => releaseUpload() };
}

interface DeskOptions<Status> {
  /** What the submit answers: an id, or an error it fails with (default the id 5). */
  submit?: () => number | Error;
  /** The statuses the loads answer in turn, the last one from then on (default `[0]`). */
  statuses?: Status[];
}

/** A submit actor's body that records each request in `sent` and answers as `options.submit` says. */
function recordingSubmit<Request>(sent: Request[], options: DeskOptions<unknown>, keys: string[] = []) {
  return async ({ input }: { input: { request: Request; idempotencyKey: string } }) => {
    sent.push(input.request);
    keys.push(input.idempotencyKey);
    const answer = options.submit?.() ?? 5;
    if (answer instanceof Error) {
      throw answer;
    }
    return answer;
  };
}

/** The status of each load in turn. */
function statusesInTurn<Status extends number>(options: DeskOptions<Status>): () => Status | 0 {
  const statuses = [...(options.statuses ?? [0 as Status])];
  return () => (statuses.length > 1 ? (statuses.shift() ?? 0) : (statuses[0] ?? 0));
}

/** The fields of the submission the fake server answers, besides its status and note. */
const answered = { id: 5, createTime: '2026-01-31T08:00:00+08:00', type: 1, content: 'Late', images: [] };

function complaintWith(status: ComplaintStatus, extra: Partial<Complaint> = {}): Complaint {
  return { ...answered, status, ...extra };
}

function complaintDesk(options: DeskOptions<ComplaintStatus> = {}) {
  const sent: ComplaintSubmitRequest[] = [];
  const uploads = heldUploads();
  const nextStatus = statusesInTurn(options);
  const machine = complaintMachine.provide({
    actors: {
      uploadQueue: uploads.uploadQueue,
      submitComplaint: fromPromise<
        number,
        { client: ComplaintMachineClient; request: ComplaintSubmitRequest; idempotencyKey: string }
      >(recordingSubmit(sent, options)),
      fetchComplaint: fromPromise(async () => complaintWith(nextStatus(), { result: 'Refunded' })),
    },
  });
  return {
    machine,
    sent,
    release: uploads.release,
    start: () => createActor(machine, { input: { client } }).start(),
  };
}

function feedbackWith(status: FeedbackStatus, extra: Partial<Feedback> = {}): Feedback {
  return { ...answered, status, ...extra };
}

function feedbackDesk(options: DeskOptions<FeedbackStatus> = {}) {
  const sent: FeedbackSubmitRequest[] = [];
  const keys: string[] = [];
  const uploads = heldUploads();
  const nextStatus = statusesInTurn(options);
  const machine = feedbackMachine.provide({
    actors: {
      uploadQueue: uploads.uploadQueue,
      submitFeedback: fromPromise<
        number,
        { client: FeedbackMachineClient; request: FeedbackSubmitRequest; idempotencyKey: string }
      >(recordingSubmit(sent, options, keys)),
      fetchFeedback: fromPromise(async () => feedbackWith(nextStatus(), { remark: 'Fixed in 1.0.1' })),
    },
  });
  return {
    machine,
    sent,
    keys,
    release: uploads.release,
    start: () => createActor(machine, { input: { client } }).start(),
  };
}

describe('complaint machine', () => {
  it('submits type, content and an uploaded picture, then follows verifying to processed', async () => {
    const desk = complaintDesk({ statuses: [0, 1, 2] });
    const actor = desk.start();
    actor.send({ type: 'complaint.type.select', complaintType: 1 });
    actor.send({ type: 'complaint.content.change', content: 'Late' });
    actor.send({ type: 'upload.add', files: [photo('proof.png')] });

    expect(actor.getSnapshot().can({ type: 'complaint.submit' })).toBe(false);
    desk.release();
    await waitFor(actor, (state) => state.can({ type: 'complaint.submit' }));
    actor.send({ type: 'complaint.submit' });
    let snapshot = await waitFor(actor, (state) => state.matches('submitted'));

    expect(desk.sent).toEqual([{ type: 1, content: 'Late', images: ['https://files.example/proof.png'] }]);
    expect(snapshot.value).toEqual({ submitted: 'verifying' });
    actor.send({ type: 'complaint.refresh' });
    snapshot = await waitFor(actor, (state) => state.matches({ submitted: 'accepted' }));
    actor.send({ type: 'complaint.refresh' });
    snapshot = await waitFor(actor, (state) => state.matches({ submitted: 'processed' }));
    expect(snapshot.context.complaint?.result).toBe('Refunded');
  });

  it('goes back to the form with the server message when the submit fails', async () => {
    const desk = complaintDesk({ submit: () => new ApiError({ code: 1002, message: 'content too long' }) });
    const actor = desk.start();
    actor.send({ type: 'complaint.type.select', complaintType: 1 });
    actor.send({ type: 'complaint.content.change', content: 'Late' });
    actor.send({ type: 'complaint.submit' });
    const snapshot = await waitFor(
      actor,
      (state) => state.matches('editing') && state.context.error !== null,
    );
    expect(snapshot.context.error?.message).toBe('content too long');
  });

  it('refuses a complaint without content and refresh before submitting', async () => {
    const desk = complaintDesk();
    const actor = desk.start();
    actor.send({ type: 'complaint.type.select', complaintType: 1 });
    expect(actor.getSnapshot().can({ type: 'complaint.refresh' })).toBe(false);

    actor.send({ type: 'complaint.submit' });
    // The check (its schema loads on the first submit) comes before any request.
    expect(actor.getSnapshot().value).toBe('validating');
    const back = await waitFor(actor, (state) => !state.matches('validating'));
    expect(back.value).toBe('editing');
    expect(back.context.fieldErrors).toEqual([{ field: 'content', key: 'validation.required' }]);
    expect(desk.sent).toEqual([]);
  });

  it('answers the field errors of the shared schema, params included, and clears them on a valid submit', async () => {
    const desk = complaintDesk();
    const actor = desk.start();
    const tooLong = { type: 1, content: 'x'.repeat(SUBMISSION_CONTENT_MAX + 1) };
    actor.send({ type: 'complaint.type.select', complaintType: tooLong.type });
    actor.send({ type: 'complaint.content.change', content: tooLong.content });
    actor.send({ type: 'complaint.submit' });
    const back = await waitFor(actor, (state) => !state.matches('validating'));
    expect(back.value).toBe('editing');
    expect(back.context.fieldErrors).toEqual(fieldErrorsOf(complaintSubmitRequestSchema, tooLong));
    expect(back.context.fieldErrors).toEqual([
      { field: 'content', key: 'validation.contentLength', params: { min: 1, max: SUBMISSION_CONTENT_MAX } },
    ]);
    expect(desk.sent).toEqual([]);

    actor.send({ type: 'complaint.content.change', content: 'Late' });
    actor.send({ type: 'complaint.submit' });
    const sent = await waitFor(actor, (state) => state.matches('submitted'));
    expect(sent.context.fieldErrors).toEqual([]);
    expect(desk.sent).toEqual([{ type: 1, content: 'Late' }]);
  });

  it('waits while pictures upload, then checks the form', async () => {
    const desk = complaintDesk();
    const actor = desk.start();
    actor.send({ type: 'upload.add', files: [photo('proof.png')] });
    // An empty form cannot be submitted while its picture uploads: submit waits for the upload.
    expect(actor.getSnapshot().can({ type: 'complaint.submit' })).toBe(false);
    actor.send({ type: 'complaint.submit' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.fieldErrors).toEqual([]);

    desk.release();
    await waitFor(actor, (state) => state.can({ type: 'complaint.submit' }));
    actor.send({ type: 'complaint.submit' });
    const back = await waitFor(actor, (state) => !state.matches('validating'));
    expect(back.context.fieldErrors.map((error) => error.field)).toEqual(['type', 'content']);
    expect(desk.sent).toEqual([]);
  });

  it('keeps the form, sends nothing and shows an ApiError when the check cannot load', async () => {
    const desk = complaintDesk();
    const machine = desk.machine.provide({
      actors: {
        validateForm: fromPromise<FieldError[], ComplaintSubmitRequest>(async () => {
          throw new TypeError('Failed to fetch dynamically imported module');
        }),
      },
    });
    const actor = createActor(machine, { input: { client } }).start();
    actor.send({ type: 'complaint.type.select', complaintType: 1 });
    actor.send({ type: 'complaint.content.change', content: 'Late' });
    actor.send({ type: 'complaint.submit' });
    const back = await waitFor(actor, (state) => state.matches('editing') && state.context.error !== null);
    expect(back.context.error).toBeInstanceOf(ApiError);
    expect(back.context.error?.message).toBe('Failed to fetch dynamically imported module');
    expect(back.context.content).toBe('Late');
    expect(desk.sent).toEqual([]);
  });
});

describe('feedback machine', () => {
  it('submits type, content, contact and an uploaded screenshot, then waits until resolved', async () => {
    const desk = feedbackDesk({ statuses: [0, 1] });
    const actor = desk.start();
    actor.send({ type: 'feedback.type.select', feedbackType: 1 });
    actor.send({ type: 'feedback.content.change', content: 'Late' });
    actor.send({ type: 'feedback.contact.change', contact: 'wechat: alice' });
    actor.send({ type: 'upload.add', files: [photo('proof.png')] });

    expect(actor.getSnapshot().can({ type: 'feedback.submit' })).toBe(false);
    desk.release();
    await waitFor(actor, (state) => state.can({ type: 'feedback.submit' }));
    actor.send({ type: 'feedback.submit' });
    let snapshot = await waitFor(actor, (state) => state.matches('submitted'));

    expect(desk.sent).toEqual([
      { type: 1, content: 'Late', contact: 'wechat: alice', images: ['https://files.example/proof.png'] },
    ]);
    expect(snapshot.value).toEqual({ submitted: 'pending' });
    actor.send({ type: 'feedback.refresh' });
    snapshot = await waitFor(actor, (state) => state.matches({ submitted: 'resolved' }));
    expect(snapshot.context.feedback?.remark).toBe('Fixed in 1.0.1');
  });

  it('goes back to the form with the server message when the submit fails', async () => {
    const desk = feedbackDesk({ submit: () => new ApiError({ code: 1002, message: 'content too long' }) });
    const actor = desk.start();
    actor.send({ type: 'feedback.type.select', feedbackType: 1 });
    actor.send({ type: 'feedback.content.change', content: 'Late' });
    actor.send({ type: 'feedback.submit' });
    const snapshot = await waitFor(
      actor,
      (state) => state.matches('editing') && state.context.error !== null,
    );
    expect(snapshot.context.error?.message).toBe('content too long');
  });

  it('sends the same request again with its first key after a lost answer, and a changed one with a new key', async () => {
    let answers = 0;
    const lost = () => new ApiError({ code: -1, message: 'timeout' });
    const desk = feedbackDesk({ submit: () => (++answers < 3 ? lost() : 5) });
    const actor = desk.start();
    const failedAgain = () =>
      waitFor(actor, (state) => state.matches('editing') && state.context.error !== null);
    actor.send({ type: 'feedback.type.select', feedbackType: 1 });
    actor.send({ type: 'feedback.content.change', content: 'Late' });
    actor.send({ type: 'feedback.submit' });
    await failedAgain();
    // The shopper taps submit again: the server may have made it, so the key stays.
    actor.send({ type: 'feedback.submit' });
    await failedAgain();
    actor.send({ type: 'feedback.content.change', content: 'Late again' });
    actor.send({ type: 'feedback.submit' });
    await waitFor(actor, (state) => state.matches('submitted'));
    const [first, second, third] = desk.keys;
    expect(first).toMatch(/^[\x21-\x7e]{8,}$/);
    expect(second).toBe(first);
    expect(third).not.toBe(first);
    expect(desk.sent.map((request) => request.content)).toEqual(['Late', 'Late', 'Late again']);
  });

  it('refuses feedback without content and refresh before submitting', async () => {
    const desk = feedbackDesk();
    const actor = desk.start();
    actor.send({ type: 'feedback.type.select', feedbackType: 1 });
    expect(actor.getSnapshot().can({ type: 'feedback.refresh' })).toBe(false);

    actor.send({ type: 'feedback.submit' });
    expect(actor.getSnapshot().value).toBe('validating');
    const back = await waitFor(actor, (state) => !state.matches('validating'));
    expect(back.value).toBe('editing');
    expect(back.context.fieldErrors).toEqual([{ field: 'content', key: 'validation.required' }]);
    expect(desk.sent).toEqual([]);
  });

  it('passes retry and remove on to its upload queue', async () => {
    let attempts = 0;
    const uploadQueue = uploadQueueMachine.provide({
      actors: {
        uploadFile: fromPromise<string, { client: UploadQueueClient; file: Blob; name: string }>(
          async ({ input }) => {
            attempts += 1;
            if (attempts === 1) {
              throw new ApiError({ code: 602001, message: 'upload failed' });
            }
            return `https://files.example/${input.name}`;
          },
        ),
      },
    });
    const actor = createActor(feedbackDesk().machine.provide({ actors: { uploadQueue } }), {
      input: { client },
    }).start();
    const statuses = () => actor.getSnapshot().context.files.map((file) => file.status);

    actor.send({ type: 'upload.add', files: [photo('a.png'), photo('b.png')] });
    await waitFor(actor, (state) => state.can({ type: 'feedback.submit' }));
    expect(statuses()).toEqual(['failed', 'done']);
    expect(actor.getSnapshot().context.files[0]?.error?.message).toBe('upload failed');

    actor.send({ type: 'upload.retry', id: 'file-1' });
    expect(statuses()).toEqual(['uploading', 'done']);
    await waitFor(actor, (state) => state.can({ type: 'feedback.submit' }));
    expect(statuses()).toEqual(['done', 'done']);

    actor.send({ type: 'upload.remove', id: 'file-2' });
    expect(actor.getSnapshot().context.files.map((file) => file.url)).toEqual([
      'https://files.example/a.png',
    ]);
    expect(actor.getSnapshot().children.uploads?.getSnapshot().context.files).toEqual(
      actor.getSnapshot().context.files,
    );
  });
});
