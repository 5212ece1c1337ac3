import type { ImageUploaderProps, UploadItem, UploadStatus } from '@mall/react-ui';
import {
  type QueuedFile,
  type UploadQueueClient,
  type UploadQueueEvent,
  uploadedUrls,
  uploadQueueMachine,
  uploadsSettled,
} from '@mall/sdk/machines';
import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { mallClient } from '../api/mall-client';
import { useI18n } from '../i18n/i18n-context';
import { usePreviewLabels } from './use-preview-labels';

export interface UploadQueueOptions {
  /** How many photos the form takes. */
  max: number;
  /** The accessible name of the photo at `index` (1-based), e.g. "Photo 2". */
  photoLabel: (index: number) => string;
}

/** Photos picked for a form, uploaded one by one on the SDK's upload queue. */
export interface UploadQueue {
  /** Props for the kit's `ImageUploader`: thumbnails with progress, retry and removal. */
  uploaderProps: Omit<ImageUploaderProps, 'className' | 'ref' | 'disabled' | 'accept'>;
  /** The URLs of the uploaded photos, in the order they were picked. */
  urls: string[];
  /** Whether a photo is still waiting or uploading (submit waits for it). */
  busy: boolean;
  /** Whether a photo failed and is neither retried nor removed. */
  failed: boolean;
}

function uploadStatus(file: QueuedFile): UploadStatus {
  switch (file.status) {
    case 'done':
      return 'done';
    case 'failed':
      return 'error';
    default:
      return 'uploading';
  }
}

/** The share of a file sent (0–1) while it is uploading; a done file is full, any other empty. */
function progressOf(file: QueuedFile, sent: ReadonlyMap<Blob, number>): number {
  if (file.status === 'done') {
    return 1;
  }
  return file.status === 'uploading' ? (sent.get(file.file) ?? 0) : 0;
}

/** An upload client whose uploads report the share of each file sent, and those shares. */
export interface UploadProgress {
  /** `client.upload` of the app's client, reporting progress into `sent`. */
  client: UploadQueueClient;
  /** The share sent of each file (0–1), by the file. */
  sent: ReadonlyMap<Blob, number>;
}

/**
 * The app's `client.upload` (whatever upload mode the server answers) for an upload queue, with
 * the share of each file's bytes sent so far, as the upload reports it.
 */
export function useUploadProgress(): UploadProgress {
  // The share sent of each file, by the file: the machine hands the upload the file it queued.
  const [sent, setSent] = useState<ReadonlyMap<Blob, number>>(new Map());
  const client = useMemo<UploadQueueClient>(() => {
    const mall = mallClient();
    const report = (file: Blob, share: number) =>
      setSent((current) => new Map(current).set(file, Math.min(1, Math.max(0, share))));
    return {
      upload: (file, options) => {
        // A retry starts again from an empty bar.
        report(file, 0);
        return mall.upload(file, {
          ...options,
          onProgress: (bytes, total) => report(file, total > 0 ? bytes / total : 1),
        });
      },
    };
  }, []);
  return { client, sent };
}

/**
 * The SDK's `uploadQueueMachine` behind a kit `ImageUploader`: up to `max` photos, each uploaded
 * through `client.upload` (whatever upload mode the server answers), retried or removed by the
 * shopper. The photo being sent shows the share of its bytes sent so far, as the upload reports it.
 */
export function useUploadQueue(options: UploadQueueOptions): UploadQueue {
  const progress = useUploadProgress();
  const [snapshot, send] = useMachine(uploadQueueMachine, {
    input: { client: progress.client, max: options.max },
  });
  return useQueuedUploads(snapshot.context.files, send, progress.sent, options);
}

/**
 * The files of an upload queue that runs elsewhere (a submission machine's `uploads` child, whose
 * client comes from `useUploadProgress`) behind a kit `ImageUploader`; `send` takes the queue's events.
 */
export function useQueuedUploads(
  files: readonly QueuedFile[],
  send: (event: UploadQueueEvent) => void,
  sent: ReadonlyMap<Blob, number>,
  { max, photoLabel }: UploadQueueOptions,
): UploadQueue {
  const { t } = useI18n();
  const previewLabels = usePreviewLabels();

  // A local preview per picked file, freed when the file leaves the queue or the form closes.
  const previews = useRef(new Map<string, string>());
  for (const file of files) {
    if (!previews.current.has(file.id)) {
      previews.current.set(file.id, URL.createObjectURL(file.file));
    }
  }
  useEffect(() => {
    const live = new Set(files.map((file) => file.id));
    for (const [id, url] of previews.current) {
      if (!live.has(id)) {
        URL.revokeObjectURL(url);
        previews.current.delete(id);
      }
    }
  }, [files]);
  useEffect(() => {
    const owned = previews.current;
    return () => {
      for (const url of owned.values()) {
        URL.revokeObjectURL(url);
      }
      owned.clear();
    };
  }, []);

  const items: UploadItem[] = files.map((file, index) => ({
    id: file.id,
    src: file.url ?? previews.current.get(file.id) ?? '',
    alt: photoLabel(index + 1),
    status: uploadStatus(file),
    progress: progressOf(file, sent),
  }));
  return {
    uploaderProps: {
      items,
      max,
      onAdd: (picked) => send({ type: 'upload.add', files: picked }),
      onRetry: (id) => send({ type: 'upload.retry', id }),
      onRemove: (id) => send({ type: 'upload.remove', id }),
      labels: {
        ...previewLabels,
        add: t('upload.add'),
        remove: t('upload.remove'),
        retry: t('common.retry'),
        uploading: t('upload.uploading'),
        failed: t('upload.failed'),
      },
    },
    urls: uploadedUrls({ files: [...files] }),
    busy: !uploadsSettled({ files: [...files] }),
    failed: files.some((file) => file.status === 'failed'),
  };
}
