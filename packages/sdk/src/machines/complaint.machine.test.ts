import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, getNextSnapshot, waitFor } from 'xstate';
import { createMallClient } from '../client/create-mall-client';
import type { ComplaintStatus } from '../lifecycle/complaint-lifecycle';
import type { Complaint, ComplaintSubmitRequest } from '../schemas/complaint.schema';
import { createMemoryStorage } from '../storage/storage';
import { ApiError } from '../transport/api-error';
import { type ComplaintMachineClient, complaintMachine } from './complaint.machine';
import { type UploadQueueClient, uploadQueueMachine } from './upload-queue.machine';

const client = createMallClient({ baseURL: 'http://127.0.0.1:9/api', storage: createMemoryStorage() });

const photo = (name: string) => new File(['x'], name, { type: 'image/png' });

function complaintWith(status: ComplaintStatus, extra: Partial<Complaint> = {}): Complaint {
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

function fakeDesk(options: { submit?: () => number | Error; statuses?: ComplaintStatus[] } = {}) {
  const sent: ComplaintSubmitRequest[] = [];
  const statuses = [...(options.statuses ?? [0])];
  let releaseUpload: () => void = () => undefined;
  const machine = complaintMachine.provide({
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
      submitComplaint: fromPromise<
        number,
        { client: ComplaintMachineClient; request: ComplaintSubmitRequest }
      >(async ({ input }) => {
        sent.push(input.request);
        const answer = options.submit?.() ?? 5;
        if (answer instanceof Error) {
          throw answer;
        }
        return answer;
      }),
      fetchComplaint: fromPromise(async () =>
        complaintWith(statuses.length > 1 ? (statuses.shift() ?? 0) : (statuses[0] ?? 0), {
          result: 'Refunded',
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

describe('complaint machine', () => {
  it('submits type, content and an uploaded picture, then follows verifying to processed', async () => {
    const desk = fakeDesk({ statuses: [0, 1, 2] });
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
    const desk = fakeDesk({ submit: () => new ApiError({ code: 1002, message: 'content too long' }) });
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

  it('refuses a complaint without content and refresh before submitting', () => {
    const desk = fakeDesk();
    const actor = desk.start();
    actor.send({ type: 'complaint.type.select', complaintType: 1 });
    expect(actor.getSnapshot().can({ type: 'complaint.refresh' })).toBe(false);

    const next = getNextSnapshot(desk.machine, actor.getSnapshot(), { type: 'complaint.submit' });
    expect(next.value).toBe('editing');
    expect(next.context.fieldErrors).toEqual([{ field: 'content', key: 'validation.required' }]);
    expect(desk.sent).toEqual([]);
  });
});
