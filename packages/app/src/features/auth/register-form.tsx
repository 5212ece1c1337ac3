import { loginRegisterRequestSchema, VALIDATION_MESSAGES } from '@mall/sdk/schemas';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useI18n } from '../../i18n/i18n-context';
import { FormTextField, NewPasswordField } from '../../shared/form-text-field';
import { SubmitButton } from '../../shared/submit-button';
import { useSchemaForm } from '../../shared/use-schema-form';
import { AgreeField } from './agree-field';
import { authMutations } from './auth-queries';
import { CaptchaField, useCaptcha } from './captcha-field';

/** Registration with a username, a password and the picture code; the server signs the shopper in at once. */
export function RegisterForm({ onRegistered }: { onRegistered: () => Promise<void> }) {
  const { t, errorMessage } = useI18n();
  const [failure, setFailure] = useState<string>();
  const captcha = useCaptcha('register');
  const form = useSchemaForm(loginRegisterRequestSchema, {
    defaultValues: { username: '', password: '', captchaCode: '', agree: false },
    context: { captchaId: captcha.data?.captchaId ?? '' },
    // This form offers only the username: "username or mobile number" reads as "required" here.
    messageKey: (issue, values) =>
      issue.key === VALIDATION_MESSAGES.usernameOrPhone && !values.username.trim()
        ? VALIDATION_MESSAGES.required
        : issue.key,
  });
  const registration = useMutation(authMutations.register());
  const { errors, isSubmitting: busy } = form.formState;

  const register = form.handleSubmit(async (body) => {
    try {
      await registration.mutateAsync(body);
      await onRegistered();
    } catch (error) {
      setFailure(errorMessage(error));
      form.setValue('captchaCode', '');
      void captcha.refetch();
    }
  });
  const submit = (event: FormEvent) => {
    setFailure(undefined);
    return register(event);
  };

  return (
    <form className="app-login__form" onSubmit={submit} noValidate>
      <FormTextField
        control={form.control}
        name="username"
        label={t('login.username')}
        required
        layout="vertical"
        placeholder={t('login.usernamePlaceholder')}
        autoComplete="username"
      />
      <NewPasswordField control={form.control} name="password" label={t('login.password')} />
      <CaptchaField captcha={captcha} control={form.control} name="captchaCode" />
      <AgreeField id="register-agree-error" registration={form.register('agree')} error={errors.agree} />
      {failure ? (
        <p role="alert" className="app-login__error">
          {failure}
        </p>
      ) : null}
      <SubmitButton busy={busy} label={t('login.register')} busyLabel={t('login.registering')} />
    </form>
  );
}
