import { Button, Icon } from '@mall/react-ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useI18n } from '../../i18n/i18n-context';
import { useShowToast } from '../../shell/toast-context';
import { PICTURE_SLOTS, pictureFor } from '../goods/picture-slots';
import { refreshProfile, userMutations } from './user-queries';

/** The picture types the server takes for an avatar (contract §12). */
const AVATAR_TYPES = 'image/png,image/jpeg,image/webp,image/gif';

/** The avatar and "Change avatar": the picked picture is uploaded and becomes the avatar at once. */
export function AvatarSection({ avatarUrl }: { avatarUrl: string | null | undefined }) {
  const { t, errorMessage } = useI18n();
  const queryClient = useQueryClient();
  const showToast = useShowToast();
  const input = useRef<HTMLInputElement>(null);
  const upload = useMutation(userMutations.uploadAvatar());
  const [failure, setFailure] = useState<string>();

  const pick = async (file: File | undefined) => {
    if (!file) {
      return;
    }
    setFailure(undefined);
    try {
      await upload.mutateAsync(file);
      await refreshProfile(queryClient);
      showToast(t('profile.avatarUpdated'), 'success');
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      if (input.current) {
        input.current.value = '';
      }
    }
  };

  const shown = upload.isSuccess ? upload.data : avatarUrl;
  return (
    <section className="app-section app-profile__avatar-section" aria-labelledby="profile-avatar-title">
      <h2 id="profile-avatar-title" className="app-profile__title">
        {t('profile.avatar')}
      </h2>
      <div className="app-profile__avatar-row">
        {shown ? (
          <img
            {...pictureFor(shown, PICTURE_SLOTS.avatar)}
            alt={t('profile.currentAvatar')}
            className="app-profile__avatar"
          />
        ) : (
          <span className="app-profile__avatar app-profile__avatar--empty" aria-hidden="true">
            <Icon name="user" size={36} />
          </span>
        )}
        <Button
          variant="outline"
          disabled={upload.isPending}
          aria-busy={upload.isPending}
          onClick={() => input.current?.click()}
        >
          {upload.isPending ? t('profile.uploadingAvatar') : t('profile.changeAvatar')}
        </Button>
        <input
          ref={input}
          type="file"
          accept={AVATAR_TYPES}
          hidden
          aria-label={t('profile.changeAvatar')}
          onChange={(event) => void pick(event.target.files?.[0])}
        />
      </div>
      {failure ? (
        <p role="alert" className="app-profile__error">
          {failure}
        </p>
      ) : null}
    </section>
  );
}
