import { Button, StateView } from '@mall/react-ui';
import { useLocation, useNavigate } from 'react-router';
import { useT } from '../i18n/i18n-context';
import { findPageRoute, TAB_ROUTES, tabOf } from '../router/routes';
import { Page } from './page';

/** A route of spec §2 whose page is not in this build yet: its title and a "coming" state. */
export default function ComingPage() {
  const t = useT();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const route = findPageRoute(pathname);
  const tab = TAB_ROUTES.find((item) => item.value === tabOf(pathname));
  return (
    <Page
      title={t(tab?.titleKey ?? route?.titleKey ?? 'page.coming')}
      navBar={route?.navBar}
      root={tab !== undefined}
    >
      <StateView status="empty" title={t('page.coming')} description={t('page.comingHint')} />
      <div className="app-coming__action">
        <Button variant="outline" onClick={() => navigate('/', { replace: true })}>
          {t('page.backHome')}
        </Button>
      </div>
    </Page>
  );
}
