import { loginPhoneRequestSchema, loginSmsCodeRequestSchema } from '@mall/sdk/schemas';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useI18n } from '../../i18n/i18n-context';
import { LOGIN_PATH } from '../../router/routes';
import { FormTextField } from '../../shared/form-text-field';
import { SubmitButton } from '../../shared/submit-button';
import { useSchemaForm } from '../../shared/use-schema-form';
import { Page } from '../../shell/page';
import { useShowToast } from '../../shell/toast-context';
import { authMutations } from './auth-queries';
import { CaptchaField, useCaptcha } from './captcha-field';
import { useSignedIn } from './use-signed-in';
import './auth.css';

/** The number a code was sent to, as the SDK parsed it. */
interface SentTo {
  phone: string;
  countryCode: string;
}

/**
 * Login by SMS code (the verification-code page): the mobile number and the picture code send a
 * code, the code signs the shopper in (a new number gets an account).
 */
export default function CaptchaPage() {
  const { t, errorMessage } = useI18n();
  const [params] = useSearchParams();
  const showToast = useShowToast();
  const signedIn = useSignedIn();
  const [sent, setSent] = useState<SentTo>();
  const captcha = useCaptcha('sms', !sent);
  const sendForm = useSchemaForm(loginSmsCodeRequestSchema, {
    defaultValues: { countryCode: '+86', phone: '', code: '' },
    context: { captchaId: captcha.data?.captchaId ?? '' },
  });
  const loginForm = useSchemaForm(loginPhoneRequestSchema, {
    defaultValues: { smsCode: '' },
    context: sent,
  });
  const sendCode = useMutation(authMutations.smsCode());
  const loginByPhone = useMutation(authMutations.phone());
  const busy = sendForm.formState.isSubmitting || loginForm.formState.isSubmitting;

  const send = sendForm.handleSubmit(async (body) => {
    try {
      await sendCode.mutateAsync(body);
      setSent({ phone: body.phone, countryCode: body.countryCode });
    } catch (error) {
      showToast(errorMessage(error), 'error');
      sendForm.setValue('code', '');
      void captcha.refetch();
    }
  });

  const login = loginForm.handleSubmit(async (body) => {
    try {
      await loginByPhone.mutateAsync(body);
      await signedIn(t('message.loginSuccess'));
    } catch {
      showToast(t('message.loginFailed'), 'error');
    }
  });

  const loginPath = `${LOGIN_PATH}${params.toString() ? `?${params.toString()}` : ''}`;
  return (
    <Page title={t('title.captcha')}>
      <div className="app-login">
        <div className="app-login__intro">
          <p className="app-login__welcome">{t('login.smsLogin')}</p>
          <p className="app-login__hint">
            {sent ? t('captcha.sentTo', { phone: `${sent.countryCode} ${sent.phone}` }) : t('captcha.intro')}
          </p>
        </div>
        {sent ? (
          <form className="app-login__form" onSubmit={login} noValidate>
            <FormTextField
              control={loginForm.control}
              name="smsCode"
              inputName="sms-code"
              label={t('captcha.smsCode')}
              required
              layout="vertical"
              inputMode="numeric"
              autoComplete="one-time-code"
              placeholder={t('captcha.smsCodePlaceholder')}
              maxLength={6}
            />
            <SubmitButton busy={busy} label={t('captcha.submit')} busyLabel={t('captcha.submitting')} />
            <button
              type="button"
              className="app-login__switch"
              onClick={() => {
                setSent(undefined);
                loginForm.reset();
                sendForm.setValue('code', '');
              }}
            >
              {t('captcha.changePhone')}
            </button>
          </form>
        ) : (
          <form className="app-login__form" onSubmit={send} noValidate>
            <div className="app-login__phone">
              <FormTextField
                control={sendForm.control}
                name="countryCode"
                inputName="country-code"
                label={t('captcha.countryCode')}
                required
                layout="vertical"
                inputMode="tel"
                maxLength={5}
              />
              <FormTextField
                control={sendForm.control}
                name="phone"
                label={t('captcha.phone')}
                type="tel"
                required
                layout="vertical"
                placeholder={t('captcha.phonePlaceholder')}
                autoComplete="tel-national"
              />
            </div>
            <CaptchaField captcha={captcha} control={sendForm.control} name="code" />
            <SubmitButton busy={busy} label={t('captcha.send')} busyLabel={t('captcha.sending')} />
            <Link to={loginPath} className="app-login__switch">
              {t('login.passwordLogin')}
            </Link>
          </form>
        )}
      </div>
    </Page>
  );
}
