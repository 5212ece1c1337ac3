import type { ImageUploaderProps, UploadItem, UploadStatus } from '@mall/react-ui';
import { type QueuedFile, uploadedUrls, uploadQueueMachine, uploadsSettled } from '@mall/sdk/machines';
import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
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

/**
 * The SDK's `uploadQueueMachine` behind a kit `ImageUploader`: up to `max` photos, each uploaded
 * through `client.upload` (whatever upload mode the server answers), retried or removed by the
 * shopper. The upload call reports no bytes sent, so a waiting photo shows 0 % and the one being
 * sent shows its bar half full until the server answers.
 */
export function useUploadQueue({ max, photoLabel }: UploadQueueOptions): UploadQueue {
  const { t } = useI18n();
  const previewLabels = usePreviewLabels();
  const client = useMemo(() => mallClient(), []);
  const [snapshot, send] = useMachine(uploadQueueMachine, { input: { client, max } });
  const { files } = snapshot.context;

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
    progress: file.status === 'uploading' ? 0.5 : 0,
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
    urls: uploadedUrls(snapshot.context),
    busy: !uploadsSettled(snapshot.context),
    failed: files.some((file) => file.status === 'failed'),
  };
}
