import { Cell, CellGroup } from '@mall/react-ui';
import { useI18n } from '../../i18n/i18n-context';
import { Page } from '../../shell/page';
import { AppIdentity } from './app-identity';
import './user.css';
import { pathOf } from '../../router/routes';

/** About: the logo, the app's name and version, the version check and the shop's documents. */
export default function AboutPage() {
  const { t } = useI18n();
  return (
    <Page>
      <div className="app-about">
        <AppIdentity />
        <div className="app-settings__cells">
          <CellGroup>
            <Cell title={t('title.version')} href={`#${pathOf('version')}`} />
            <Cell title={t('doc.userAgreement')} href={`#${pathOf('doc', { key: 'userAgreement' })}`} />
            <Cell title={t('doc.privacyPolicy')} href={`#${pathOf('doc', { key: 'privacyPolicy' })}`} />
          </CellGroup>
        </div>
      </div>
    </Page>
  );
}
