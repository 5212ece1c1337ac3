import { Cell, CellGroup } from '@mall/react-ui';
import { useI18n } from '../../i18n/i18n-context';
import { Page } from '../../shell/page';
import { AppIdentity } from './app-identity';
import './user.css';
import { hrefOf } from '../../router/routes';

/** About: the logo, the app's name and version, the version check and the shop's documents. */
export default function AboutPage() {
  const { t } = useI18n();
  return (
    <Page>
      <div className="app-about">
        <AppIdentity />
        <div className="app-settings__cells">
          <CellGroup>
            <Cell title={t('title.version')} href={hrefOf('version')} />
            <Cell title={t('doc.userAgreement')} href={hrefOf('doc', { key: 'userAgreement' })} />
            <Cell title={t('doc.privacyPolicy')} href={hrefOf('doc', { key: 'privacyPolicy' })} />
          </CellGroup>
        </div>
      </div>
    </Page>
  );
}
