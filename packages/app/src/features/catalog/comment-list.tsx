import type { GoodsComment } from '@mall/sdk/schemas';
import { useI18n } from '../../i18n/i18n-context';

/** Review rows: name, stars, text and time. */
export function CommentList({ comments }: { comments: readonly GoodsComment[] }) {
  const { t, formatDate } = useI18n();
  return (
    <ul className="app-comments">
      {comments.map((comment) => (
        <li key={comment.id} className="app-comment">
          <div className="app-comment__head">
            {comment.avatarUrl ? (
              <img src={comment.avatarUrl} alt="" className="app-comment__avatar" />
            ) : null}
            <span className="app-comment__name">{comment.nickName}</span>
            <span
              className="app-comment__stars"
              role="img"
              aria-label={t('detail.stars', { count: comment.starCount })}
            >
              {'★'.repeat(comment.starCount)}
              <span className="app-comment__stars-off">{'★'.repeat(5 - comment.starCount)}</span>
            </span>
          </div>
          <p className="app-comment__content">{comment.content}</p>
          {comment.createTime ? (
            <time className="app-comment__time" dateTime={String(comment.createTime)}>
              {formatDate(String(comment.createTime))}
            </time>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
