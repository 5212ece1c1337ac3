import { Tabs } from '@mall/react-ui';
import { loginPasswordRequestSchema } from '@mall/sdk/schemas';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useI18n } from '../../i18n/i18n-context';
import { REDIRECT_PARAM } from '../../router/access';
import { Link, useSearchParams } from '../../router/hash-router';
import { FormTextField } from '../../shared/form-text-field';
import { SubmitButton } from '../../shared/submit-button';
import { useSchemaForm } from '../../shared/use-schema-form';
import { Page } from '../../shell/page';
import { useShowToast } from '../../shell/toast-context';
import { authMutations } from './auth-queries';
import { LOGIN_NOTICE_PARAM, loginNoticeKey } from './login-notice';
import { PhoneRegisterForm } from './phone-register-form';
import { RegisterForm } from './register-form';
import { useSignedIn } from './use-signed-in';
import './auth.css';
import { pathOf } from '../../router/routes';

/** Password login or registration. After success: back to the page before login, or home. */
export default function LoginPage() {
  const { t } = useI18n();
  const [params] = useSearchParams();
  const showToast = useShowToast();
  const form = useSchemaForm(loginPasswordRequestSchema, { defaultValues: { phone: '', password: '' } });
  const login = useMutation(authMutations.password());
  const busy = form.formState.isSubmitting;
  const [mode, setMode] = useState<'login' | 'register'>('login');
  const [registerBy, setRegisterBy] = useState<'username' | 'phone'>('username');
  const noticeKey = loginNoticeKey(params.get(LOGIN_NOTICE_PARAM));

  const signedIn = useSignedIn();
  const redirect = params.get(REDIRECT_PARAM);
  const smsLoginPath = pathOf('captcha', { [REDIRECT_PARAM]: redirect || undefined });

  const submit = form.handleSubmit(async (body) => {
    try {
      await login.mutateAsync(body);
      await signedIn(t('message.loginSuccess'));
    } catch {
      showToast(t('message.loginFailed'), 'error');
    }
  });

  return (
    <Page>
      <div className="app-login">
        <div className="app-login__intro">
          <p className="app-login__welcome">{t('login.welcome')}</p>
          <p className="app-login__hint">{t('login.hint')}</p>
        </div>
        {noticeKey ? (
          <p role="status" className="app-login__notice">
            {t(noticeKey)}
          </p>
        ) : null}
        <div className="app-login__card">
          <Tabs
            label={t('login.modes')}
            value={mode}
            onChange={(value) => setMode(value === 'register' ? 'register' : 'login')}
            items={[
              { value: 'login', label: t('login.tabLogin') },
              { value: 'register', label: t('login.tabRegister') },
            ]}
          >
            {mode === 'login' ? (
              <form className="app-login__form" onSubmit={submit} noValidate>
                <FormTextField
                  control={form.control}
                  name="phone"
                  label={t('login.account')}
                  required
                  layout="vertical"
                  placeholder={t('login.accountPlaceholder')}
                  autoComplete="username"
                />
                <FormTextField
                  control={form.control}
                  name="password"
                  label={t('login.password')}
                  type="password"
                  required
                  layout="vertical"
                  placeholder={t('login.passwordPlaceholder')}
                  autoComplete="current-password"
                />
                <SubmitButton busy={busy} label={t('login.submit')} busyLabel={t('login.submitting')} />
                <Link to={smsLoginPath} className="app-login__switch">
                  {t('login.smsLogin')}
                </Link>
              </form>
            ) : (
              <div>
                <fieldset className="app-login__register-by">
                  <legend className="mall-visually-hidden">{t('login.registerBy')}</legend>
                  {(['username', 'phone'] as const).map((way) => (
                    <label key={way} className="app-check app-check--labelled">
                      <input
                        type="radio"
                        name="register-by"
                        value={way}
                        checked={registerBy === way}
                        onChange={() => setRegisterBy(way)}
                      />
                      <span>{way === 'phone' ? t('captcha.phone') : t('login.username')}</span>
                    </label>
                  ))}
                </fieldset>
                {registerBy === 'phone' ? (
                  <PhoneRegisterForm onRegistered={() => signedIn(t('message.registerSuccess'))} />
                ) : (
                  <RegisterForm onRegistered={() => signedIn(t('message.registerSuccess'))} />
                )}
              </div>
            )}
          </Tabs>
        </div>
      </div>
    </Page>
  );
}
