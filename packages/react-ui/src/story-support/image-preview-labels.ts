import { PREVIEW_LABEL_KEYS, translateLabels } from '@mall/wording';
import type { ImagePreviewLabels } from '../image-preview';
import type { StoryCopy } from './story-copy';

/** The image preview's labels in a story's locale, from the mapping the app uses too. */
export function imagePreviewLabels({ t }: StoryCopy): ImagePreviewLabels {
  return translateLabels(PREVIEW_LABEL_KEYS, t);
}
