import { loginPhoneRequestSchema } from '@mall/sdk/schemas';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useI18n } from '../../i18n/i18n-context';
import { Link, useSearchParams } from '../../router/hash-router';
import { LOGIN_PATH } from '../../router/routes';
import { SubmitButton } from '../../shared/submit-button';
import { useSchemaForm } from '../../shared/use-schema-form';
import { Page } from '../../shell/page';
import { useShowToast } from '../../shell/toast-context';
import { AgreeField } from './agree-field';
import { authMutations } from './auth-queries';
import { SmsCodeField, SmsSendFields, useSmsSender } from './sms-sender';
import { useSignedIn } from './use-signed-in';
import './auth.css';

/**
 * Login by SMS code (the verification-code page): the mobile number and the picture code send a
 * login code, the code signs the shopper in. A new number gets an account, which needs the
 * agreement ticked, as registration does: without it the server answers so (shown beside the box)
 * and keeps the code, so ticking the box and sending again signs the shopper up.
 */
export default function CaptchaPage() {
  const { t, errorMessage } = useI18n();
  const [params] = useSearchParams();
  const showToast = useShowToast();
  const signedIn = useSignedIn();
  const [failure, setFailure] = useState<string>();
  const sender = useSmsSender('sms', { purpose: 'login' });
  const { sent } = sender;
  const loginForm = useSchemaForm(loginPhoneRequestSchema, {
    defaultValues: { smsCode: '', agree: false },
    context: sent,
  });
  const loginByPhone = useMutation(authMutations.phone());
  const busy = sender.form.formState.isSubmitting || loginForm.formState.isSubmitting;
  const send = sender.send((error) => showToast(errorMessage(error), 'error'));

  const login = loginForm.handleSubmit(async (body) => {
    setFailure(undefined);
    try {
      await loginByPhone.mutateAsync(body);
      await signedIn(t('message.loginSuccess'));
    } catch (error) {
      // The server's own words: a wrong code, a closed account, or the agreement a new number needs.
      setFailure(errorMessage(error));
    }
  });

  const loginPath = `${LOGIN_PATH}${params.toString() ? `?${params.toString()}` : ''}`;
  return (
    <Page>
      <div className="app-login">
        <div className="app-login__intro">
          <p className="app-login__welcome">{t('login.smsLogin')}</p>
          <p className="app-login__hint">
            {sent ? t('captcha.sentTo', { phone: `${sent.countryCode} ${sent.phone}` }) : t('captcha.intro')}
          </p>
        </div>
        {sent ? (
          <form className="app-login__form" onSubmit={login} noValidate>
            <SmsCodeField control={loginForm.control} name="smsCode" />
            <AgreeField
              id="sms-login-agree-error"
              registration={loginForm.register('agree')}
              error={loginForm.formState.errors.agree}
            />
            {failure ? (
              <p role="alert" className="app-login__error">
                {failure}
              </p>
            ) : null}
            <SubmitButton busy={busy} label={t('captcha.submit')} busyLabel={t('captcha.submitting')} />
            <button
              type="button"
              className="app-login__switch"
              onClick={() => {
                setFailure(undefined);
                loginForm.reset();
                sender.restart();
              }}
            >
              {t('captcha.changePhone')}
            </button>
          </form>
        ) : (
          <form className="app-login__form" onSubmit={send} noValidate>
            <SmsSendFields sender={sender} />
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
