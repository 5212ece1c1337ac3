import { Icon } from '@mall/react-ui';
import { useQuery } from '@tanstack/react-query';
import { useI18n } from '../../i18n/i18n-context';
import { APP_VERSION, APP_VERSION_CODE } from './app-version';
import { userQueries } from './user-queries';

/** The shop's name: the common parameter `appName`, else the locale's name of the app. */
export function useAppName(): string {
  const { t } = useI18n();
  const appName = useQuery(userQueries.appName());
  return appName.data || t('app.name');
}

/** The logo, the app's name and its version line, at the head of About and the version page. */
export function AppIdentity() {
  const { t } = useI18n();
  const name = useAppName();
  const logo = useQuery(userQueries.logo());
  return (
    <header className="app-identity">
      {logo.data ? (
        <img className="app-identity__logo" src={logo.data} alt="" width={72} height={72} />
      ) : (
        <span className="app-identity__logo app-identity__logo--empty" aria-hidden="true">
          <Icon name="cart" size={36} />
        </span>
      )}
      <p className="app-identity__name">{name}</p>
      <p className="app-identity__version">
        {t('version.versionLine', { version: APP_VERSION, code: String(APP_VERSION_CODE) })}
      </p>
    </header>
  );
}
