import { StateView } from '@mall/react-ui';
import { useT } from '../i18n/i18n-context';
import { useNavigate } from '../router/hash-router';
import { pathOf } from '../router/routes';
import { Page } from './page';

/** Any path the spec does not know. The shell logs the error; this shows the not-found view. */
export function NotFoundPage() {
  const t = useT();
  const navigate = useNavigate();
  return (
    <Page title={t('page.notFound')}>
      <StateView
        status="empty"
        title={t('page.notFound')}
        description={t('page.notFoundHint')}
        actionLabel={t('page.backHome')}
        onAction={() => navigate(pathOf('home'), { replace: true })}
      />
    </Page>
  );
}
