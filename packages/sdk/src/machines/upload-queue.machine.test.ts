import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, getNextSnapshot, waitFor } from 'xstate';
import { createMallClient } from '../client/create-mall-client';
import { createMemoryStorage } from '../storage/storage';
import { ApiError } from '../transport/api-error';
import {
  type UploadQueueClient,
  uploadedUrls,
  uploadQueueMachine,
  uploadsSettled,
} from './upload-queue.machine';

const client = createMallClient({ baseURL: 'http://127.0.0.1:9/api', storage: createMemoryStorage() });

const photo = (name: string) => new File(['x'], name, { type: 'image/png' });

function fakeUploads(fail: (name: string, attempt: number) => boolean = () => false) {
  const attempts = new Map<string, number>();
  const machine = uploadQueueMachine.provide({
    actors: {
      uploadFile: fromPromise<string, { client: UploadQueueClient; file: Blob; name: string }>(
        async ({ input }) => {
          const attempt = (attempts.get(input.name) ?? 0) + 1;
          attempts.set(input.name, attempt);
          if (fail(input.name, attempt)) {
            throw new ApiError({ code: 602001, message: 'upload failed' });
          }
          return `https://files.example/${input.name}`;
        },
      ),
    },
  });
  return { machine, attempts };
}

describe('upload queue machine', () => {
  it('uploads each file in turn and lists their URLs', async () => {
    const { machine } = fakeUploads();
    const actor = createActor(machine, { input: { client } }).start();

    actor.send({ type: 'upload.add', files: [photo('a.png'), photo('b.png')] });
    expect(actor.getSnapshot().value).toBe('uploading');
    expect(actor.getSnapshot().context.files.map((file) => file.status)).toEqual(['uploading', 'pending']);
    const snapshot = await waitFor(actor, (state) => uploadsSettled(state.context) && state.matches('idle'));

    expect(uploadedUrls(snapshot.context)).toEqual([
      'https://files.example/a.png',
      'https://files.example/b.png',
    ]);
  });

  it('marks a failed upload, retries it, and removes a file', async () => {
    const { machine, attempts } = fakeUploads((name, attempt) => name === 'b.png' && attempt === 1);
    const actor = createActor(machine, { input: { client } }).start();
    actor.send({ type: 'upload.add', files: [photo('a.png'), photo('b.png')] });
    let snapshot = await waitFor(actor, (state) => uploadsSettled(state.context) && state.matches('idle'));
    expect(snapshot.context.files.map((file) => file.status)).toEqual(['done', 'failed']);
    expect(snapshot.context.files[1]?.error?.message).toBe('upload failed');

    actor.send({ type: 'upload.retry', id: 'file-2' });
    snapshot = await waitFor(actor, (state) => uploadsSettled(state.context) && state.matches('idle'));
    expect(snapshot.context.files.map((file) => file.status)).toEqual(['done', 'done']);
    expect(attempts.get('b.png')).toBe(2);

    actor.send({ type: 'upload.remove', id: 'file-1' });
    expect(uploadedUrls(actor.getSnapshot().context)).toEqual(['https://files.example/b.png']);
  });

  it('holds at most max files and refuses retrying a file that did not fail', async () => {
    const { machine } = fakeUploads();
    const actor = createActor(machine, { input: { client, max: 2 } }).start();
    actor.send({ type: 'upload.add', files: [photo('a.png'), photo('b.png'), photo('c.png')] });
    const snapshot = await waitFor(actor, (state) => uploadsSettled(state.context) && state.matches('idle'));

    expect(snapshot.context.files.map((file) => file.name)).toEqual(['a.png', 'b.png']);
    expect(snapshot.can({ type: 'upload.add', files: [photo('d.png')] })).toBe(false);
    expect(snapshot.can({ type: 'upload.retry', id: 'file-1' })).toBe(false);
    expect(
      getNextSnapshot(machine, snapshot, { type: 'upload.remove', id: 'file-9' }).context.files,
    ).toHaveLength(2);
  });

  it('stops the upload of a file removed while it uploads', async () => {
    let aborted = false;
    const machine = uploadQueueMachine.provide({
      actors: {
        uploadFile: fromPromise<string, { client: UploadQueueClient; file: Blob; name: string }>(
          ({ signal }) =>
            new Promise((_, reject) => {
              signal.addEventListener('abort', () => {
                aborted = true;
                reject(new Error('aborted'));
              });
            }),
        ),
      },
    });
    const actor = createActor(machine, { input: { client } }).start();
    actor.send({ type: 'upload.add', files: [photo('a.png')] });
    actor.send({ type: 'upload.remove', id: 'file-1' });

    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.files).toEqual([]);
    expect(aborted).toBe(true);
  });
});
