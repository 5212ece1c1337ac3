import { userCalls } from '@mall/sdk/schemas';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useI18n } from '../../i18n/i18n-context';
import { FormTextField, NewPasswordField } from '../../shared/form-text-field';
import { SubmitButton } from '../../shared/submit-button';
import { useSchemaForm } from '../../shared/use-schema-form';
import { loginPathFor } from '../auth/login-notice';
import { SmsCodeField, SmsSendFields, useSmsSender } from '../auth/sms-sender';
import { userMutations } from './user-queries';
import '../auth/auth.css';
import { pathOf } from '../../router/routes';

/** The SDK's request schema of `app/user/info/updatePassword`. */
const userUpdatePasswordRequestSchema = userCalls['app/user/info/updatePassword'].request;

/** How the shopper proves it is them: the current password, or an SMS code to the bound number. */
type Proof = 'oldPassword' | 'code';

interface PasswordFormProps {
  /** Where to go once changed (the server ends every session: login, with a notice). */
  onChanged: (loginPath: string) => void;
  /** The bound mobile number, if any: only then can an SMS code stand in for the current password. */
  phone?: string | null;
  countryCode?: string | null;
}

/**
 * The password change: the new password (the SDK's rule) typed twice, proven by the current
 * password or — for a shopper who forgot it and has a bound number — by an SMS code sent to that
 * number after the picture code. The server ends every session with it, so `onChanged` sends the
 * shopper to login with a notice.
 */
export function PasswordForm({ onChanged, phone, countryCode }: PasswordFormProps) {
  const { t, errorMessage } = useI18n();
  const [failure, setFailure] = useState<string>();
  const [proof, setProof] = useState<Proof>('oldPassword');
  const bySms = proof === 'code';
  const sender = useSmsSender('password', {
    purpose: 'password',
    countryCode: countryCode || undefined,
    phone: phone ?? '',
    active: bySms,
  });
  const form = useSchemaForm(userUpdatePasswordRequestSchema, {
    defaultValues: { oldPassword: '', code: '', password: '', confirmPassword: '' },
  });
  const change = useMutation(userMutations.updatePassword());

  const submit = form.handleSubmit(async (body) => {
    setFailure(undefined);
    if (form.getValues('confirmPassword') !== form.getValues('password')) {
      form.setError('confirmPassword', { type: 'mismatch', message: t('profile.passwordMismatch') });
      return;
    }
    try {
      const proven = bySms ? { code: body.code } : { oldPassword: body.oldPassword };
      await change.mutateAsync({ ...proven, password: body.password });
      onChanged(loginPathFor(pathOf('my'), 'passwordChanged'));
    } catch (error) {
      setFailure(errorMessage(error));
    }
  });
  const sendHandler = sender.send((error) => setFailure(errorMessage(error)));
  const sendCode = (event: FormEvent) => {
    setFailure(undefined);
    return sendHandler(event);
  };
  const switchTo = (next: Proof) => {
    setFailure(undefined);
    setProof(next);
    sender.restart();
    form.reset({ ...form.getValues(), oldPassword: '', code: '' });
  };

  const error = failure ? (
    <p role="alert" className="app-profile__error">
      {failure}
    </p>
  ) : null;
  const switchButton = phone ? (
    <button
      type="button"
      className="app-profile__link"
      onClick={() => switchTo(bySms ? 'oldPassword' : 'code')}
    >
      {bySms ? t('profile.passwordByOld') : t('profile.passwordBySms')}
    </button>
  ) : null;
  let hint = t('profile.passwordHint');
  if (bySms) {
    const to = sender.sent ?? { countryCode: countryCode ?? '', phone: phone ?? '' };
    const number = `${to.countryCode} ${to.phone}`.trim();
    hint = sender.sent
      ? t('captcha.sentTo', { phone: number })
      : t('profile.passwordSmsHint', { phone: number });
  }

  return (
    <section
      id="profile-password"
      className="app-section app-profile__form"
      aria-labelledby="profile-password-title"
    >
      <h2 id="profile-password-title" className="app-profile__title">
        {t('profile.passwordSection')}
      </h2>
      <p className="app-profile__hint">{hint}</p>
      {bySms && !sender.sent ? (
        <form className="app-profile__fields" onSubmit={sendCode} noValidate>
          <SmsSendFields sender={sender} />
          {error}
          <SubmitButton
            busy={sender.form.formState.isSubmitting}
            label={t('captcha.send')}
            busyLabel={t('captcha.sending')}
          />
          {switchButton}
        </form>
      ) : (
        <form className="app-profile__fields" onSubmit={submit} noValidate>
          {bySms ? (
            <SmsCodeField control={form.control} name="code" />
          ) : (
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
          )}
          <NewPasswordField control={form.control} name="password" label={t('profile.newPassword')} />
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
          {error}
          <SubmitButton
            busy={form.formState.isSubmitting}
            label={t('profile.passwordSection')}
            busyLabel={t('profile.changingPassword')}
          />
          {switchButton}
        </form>
      )}
    </section>
  );
}
