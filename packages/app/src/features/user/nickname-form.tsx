import { userCalls } from '@mall/sdk/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useI18n } from '../../i18n/i18n-context';
import { FormTextField } from '../../shared/form-text-field';
import { SubmitButton } from '../../shared/submit-button';
import { useSchemaForm } from '../../shared/use-schema-form';
import { useShowToast } from '../../shell/toast-context';
import { refreshProfile, userMutations } from './user-queries';

/** The SDK's request schema of `app/user/info/updatePerson`. */
const userUpdatePersonRequestSchema = userCalls['app/user/info/updatePerson'].request;

/** The nickname, required and validated by the SDK's profile schema; "User information saved". */
export function NicknameForm({ nickName }: { nickName: string }) {
  const { t, errorMessage } = useI18n();
  const queryClient = useQueryClient();
  const showToast = useShowToast();
  const [failure, setFailure] = useState<string>();
  const form = useSchemaForm(userUpdatePersonRequestSchema, { defaultValues: { nickName } });
  const update = useMutation(userMutations.updatePerson());

  const submit = form.handleSubmit(async (body) => {
    setFailure(undefined);
    try {
      await update.mutateAsync({ nickName: body.nickName });
      await refreshProfile(queryClient);
      form.reset({ nickName: body.nickName ?? '' });
      showToast(t('profile.userInfoSaved'), 'success');
    } catch (error) {
      setFailure(errorMessage(error));
    }
  });

  return (
    <form
      className="app-section app-profile__form"
      onSubmit={submit}
      noValidate
      aria-labelledby="profile-nickname-title"
    >
      <h2 id="profile-nickname-title" className="app-profile__title">
        {t('profile.nickname')}
      </h2>
      <FormTextField
        control={form.control}
        name="nickName"
        label={t('profile.nickname')}
        required
        layout="vertical"
        placeholder={t('profile.nicknamePlaceholder')}
        autoComplete="nickname"
        maxLength={30}
      />
      {failure ? (
        <p role="alert" className="app-profile__error">
          {failure}
        </p>
      ) : null}
      <SubmitButton
        busy={form.formState.isSubmitting}
        label={t('profile.save')}
        busyLabel={t('profile.saving')}
      />
    </form>
  );
}
