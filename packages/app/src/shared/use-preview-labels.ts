import type { ImagePreviewLabels } from '@mall/react-ui';
import { PREVIEW_LABEL_KEYS, translateLabels } from '@mall/wording';
import { useT } from '../i18n/i18n-context';

/**
 * The kit's image preview labels in the shopper's words (the preview and every uploader use them),
 * from the mapping the kit's stories use too.
 */
export function usePreviewLabels(): ImagePreviewLabels {
  return translateLabels(PREVIEW_LABEL_KEYS, useT());
}
