import { loginRegisterRequestSchema } from '@mall/sdk/schemas';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useI18n } from '../../i18n/i18n-context';
import { NewPasswordField } from '../../shared/form-text-field';
import { SubmitButton } from '../../shared/submit-button';
import { useSchemaForm } from '../../shared/use-schema-form';
import { AgreeField } from './agree-field';
import { authMutations } from './auth-queries';
import { CaptchaField, useCaptcha } from './captcha-field';
import { SmsCodeField, SmsSendFields, useSmsSender } from './sms-sender';

/**
 * Registration by mobile number: country code, number and a picture code send an SMS code; then
 * the code, a password, a new picture code and the agreement register the shopper, signed in.
 */
export function PhoneRegisterForm({ onRegistered }: { onRegistered: () => Promise<void> }) {
  const { t, errorMessage } = useI18n();
  const [failure, setFailure] = useState<string>();
  // Registering by phone takes a login code.
  const sender = useSmsSender('register-phone-send', { purpose: 'login' });
  const { sent } = sender;
  const registerCaptcha = useCaptcha('register-phone', Boolean(sent));
  const form = useSchemaForm(loginRegisterRequestSchema, {
    defaultValues: { smsCode: '', password: '', captchaCode: '', agree: false },
    context: { ...sent, captchaId: registerCaptcha.data?.captchaId ?? '' },
  });
  const registration = useMutation(authMutations.register());
  const busy = sender.form.formState.isSubmitting || form.formState.isSubmitting;

  const sendHandler = sender.send((error) => setFailure(errorMessage(error)));
  const send = (event: FormEvent) => {
    setFailure(undefined);
    return sendHandler(event);
  };
  const register = form.handleSubmit(async (body) => {
    setFailure(undefined);
    try {
      await registration.mutateAsync(body);
      await onRegistered();
    } catch (error) {
      setFailure(errorMessage(error));
      form.setValue('captchaCode', '');
      void registerCaptcha.refetch();
    }
  });

  const error = failure ? (
    <p role="alert" className="app-login__error">
      {failure}
    </p>
  ) : null;
  if (!sent) {
    return (
      <form className="app-login__form" onSubmit={send} noValidate>
        <p className="app-login__hint">{t('login.registerPhoneIntro')}</p>
        <SmsSendFields sender={sender} />
        {error}
        <SubmitButton busy={busy} label={t('captcha.send')} busyLabel={t('captcha.sending')} />
      </form>
    );
  }
  return (
    <form className="app-login__form" onSubmit={register} noValidate>
      <p className="app-login__hint">{t('captcha.sentTo', { phone: `${sent.countryCode} ${sent.phone}` })}</p>
      <SmsCodeField control={form.control} name="smsCode" />
      <NewPasswordField control={form.control} name="password" label={t('login.password')} />
      <CaptchaField captcha={registerCaptcha} control={form.control} name="captchaCode" />
      <AgreeField
        id="register-phone-agree-error"
        registration={form.register('agree')}
        error={form.formState.errors.agree}
      />
      {error}
      <SubmitButton busy={busy} label={t('login.register')} busyLabel={t('login.registering')} />
      <button
        type="button"
        className="app-login__switch"
        onClick={() => {
          setFailure(undefined);
          sender.restart();
        }}
      >
        {t('captcha.changePhone')}
      </button>
    </form>
  );
}
