import { userCalls } from '@mall/sdk/schemas';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useI18n } from '../../i18n/i18n-context';
import { FormTextField } from '../../shared/form-text-field';
import { SubmitButton } from '../../shared/submit-button';
import { useSchemaForm } from '../../shared/use-schema-form';
import { loginPathFor } from '../auth/login-notice';
import { settingsMutations } from './settings-queries';

/** The SDK's request schema of `app/user/info/updatePassword`. */
const userUpdatePasswordRequestSchema = userCalls['app/user/info/updatePassword'].request;

/**
 * The password change: the current password and the new one (the SDK's rule), typed twice. The
 * server ends every session with it, so `onChanged` sends the shopper to login with a notice.
 */
export function PasswordForm({ onChanged }: { onChanged: (loginPath: string) => void }) {
  const { t, errorMessage } = useI18n();
  const [failure, setFailure] = useState<string>();
  const form = useSchemaForm(userUpdatePasswordRequestSchema, {
    defaultValues: { oldPassword: '', password: '', confirmPassword: '' },
  });
  const change = useMutation(settingsMutations.updatePassword());

  const submit = form.handleSubmit(async (body) => {
    setFailure(undefined);
    if (form.getValues('confirmPassword') !== form.getValues('password')) {
      form.setError('confirmPassword', { type: 'mismatch', message: t('profile.passwordMismatch') });
      return;
    }
    try {
      await change.mutateAsync({ oldPassword: body.oldPassword, password: body.password });
      onChanged(loginPathFor('/pages/index/my', 'passwordChanged'));
    } catch (error) {
      setFailure(errorMessage(error));
    }
  });

  return (
    <form
      className="app-section app-profile__form"
      onSubmit={submit}
      noValidate
      aria-labelledby="profile-password-title"
    >
      <h2 id="profile-password-title" className="app-profile__title">
        {t('profile.passwordSection')}
      </h2>
      <p className="app-profile__hint">{t('profile.passwordHint')}</p>
      <FormTextField
        control={form.control}
        name="oldPassword"
        inputName="current-password"
        label={t('profile.oldPassword')}
        type="password"
        required
        layout="vertical"
        placeholder={t('profile.oldPasswordPlaceholder')}
        autoComplete="current-password"
      />
      <FormTextField
        control={form.control}
        name="password"
        inputName="new-password"
        label={t('profile.newPassword')}
        type="password"
        required
        layout="vertical"
        placeholder={t('login.newPasswordPlaceholder')}
        autoComplete="new-password"
      />
      <FormTextField
        control={form.control}
        name="confirmPassword"
        inputName="confirm-password"
        label={t('profile.confirmPassword')}
        type="password"
        required
        layout="vertical"
        placeholder={t('profile.confirmPasswordPlaceholder')}
        autoComplete="new-password"
      />
      {failure ? (
        <p role="alert" className="app-profile__error">
          {failure}
        </p>
      ) : null}
      <SubmitButton
        busy={form.formState.isSubmitting}
        label={t('profile.passwordSection')}
        busyLabel={t('profile.changingPassword')}
      />
    </form>
  );
}
