import type { ImagePreviewLabels } from '../image-preview';
import type { StoryCopy } from './story-copy';

export function imagePreviewLabels({ t }: StoryCopy): ImagePreviewLabels {
  return {
    preview: t('preview.photos'),
    close: t('preview.close'),
    zoomIn: t('preview.zoomIn'),
    zoomOut: t('preview.zoomOut'),
    previous: t('preview.previous'),
    next: t('preview.next'),
  };
}
