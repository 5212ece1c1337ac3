import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, getNextSnapshot, waitFor } from 'xstate';
import { createMallClient } from '../client/create-mall-client';
import type { FeedbackStatus } from '../lifecycle/feedback-lifecycle';
import type { Feedback, FeedbackSubmitRequest } from '../schemas/feedback.schema';
import { createMemoryStorage } from '../storage/storage';
import { ApiError } from '../transport/api-error';
import { type FeedbackMachineClient, feedbackMachine } from './feedback.machine';
import { type UploadQueueClient, uploadQueueMachine } from './upload-queue.machine';

const client = createMallClient({ baseURL: 'http://127.0.0.1:9/api', storage: createMemoryStorage() });

const photo = (name: string) => new File(['x'], name, { type: 'image/png' });

function feedbackWith(status: FeedbackStatus, extra: Partial<Feedback> = {}): Feedback {
  return {
    id: 5,
    createTime: '2026-01-31T08:00:00+08:00',
    type: 1,
    content: 'Late',
    images: [],
    status,
    ...extra,
  };
}

function fakeDesk(options: { submit?: () => number | Error; statuses?: FeedbackStatus[] } = {}) {
  const sent: FeedbackSubmitRequest[] = [];
  const statuses = [...(options.statuses ?? [0])];
  let releaseUpload: () => void = () => undefined;
  const machine = feedbackMachine.provide({
    actors: {
      uploadQueue: uploadQueueMachine.provide({
        actors: {
          uploadFile: fromPromise<string, { client: UploadQueueClient; file: Blob; name: string }>(
            ({ input }) =>
              new Promise((resolve) => {
                releaseUpload = () => resolve(`https://files.example/${input.name}`);
              }),
          ),
        },
      }),
      submitFeedback: fromPromise<number, { client: FeedbackMachineClient; request: FeedbackSubmitRequest }>(
        async ({ input }) => {
          sent.push(input.request);
          const answer = options.submit?.() ?? 5;
          if (answer instanceof Error) {
            throw answer;
          }
          return answer;
        },
      ),
      fetchFeedback: fromPromise(async () =>
        feedbackWith(statuses.length > 1 ? (statuses.shift() ?? 0) : (statuses[0] ?? 0), {
          remark: 'Fixed in 1.0.1',
        }),
      ),
    },
  });
  return {
    machine,
    sent,
    release: () => releaseUpload(),
    start: () => createActor(machine, { input: { client } }).start(),
  };
}

describe('feedback machine', () => {
  it('submits type, content, contact and an uploaded screenshot, then waits until resolved', async () => {
    const desk = fakeDesk({ statuses: [0, 1] });
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
    const desk = fakeDesk({ submit: () => new ApiError({ code: 1002, message: 'content too long' }) });
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

  it('refuses feedback without content and refresh before submitting', () => {
    const desk = fakeDesk();
    const actor = desk.start();
    actor.send({ type: 'feedback.type.select', feedbackType: 1 });
    expect(actor.getSnapshot().can({ type: 'feedback.refresh' })).toBe(false);

    const next = getNextSnapshot(desk.machine, actor.getSnapshot(), { type: 'feedback.submit' });
    expect(next.value).toBe('editing');
    expect(next.context.fieldErrors).toEqual([{ field: 'content', key: 'validation.required' }]);
    expect(desk.sent).toEqual([]);
  });
});
