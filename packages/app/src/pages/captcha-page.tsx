import { Button, TextField } from '@mall/react-ui';
import { loginPhoneRequestSchema, loginSmsCodeRequestSchema, toFieldErrors } from '@mall/sdk/schemas';
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { mallClient } from '../api/mall-client';
import { useI18n } from '../i18n/i18n-context';
import { LOGIN_PATH } from '../router/routes';
import { Page } from '../shell/page';
import { useShowToast } from '../shell/toast-context';
import { CaptchaField, useCaptcha } from './captcha-field';
import { useSignedIn } from './use-signed-in';

type Errors = Partial<Record<'countryCode' | 'phone' | 'code' | 'smsCode', string>>;

/** The first message of each field among a zod error's issues, translated. */
function useFieldErrors() {
  const { t } = useI18n();
  return (error: Parameters<typeof toFieldErrors>[0]): Errors => {
    const errors: Errors = {};
    for (const issue of toFieldErrors(error)) {
      const field = issue.field as keyof Errors;
      errors[field] ??= t(issue.key, issue.params);
    }
    return errors;
  };
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
  const fieldErrors = useFieldErrors();
  const [countryCode, setCountryCode] = useState('+86');
  const [phone, setPhone] = useState('');
  const [pictureCode, setPictureCode] = useState('');
  const [smsCode, setSmsCode] = useState('');
  const [sent, setSent] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const captcha = useCaptcha('sms', !sent);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = loginSmsCodeRequestSchema.safeParse({
      phone: phone.trim(),
      countryCode: countryCode.trim(),
      captchaId: captcha.data?.captchaId ?? '',
      code: pictureCode.trim(),
    });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await mallClient().user.login.smsCode(parsed.data);
      setSent(true);
    } catch (error) {
      showToast(errorMessage(error), 'error');
      setPictureCode('');
      void captcha.refetch();
    } finally {
      setBusy(false);
    }
  };

  const login = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = loginPhoneRequestSchema.safeParse({
      phone: phone.trim(),
      countryCode: countryCode.trim(),
      smsCode: smsCode.trim(),
    });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await mallClient().user.login.phone(parsed.data);
      await signedIn(t('message.loginSuccess'));
    } catch {
      showToast(t('message.loginFailed'), 'error');
    } finally {
      setBusy(false);
    }
  };

  const loginPath = `${LOGIN_PATH}${params.toString() ? `?${params.toString()}` : ''}`;
  return (
    <Page title={t('title.captcha')}>
      <div className="app-login">
        <div className="app-login__intro">
          <p className="app-login__welcome">{t('login.smsLogin')}</p>
          <p className="app-login__hint">
            {sent ? t('captcha.sentTo', { phone: `${countryCode} ${phone}` }) : t('captcha.intro')}
          </p>
        </div>
        {sent ? (
          <form className="app-login__form" onSubmit={login} noValidate>
            <TextField
              label={t('captcha.smsCode')}
              value={smsCode}
              onChange={setSmsCode}
              error={errors.smsCode}
              required
              layout="vertical"
              inputMode="numeric"
              autoComplete="one-time-code"
              placeholder={t('captcha.smsCodePlaceholder')}
              name="sms-code"
              maxLength={6}
            />
            <Button type="submit" variant="primary" size="large" block disabled={busy}>
              {busy ? t('captcha.submitting') : t('captcha.submit')}
            </Button>
            <button
              type="button"
              className="app-login__switch"
              onClick={() => {
                setSent(false);
                setSmsCode('');
                setPictureCode('');
              }}
            >
              {t('captcha.changePhone')}
            </button>
          </form>
        ) : (
          <form className="app-login__form" onSubmit={send} noValidate>
            <div className="app-login__phone">
              <TextField
                label={t('captcha.countryCode')}
                value={countryCode}
                onChange={setCountryCode}
                error={errors.countryCode}
                required
                layout="vertical"
                inputMode="tel"
                name="country-code"
                maxLength={5}
              />
              <TextField
                label={t('captcha.phone')}
                type="tel"
                value={phone}
                onChange={setPhone}
                error={errors.phone}
                required
                layout="vertical"
                placeholder={t('captcha.phonePlaceholder')}
                autoComplete="tel-national"
                name="phone"
              />
            </div>
            <CaptchaField
              captcha={captcha}
              value={pictureCode}
              onChange={setPictureCode}
              error={errors.code}
            />
            <Button type="submit" variant="primary" size="large" block disabled={busy}>
              {busy ? t('captcha.sending') : t('captcha.send')}
            </Button>
            <Link to={loginPath} className="app-login__switch">
              {t('login.passwordLogin')}
            </Link>
          </form>
        )}
      </div>
    </Page>
  );
}
