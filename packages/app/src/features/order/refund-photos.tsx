import { ImagePreview } from '@mall/react-ui';
import { useState } from 'react';
import { useI18n } from '../../i18n/i18n-context';
import { usePreviewLabels } from '../../shared/use-preview-labels';
import { PICTURE_SLOTS, pictureFor } from '../goods/picture-slots';

/** The photos the shopper sent with a refund: thumbnails, each opening the kit's image preview. */
export function RefundPhotos({ images }: { images: readonly string[] }) {
  const { t, formatNumber } = useI18n();
  const previewLabels = usePreviewLabels();
  const [shown, setShown] = useState<number | null>(null);
  const photoName = (index: number) => t('review.photo', { index: formatNumber(index + 1) });
  return (
    <>
      <ul className="app-order-detail__photos" aria-label={t('refund.photos')}>
        {images.map((src, index) => (
          // The same picture may be sent twice; its place tells the two apart.
          // biome-ignore lint/suspicious/noArrayIndexKey: the list is fixed once the refund is sent
          <li key={`${index}-${src}`}>
            <button type="button" className="app-order-detail__photo" onClick={() => setShown(index)}>
              <img
                {...pictureFor(src, PICTURE_SLOTS.thumbnail)}
                alt={photoName(index)}
                loading="lazy"
                width={56}
                height={56}
              />
            </button>
          </li>
        ))}
      </ul>
      <ImagePreview
        open={shown !== null}
        onClose={() => setShown(null)}
        images={images.map((src, index) => ({ src, alt: photoName(index) }))}
        index={shown ?? 0}
        onIndexChange={setShown}
        labels={previewLabels}
      />
    </>
  );
}
