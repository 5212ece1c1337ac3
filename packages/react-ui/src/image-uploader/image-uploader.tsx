import { type ChangeEvent, type Ref, useId, useState } from 'react';
import { Icon } from '../icon';
import { ImagePreview, type ImagePreviewLabels } from '../image-preview';
import { classNames } from '../internal/class-names';
import { formatCount, useNumberLocale } from '../internal/number-locale';

/** The spec's limit for feedback, complaint and review photos. */
export const maximumUploads = 6;

/** The states of a picture's upload. */
export type UploadStatus = 'uploading' | 'done' | 'error';
/** How full an uploader is (its `data-state`). */
export type ImageUploaderState = 'empty' | 'partial' | 'full';

/** One picture of the uploader. */
export interface UploadItem {
  /** Unique among the items. */
  id: string;
  /** Preview URL (object URL while uploading, the stored URL once done). */
  src: string;
  /** Description for assistive technology, e.g. "Photo 1". */
  alt: string;
  /** Where its upload stands. */
  status: UploadStatus;
  /** 0 to 1 while uploading. */
  progress?: number;
}

/** The uploader's wording, translated by the app, with the preview's. */
export interface ImageUploaderLabels extends ImagePreviewLabels {
  /** Label of the add tile. */
  add: string;
  /** Label of the remove button on each picture. */
  remove: string;
  /** Label of the button that uploads a failed picture again. */
  retry: string;
  /** Shown on a picture being uploaded. */
  uploading: string;
  /** Shown on a picture whose upload failed. */
  failed: string;
}

/** Props of {@link ImageUploader}. */
export interface ImageUploaderProps {
  /** The pictures, added or uploading, in order. */
  items: readonly UploadItem[];
  /** Called with the picked files, already cut to the free slots. */
  onAdd: (files: File[]) => void;
  /** Called with the id of the picture to remove. */
  onRemove: (id: string) => void;
  /** Called with the id of a failed picture to upload again. */
  onRetry: (id: string) => void;
  /** How many pictures at most; the add tile goes once there are as many. */
  max?: number;
  /** File types the picker offers. */
  accept?: string;
  /** The uploader's wording. */
  labels: ImageUploaderLabels;
  /** Turns adding, removing and retrying off. */
  disabled?: boolean;
  /** Extra class names for the root element. */
  className?: string;
  /** A ref to the root DOM element. */
  ref?: Ref<HTMLDivElement>;
}

function uploaderState(count: number, max: number): ImageUploaderState {
  if (count === 0) {
    return 'empty';
  }
  return count >= max ? 'full' : 'partial';
}

/**
 * Photo picker for feedback, complaints and reviews: up to six tiles with upload progress, retry on
 * failure, remove, and a full-screen preview. The app owns the upload itself (the SDK's queue).
 */
export function ImageUploader({
  items,
  onAdd,
  onRemove,
  onRetry,
  max = maximumUploads,
  accept = 'image/*',
  labels,
  disabled = false,
  className,
  ref,
}: ImageUploaderProps) {
  const inputId = useId();
  const [previewIndex, setPreviewIndex] = useState<number | null>(null);
  const locale = useNumberLocale();
  const free = Math.max(0, max - items.length);

  function handleFiles(event: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.target.files ?? []).slice(0, free);
    // Cleared so that picking the same file again still fires a change.
    event.target.value = '';
    if (files.length > 0) {
      onAdd(files);
    }
  }

  return (
    <div
      ref={ref}
      className={classNames('mall-image-uploader', className)}
      data-state={uploaderState(items.length, max)}
    >
      <ul className="mall-image-uploader__grid">
        {items.map((item, index) => {
          const statusId = `${inputId}-${item.id}-status`;
          const percent = Math.round((item.progress ?? 0) * 100);
          return (
            <li key={item.id} className="mall-image-uploader__tile" data-state={item.status}>
              <button
                type="button"
                className="mall-plain-button mall-image-uploader__thumbnail"
                aria-describedby={item.status === 'done' ? undefined : statusId}
                onClick={() => setPreviewIndex(index)}
              >
                <img src={item.src} alt={item.alt} />
              </button>
              {item.status === 'uploading' && (
                <div className="mall-image-uploader__cover">
                  <span id={statusId} className="mall-visually-hidden">
                    {labels.uploading}
                  </span>
                  <div
                    role="progressbar"
                    aria-label={labels.uploading}
                    aria-valuemin={0}
                    aria-valuemax={100}
                    aria-valuenow={percent}
                    className="mall-image-uploader__progress"
                  >
                    <span style={{ width: `${percent}%` }} />
                  </div>
                  <span aria-hidden="true">{formatCount(percent, locale)}%</span>
                </div>
              )}
              {item.status === 'error' && (
                <div className="mall-image-uploader__cover">
                  <span id={statusId}>{labels.failed}</span>
                  <button
                    type="button"
                    className="mall-plain-button mall-image-uploader__retry"
                    aria-describedby={`${inputId}-${item.id}-name`}
                    onClick={() => onRetry(item.id)}
                  >
                    <Icon name="refresh" size={14} />
                    {labels.retry}
                  </button>
                </div>
              )}
              <span id={`${inputId}-${item.id}-name`} className="mall-visually-hidden">
                {item.alt}
              </span>
              <button
                type="button"
                className="mall-plain-button mall-icon-button mall-image-uploader__remove"
                aria-label={labels.remove}
                aria-describedby={`${inputId}-${item.id}-name`}
                onClick={() => onRemove(item.id)}
              >
                <Icon name="close" size={12} />
              </button>
            </li>
          );
        })}
        {free > 0 && (
          <li className="mall-image-uploader__tile">
            <label className="mall-image-uploader__add" data-disabled={disabled ? '' : undefined}>
              <input
                id={inputId}
                className="mall-visually-hidden"
                type="file"
                accept={accept}
                multiple={free > 1}
                disabled={disabled}
                onChange={handleFiles}
              />
              <Icon name="camera" size={26} />
              <span className="mall-image-uploader__add-label">{labels.add}</span>
              <span className="mall-image-uploader__count" aria-hidden="true">
                {formatCount(items.length, locale)}/{formatCount(max, locale)}
              </span>
            </label>
          </li>
        )}
      </ul>
      <ImagePreview
        open={previewIndex !== null}
        onClose={() => setPreviewIndex(null)}
        images={items}
        index={previewIndex ?? 0}
        onIndexChange={setPreviewIndex}
        labels={labels}
      />
    </div>
  );
}
