import { Button, Cell, CellGroup, ConfirmDialog, Icon, SkeletonScreen } from '@mall/react-ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useI18n } from '../../i18n/i18n-context';
import { navigateOutside } from '../../router/hash-router';
import { QueryErrorView } from '../../shared/query-error-view';
import { Page } from '../../shell/page';
import { useShowToast } from '../../shell/toast-context';
import { loginPathFor } from '../auth/login-notice';
import { PICTURE_SLOTS, pictureFor } from '../goods/picture-slots';
import { myMutations, myQueries } from '../my/my-queries';
import { userMutations } from './user-queries';
import './user.css';
import { pathOf } from '../../router/routes';

/** The shopper's own cells: avatar, nickname, account and mobile number (or the link to bind one). */
function AccountCells() {
  const { t } = useI18n();
  const person = useQuery({ ...myQueries.me(), staleTime: 0, refetchOnMount: 'always' });
  if (person.isPending) {
    return <SkeletonScreen layout="list" label={t('common.loading')} count={2} />;
  }
  if (person.isLoadingError) {
    return <QueryErrorView query={person} />;
  }
  const { avatarUrl, nickName, username, phone, countryCode } = person.data;
  return (
    <CellGroup title={t('settings.account')}>
      <Cell
        title={t('profile.avatar')}
        href={`#${pathOf('userEdit')}`}
        icon={
          avatarUrl ? (
            <img {...pictureFor(avatarUrl, PICTURE_SLOTS.avatar)} alt="" className="app-settings__avatar" />
          ) : (
            <span className="app-settings__avatar app-settings__avatar--empty" aria-hidden="true">
              <Icon name="user" size={20} />
            </span>
          )
        }
      />
      <Cell
        title={t('profile.nickname')}
        value={nickName || t('settings.notSet')}
        href={`#${pathOf('userEdit')}`}
      />
      <Cell title={t('settings.account')} value={username || phone || ''} />
      {phone ? (
        <Cell
          title={t('captcha.phone')}
          value={`${countryCode ?? ''} ${phone}`.trim()}
          href={`#${pathOf('userEdit', { section: 'phone' })}`}
        />
      ) : (
        <Cell
          title={t('settings.bindPhone')}
          description={t('settings.bindPhoneHint')}
          value={t('settings.phoneUnbound')}
          href={`#${pathOf('userEdit', { section: 'phone' })}`}
        />
      )}
    </CellGroup>
  );
}

/**
 * Settings: the account (avatar, nickname, account, mobile number), language, about, the shop's
 * documents, feedback and complaints; switch account, log out, signing out of every device and
 * deleting the account, each of the last two after a confirmation that says what it does.
 */
export default function SettingsPage() {
  const { t, errorMessage } = useI18n();
  const showToast = useShowToast();
  const logout = useMutation(myMutations.logout());
  const logoff = useMutation(userMutations.logoff());
  const signOutAll = useMutation(myMutations.signOutAll());
  const [confirmLogoff, setConfirmLogoff] = useState(false);
  const [confirmSignOutAll, setConfirmSignOutAll] = useState(false);

  const switchAccount = async () => {
    await logout.mutateAsync();
    navigateOutside(loginPathFor(pathOf('my')));
  };
  const closeAccount = async () => {
    try {
      await logoff.mutateAsync();
      setConfirmLogoff(false);
      navigateOutside(loginPathFor(pathOf('my'), 'accountClosed'));
    } catch (error) {
      showToast(errorMessage(error), 'error');
    }
  };

  const signOutEverywhere = async () => {
    try {
      await signOutAll.mutateAsync();
      setConfirmSignOutAll(false);
      navigateOutside(loginPathFor(pathOf('my')));
    } catch (error) {
      showToast(errorMessage(error), 'error');
    }
  };

  return (
    <Page className="app-settings">
      <div>
        <div className="app-settings__cells">
          <AccountCells />
        </div>
        <div className="app-settings__cells">
          <CellGroup>
            <Cell title={t('my.language')} value={t('language.endonym')} href={`#${pathOf('language')}`} />
            <Cell title={t('title.about')} href={`#${pathOf('about')}`} />
            <Cell title={t('doc.userAgreement')} href={`#${pathOf('doc', { key: 'userAgreement' })}`} />
            <Cell title={t('doc.privacyPolicy')} href={`#${pathOf('doc', { key: 'privacyPolicy' })}`} />
          </CellGroup>
        </div>
        <div className="app-settings__cells">
          <CellGroup>
            <Cell title={t('title.feedbackList')} href={`#${pathOf('feedbackList')}`} />
            <Cell title={t('title.complainList')} href={`#${pathOf('complainList')}`} />
          </CellGroup>
        </div>
        <div className="app-section app-settings__actions">
          <Button variant="outline" block disabled={logout.isPending} onClick={() => void switchAccount()}>
            {t('settings.switchAccount')}
          </Button>
          <Button variant="outline" block disabled={logout.isPending} onClick={() => logout.mutate()}>
            {t('my.logout')}
          </Button>
          <Button variant="outline" block onClick={() => setConfirmSignOutAll(true)}>
            {t('settings.signOutAll')}
          </Button>
          <button type="button" className="app-settings__logoff" onClick={() => setConfirmLogoff(true)}>
            {t('settings.logoff')}
          </button>
        </div>
      </div>
      <ConfirmDialog
        open={confirmSignOutAll}
        title={t('settings.signOutAllTitle')}
        message={t('settings.signOutAllMessage')}
        confirmLabel={signOutAll.isPending ? t('settings.signOutAllBusy') : t('settings.signOutAll')}
        cancelLabel={t('settings.cancel')}
        busy={signOutAll.isPending}
        onConfirm={() => void signOutEverywhere()}
        onCancel={() => setConfirmSignOutAll(false)}
      />
      <ConfirmDialog
        open={confirmLogoff}
        title={t('settings.logoffTitle')}
        message={t('settings.logoffMessage')}
        confirmLabel={logoff.isPending ? t('settings.logoffBusy') : t('settings.logoff')}
        cancelLabel={t('settings.cancel')}
        destructive
        busy={logoff.isPending}
        onConfirm={() => void closeAccount()}
        onCancel={() => setConfirmLogoff(false)}
      />
    </Page>
  );
}
