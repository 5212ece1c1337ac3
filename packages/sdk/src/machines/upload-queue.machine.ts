import { assign, fromPromise } from 'xstate';
import type { MallClient } from '../client/create-mall-client';
import { MAX_PHOTOS } from '../schemas/max-photos';
import { type ApiError, toApiError } from '../transport/api-error';
import { setupMachine } from './setup-machine';

/** The call the upload queue makes: `client.upload`, which asks the server's upload mode first. */
export type UploadQueueClient = Pick<MallClient, 'upload'>;

/** The state of one file in the queue. */
export type QueuedFileStatus = 'pending' | 'uploading' | 'done' | 'failed';

/** One file of the queue, as the picker shows it: its thumbnail, state and URL once uploaded. */
export interface QueuedFile {
  /** The queue's own id of the file (`file-1`, `file-2`, ...). */
  id: string;
  file: Blob;
  name: string;
  status: QueuedFileStatus;
  /** The file's URL once uploaded. */
  url: string | null;
  error: ApiError | null;
}

/** Every event the upload queue accepts (a submission machine passes them on to it). */
export type UploadQueueEvent =
  /** Files the shopper picked; those beyond `max` are not added. */
  | { type: 'upload.add'; files: Blob[] }
  | { type: 'upload.retry'; id: string }
  | { type: 'upload.remove'; id: string };

/** What `createActor(uploadQueueMachine, { input })` takes. */
export interface UploadQueueInput {
  client: UploadQueueClient;
  /** How many files the queue holds; default 6 (feedback and complaint photos). */
  max?: number;
}

/** What the picker reads from `snapshot.context`: the files in the order they were added. */
export interface UploadQueueContext {
  client: UploadQueueClient;
  max: number;
  files: QueuedFile[];
  /** The file being uploaded. */
  currentId: string | null;
  /** Ids given so far. */
  added: number;
}

/** The URLs of the files that are uploaded, in the order they were added. */
export function uploadedUrls(context: Pick<UploadQueueContext, 'files'>): string[] {
  return context.files.flatMap((file) => (file.status === 'done' && file.url !== null ? [file.url] : []));
}

/** Whether nothing is waiting or uploading (failed files count as settled: retry or remove them). */
export function uploadsSettled(context: Pick<UploadQueueContext, 'files'>): boolean {
  return context.files.every((file) => file.status === 'done' || file.status === 'failed');
}

function withStatus(files: QueuedFile[], id: string | null, change: Partial<QueuedFile>): QueuedFile[] {
  return files.map((file) => (file.id === id ? { ...file, ...change } : file));
}

/**
 * Up to `max` files, each pending -> uploading -> done or failed (retry or remove), uploaded one
 * at a time through `client.upload`, which honours the server's upload mode (local or cloud).
 * @example
 * const actor = createActor(uploadQueueMachine, { input: { client, max: 6 } }).start();
 * actor.send({ type: 'upload.add', files: [...input.files] });
 */
export const uploadQueueMachine = /* @__PURE__ */ (() =>
  setupMachine({
    types: {
      context: {} as UploadQueueContext,
      events: {} as UploadQueueEvent,
      input: {} as UploadQueueInput,
    },
    actors: {
      uploadFile: fromPromise<string, { client: UploadQueueClient; file: Blob; name: string }>(
        ({ input, signal }) => input.client.upload(input.file, { fileName: input.name, signal }),
      ),
    },
    guards: {
      hasRoom: ({ context, event }) =>
        event.type === 'upload.add' && event.files.length > 0 && context.files.length < context.max,
      hasPending: ({ context }) => context.files.some((file) => file.status === 'pending'),
      failedFile: ({ context, event }) =>
        event.type === 'upload.retry' &&
        context.files.some((file) => file.id === event.id && file.status === 'failed'),
      knownFile: ({ context, event }) =>
        event.type === 'upload.remove' && context.files.some((file) => file.id === event.id),
      removesCurrent: ({ context, event }) =>
        event.type === 'upload.remove' && event.id === context.currentId,
    },
    // Each action is only ever taken on its own event; `event.type` narrows it by hand (xstate's
    // `assertEvent` would add 0.1 KB gzip to an app that imports one machine).
    actions: {
      addFiles: assign(({ context, event }) => {
        if (event.type !== 'upload.add') {
          return {};
        }
        const room = Math.max(0, context.max - context.files.length);
        const files = event.files.slice(0, room).map(
          (file, index): QueuedFile => ({
            id: `file-${context.added + index + 1}`,
            file,
            name: (file as File).name || 'file',
            status: 'pending',
            url: null,
            error: null,
          }),
        );
        return { files: [...context.files, ...files], added: context.added + files.length };
      }),
      retryFile: assign(({ context, event }) => {
        if (event.type !== 'upload.retry') {
          return {};
        }
        return { files: withStatus(context.files, event.id, { status: 'pending', error: null }) };
      }),
      removeFile: assign(({ context, event }) => {
        if (event.type !== 'upload.remove') {
          return {};
        }
        return { files: context.files.filter((file) => file.id !== event.id) };
      }),
      startNext: assign(({ context }) => {
        const next = context.files.find((file) => file.status === 'pending');
        return {
          currentId: next?.id ?? null,
          files: withStatus(context.files, next?.id ?? null, { status: 'uploading' }),
        };
      }),
    },
  }).createMachine({
    id: 'uploadQueue',
    description: 'The image picker of feedback, complaints and reviews.',
    context: ({ input }) => ({
      client: input.client,
      max: input.max ?? MAX_PHOTOS,
      files: [],
      currentId: null,
      added: 0,
    }),
    on: {
      'upload.add': { guard: 'hasRoom', actions: 'addFiles' },
      'upload.retry': { guard: 'failedFile', actions: 'retryFile' },
      'upload.remove': { guard: 'knownFile', actions: 'removeFile' },
    },
    initial: 'idle',
    states: {
      idle: {
        description:
          'Thumbnails with their state (done, or failed with retry); an add tile while under `max`.',
        always: { guard: 'hasPending', target: 'uploading' },
      },
      uploading: {
        description: 'One file uploads (a progress ring on its thumbnail); the rest wait.',
        entry: 'startNext',
        on: {
          // Removing the file being uploaded stops its upload (the request is aborted).
          'upload.remove': [
            { guard: 'removesCurrent', target: 'idle', actions: ['removeFile', assign({ currentId: null })] },
            { guard: 'knownFile', actions: 'removeFile' },
          ],
        },
        invoke: {
          src: 'uploadFile',
          input: ({ context }) => {
            const file = context.files.find((candidate) => candidate.id === context.currentId);
            if (file === undefined) {
              throw new Error('uploading needs a pending file');
            }
            return { client: context.client, file: file.file, name: file.name };
          },
          onDone: {
            target: 'idle',
            actions: assign(({ context, event }) => ({
              files: withStatus(context.files, context.currentId, { status: 'done', url: event.output }),
              currentId: null,
            })),
          },
          onError: {
            target: 'idle',
            actions: assign(({ context, event }) => ({
              files: withStatus(context.files, context.currentId, {
                status: 'failed',
                error: toApiError(event.error),
              }),
              currentId: null,
            })),
          },
        },
      },
    },
  }))();
