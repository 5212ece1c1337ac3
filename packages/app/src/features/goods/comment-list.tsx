import { ImagePreview, RatingStars } from '@mall/react-ui';
import type { GoodsComment } from '@mall/sdk/schemas';
import { useState } from 'react';
import { useI18n } from '../../i18n/i18n-context';
import { usePreviewLabels } from '../../shared/use-preview-labels';
import './comment-list.css';
import { PICTURE_SLOTS, pictureFor } from './picture-slots';

/** Which review's photos the preview shows, and from which one. */
interface Previewing {
  comment: GoodsComment;
  index: number;
}

/** Review rows: name, stars, text, photos (tapping one opens the image preview) and time. */
export function CommentList({ comments }: { comments: readonly GoodsComment[] }) {
  const { t, formatDate, formatNumber } = useI18n();
  const previewLabels = usePreviewLabels();
  const [previewing, setPreviewing] = useState<Previewing | null>(null);
  const photoName = (index: number) => t('review.photo', { index: formatNumber(index + 1) });
  return (
    <>
      <ul className="app-comments">
        {comments.map((comment) => (
          <li key={comment.id} className="app-comment">
            <div className="app-comment__head">
              {comment.avatarUrl ? (
                <img
                  {...pictureFor(comment.avatarUrl, PICTURE_SLOTS.avatar)}
                  alt=""
                  className="app-comment__avatar"
                />
              ) : null}
              <span className="app-comment__name">{comment.nickName}</span>
              <RatingStars
                value={comment.starCount}
                readOnly
                size="small"
                label={t('review.rating')}
                starLabel={(count) => t('detail.stars', { count: formatNumber(count) })}
              />
            </div>
            <p className="app-comment__content">{comment.content}</p>
            {comment.pics.length > 0 ? (
              <ul className="app-comment__photos" aria-label={t('review.commentPhotos')}>
                {comment.pics.map((pic, index) => (
                  <li key={pic}>
                    <button
                      type="button"
                      className="app-comment__photo"
                      onClick={() => setPreviewing({ comment, index })}
                    >
                      <img
                        {...pictureFor(pic, PICTURE_SLOTS.thumbnail)}
                        alt={photoName(index)}
                        loading="lazy"
                        width={80}
                        height={80}
                      />
                    </button>
                  </li>
                ))}
              </ul>
            ) : null}
            {comment.createTime ? (
              <time className="app-comment__time" dateTime={String(comment.createTime)}>
                {formatDate(String(comment.createTime))}
              </time>
            ) : null}
          </li>
        ))}
      </ul>
      <ImagePreview
        open={previewing !== null}
        onClose={() => setPreviewing(null)}
        images={(previewing?.comment.pics ?? []).map((src, index) => ({
          ...pictureFor(src, PICTURE_SLOTS.preview),
          alt: photoName(index),
        }))}
        index={previewing?.index ?? 0}
        onIndexChange={(index) => setPreviewing((current) => (current ? { ...current, index } : current))}
        labels={previewLabels}
      />
    </>
  );
}
