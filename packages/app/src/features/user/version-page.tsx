import { Button, Icon } from '@mall/react-ui';
import type { AppVersion } from '@mall/sdk/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useI18n } from '../../i18n/i18n-context';
import { Page } from '../../shell/page';
import { AppIdentity } from './app-identity';
import { APP_VERSION, APP_VERSION_CODE } from './app-version';
import { userQueries } from './user-queries';
import { recordVersionCheck, versionOffer } from './version-check';
import { DownloadLink, VersionDetails } from './version-prompt';
import './user.css';

/**
 * Version upgrade: the running version and code, and "check for updates" — up to date, or the
 * newer version with its notes and the download (a forced one also blocks the app at once).
 */
export default function VersionPage() {
  const { t, errorMessage } = useI18n();
  const queryClient = useQueryClient();
  const check = useMutation({
    mutationFn: () => queryClient.fetchQuery(userQueries.versionCheck()),
    onSuccess: (answer: AppVersion | null) => {
      recordVersionCheck(window.localStorage, Date.now(), answer);
      if (answer?.forceUpdate) {
        versionOffer.offer(answer);
      }
    },
  });

  let result: React.ReactNode = null;
  if (check.isError) {
    result = (
      <p role="alert" className="app-version__result app-version__result--error">
        {errorMessage(check.error)}
      </p>
    );
  } else if (check.isSuccess && check.data === null) {
    result = (
      <p role="status" className="app-version__result">
        <Icon name="check" size={18} /> {t('version.upToDate')}
      </p>
    );
  } else if (check.isSuccess && check.data) {
    result = (
      <section className="app-section app-version__offer" aria-live="polite">
        <VersionDetails version={check.data} />
        <DownloadLink version={check.data} />
      </section>
    );
  }

  return (
    <Page>
      <div className="app-version">
        <AppIdentity />
        <dl className="app-section app-version__facts">
          <div>
            <dt>{t('version.current')}</dt>
            <dd>{APP_VERSION}</dd>
          </div>
          <div>
            <dt>{t('version.code')}</dt>
            <dd>{String(APP_VERSION_CODE)}</dd>
          </div>
        </dl>
        <div className="app-version__check">
          <Button
            variant="primary"
            size="large"
            block
            disabled={check.isPending}
            aria-busy={check.isPending}
            onClick={() => check.mutate()}
          >
            {check.isPending ? t('version.checking') : t('version.check')}
          </Button>
        </div>
        <div aria-live="polite">{result}</div>
      </div>
    </Page>
  );
}
