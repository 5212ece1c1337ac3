import { SkeletonScreen, StateView } from '@mall/react-ui';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useI18n } from '../../i18n/i18n-context';
import { QueryErrorView } from '../../shared/query-error-view';
import { useIdParam } from '../../shared/use-id-param';
import { ListEnd } from '../../shell/list-end';
import { NotFoundPage } from '../../shell/not-found-page';
import { Page } from '../../shell/page';
import { CommentList } from './comment-list';
import { commentQueries } from './comment-queries';
import './goods.css';

/** Every review of one goods item, page by page as the shopper scrolls (default white bar). */
export default function GoodsCommentPage() {
  const { t } = useI18n();
  const { id: goodsId, valid } = useIdParam('goodsId');
  const comments = useInfiniteQuery({ ...commentQueries.pages(goodsId), enabled: valid });
  if (!valid) {
    return <NotFoundPage />;
  }
  const rows = comments.data?.pages.flatMap((page) => page.list) ?? [];
  let body: React.ReactNode;
  if (comments.isPending) {
    body = <SkeletonScreen layout="list" label={t('common.loading')} count={4} />;
  } else if (comments.isLoadingError) {
    body = <QueryErrorView query={comments} />;
  } else if (rows.length === 0) {
    body = <StateView status="empty" title={t('detail.noComments')} />;
  } else {
    body = (
      <div className="app-comment-page">
        <CommentList comments={rows} />
        <ListEnd loader={comments} />
      </div>
    );
  }
  return <Page>{body}</Page>;
}
