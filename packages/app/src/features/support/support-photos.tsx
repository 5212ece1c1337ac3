import { ImagePreview } from '@mall/react-ui';
import { useState } from 'react';
import { usePreviewLabels } from '../../shared/use-preview-labels';
import { PICTURE_SLOTS, pictureFor } from '../goods/picture-slots';

interface SupportPhotosProps {
  images: readonly string[];
  /** The list's accessible name, e.g. "Screenshots". */
  label: string;
  /** The accessible name of the photo at `index` (1-based). */
  photoLabel: (index: number) => string;
}

/** The pictures sent with a feedback or complaint: thumbnails, each opening the kit's image preview. */
export function SupportPhotos({ images, label, photoLabel }: SupportPhotosProps) {
  const previewLabels = usePreviewLabels();
  const [shown, setShown] = useState<number | null>(null);
  return (
    <>
      <ul className="app-support-photos" aria-label={label}>
        {images.map((src, index) => (
          // The same picture may be sent twice; its place tells the two apart.
          // biome-ignore lint/suspicious/noArrayIndexKey: the list is fixed once the submission is sent
          <li key={`${index}-${src}`}>
            <button type="button" className="app-support-photos__button" onClick={() => setShown(index)}>
              <img
                {...pictureFor(src, PICTURE_SLOTS.thumbnail)}
                alt={photoLabel(index + 1)}
                loading="lazy"
                width={72}
                height={72}
              />
            </button>
          </li>
        ))}
      </ul>
      <ImagePreview
        open={shown !== null}
        onClose={() => setShown(null)}
        images={images.map((src, index) => ({ src, alt: photoLabel(index + 1) }))}
        index={shown ?? 0}
        onIndexChange={setShown}
        labels={previewLabels}
      />
    </>
  );
}
