import type { ImagePreviewLabels } from '../image-preview';
import type { StoryCopy } from './story-copy';

export function imagePreviewLabels(copy: StoryCopy): ImagePreviewLabels {
  return {
    preview: copy.photos,
    close: copy.close,
    zoomIn: copy.zoomIn,
    zoomOut: copy.zoomOut,
    previous: copy.previous,
    next: copy.next,
  };
}
