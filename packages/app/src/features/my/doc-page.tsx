import { SkeletonScreen, StateView } from '@mall/react-ui';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useI18n } from '../../i18n/i18n-context';
import { useSearchParams } from '../../router/hash-router';
import { QueryErrorView } from '../../shared/query-error-view';
import { sanitizeHtml } from '../../shared/sanitize-html';
import { Page } from '../../shell/page';
import { contentPicture } from '../goods/picture-slots';
import { DOC_KEYS, docKey } from './doc-key';
import { myQueries } from './my-queries';
import './my.css';

function DocContent({ text }: { text: string }) {
  const html = useMemo(
    () => (/<[a-z][\s\S]*>/i.test(text) ? sanitizeHtml(text, { picture: contentPicture }) : null),
    [text],
  );
  if (html !== null) {
    // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by sanitizeHtml (allow-list of tags and attributes).
    return <div className="app-doc app-rich-text" dangerouslySetInnerHTML={{ __html: html }} />;
  }
  return <div className="app-doc app-doc--text">{text}</div>;
}

/** User agreement or privacy policy (default white bar); guests may read them. */
export default function DocPage() {
  const { t } = useI18n();
  const [params] = useSearchParams();
  const key = docKey(params.get('key'));
  const doc = useQuery(myQueries.doc(key));
  let body: React.ReactNode;
  if (doc.isPending) {
    body = <SkeletonScreen layout="list" label={t('common.loading')} count={3} />;
  } else if (doc.isLoadingError) {
    body = <QueryErrorView query={doc} />;
  } else if (!doc.data) {
    body = <StateView status="empty" title={t('doc.empty')} />;
  } else {
    body = <DocContent text={doc.data} />;
  }
  return <Page title={t(DOC_KEYS[key])}>{body}</Page>;
}
