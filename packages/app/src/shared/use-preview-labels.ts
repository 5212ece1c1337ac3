import type { ImagePreviewLabels } from '@mall/react-ui';
import { useT } from '../i18n/i18n-context';

/** The kit's image preview labels in the shopper's words (the preview and every uploader use them). */
export function usePreviewLabels(): ImagePreviewLabels {
  const t = useT();
  return {
    preview: t('preview.photos'),
    close: t('preview.close'),
    zoomIn: t('preview.zoomIn'),
    zoomOut: t('preview.zoomOut'),
    previous: t('preview.previous'),
    next: t('preview.next'),
  };
}
