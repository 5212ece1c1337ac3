import { SkeletonScreen } from '@mall/react-ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useI18n } from '../../i18n/i18n-context';
import { navigateOutside, useSearchParams } from '../../router/hash-router';
import { QueryErrorView } from '../../shared/query-error-view';
import { Page } from '../../shell/page';
import { myQueries } from '../my/my-queries';
import { AvatarSection } from './avatar-section';
import { BindPhoneForm } from './bind-phone-form';
import { NicknameForm } from './nickname-form';
import { PasswordForm } from './password-form';
import './user.css';

/**
 * Edit profile: the avatar, the nickname, the password and the mobile number, each saved on its
 * own. `?section=phone` (the bind link of My and settings) scrolls to the mobile number.
 */
export default function ProfileEditPage() {
  const { t } = useI18n();
  const [params] = useSearchParams();
  const person = useQuery({ ...myQueries.me(), staleTime: 0, refetchOnMount: 'always' });
  const toPhone = params.get('section') === 'phone';
  const loaded = person.data !== undefined;

  useEffect(() => {
    if (toPhone && loaded) {
      document.getElementById('profile-phone')?.scrollIntoView({ block: 'start' });
    }
  }, [toPhone, loaded]);

  let content: React.ReactNode;
  if (person.isPending) {
    content = <SkeletonScreen layout="list" label={t('common.loading')} count={3} />;
  } else if (person.isLoadingError) {
    content = <QueryErrorView query={person} />;
  } else {
    const { avatarUrl, nickName, phone, countryCode } = person.data;
    content = (
      <>
        <AvatarSection avatarUrl={avatarUrl} />
        <NicknameForm nickName={nickName ?? ''} />
        <BindPhoneForm phone={phone} countryCode={countryCode} />
        <PasswordForm onChanged={navigateOutside} phone={phone} countryCode={countryCode} />
      </>
    );
  }
  return <Page className="app-profile">{content}</Page>;
}
