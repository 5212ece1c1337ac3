import { Button, TextField } from '@mall/react-ui';
import { loginRegisterRequestSchema, toFieldErrors } from '@mall/sdk/schemas';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { mallClient } from '../api/mall-client';
import { useI18n } from '../i18n/i18n-context';
import { CaptchaField, useCaptcha } from './captcha-field';

type Field = 'username' | 'password' | 'captchaCode' | 'agree';

/** Registration with a username, a password and the picture code; the server signs the shopper in at once. */
export function RegisterForm({ onRegistered }: { onRegistered: () => Promise<void> }) {
  const { t, errorMessage } = useI18n();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [captchaCode, setCaptchaCode] = useState('');
  const [agree, setAgree] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
  const captcha = useCaptcha('register');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(undefined);
    const body = { username, password, captchaId: captcha.data?.captchaId ?? '', captchaCode, agree };
    const parsed = loginRegisterRequestSchema.safeParse(body);
    if (!parsed.success) {
      const next: Partial<Record<Field, string>> = {};
      for (const issue of toFieldErrors(parsed.error)) {
        const field = issue.field as Field;
        // This form offers only the username: "username or mobile number" reads as "required" here.
        const key =
          issue.key === 'validation.usernameOrPhone' && !username.trim() ? 'validation.required' : issue.key;
        next[field] ??= t(key, issue.params);
      }
      setErrors(next);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await mallClient().user.login.register(parsed.data);
      await onRegistered();
    } catch (error) {
      setFailure(errorMessage(error));
      setCaptchaCode('');
      void captcha.refetch();
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="app-login__form" onSubmit={submit} noValidate>
      <TextField
        label={t('login.username')}
        value={username}
        onChange={setUsername}
        error={errors.username}
        required
        layout="vertical"
        placeholder={t('login.usernamePlaceholder')}
        autoComplete="username"
        name="username"
      />
      <TextField
        label={t('login.password')}
        type="password"
        value={password}
        onChange={setPassword}
        error={errors.password}
        required
        layout="vertical"
        placeholder={t('login.newPasswordPlaceholder')}
        autoComplete="new-password"
        name="new-password"
      />
      <CaptchaField
        captcha={captcha}
        value={captchaCode}
        onChange={setCaptchaCode}
        error={errors.captchaCode}
      />
      <label className="app-check app-check--labelled app-login__agree">
        <input
          type="checkbox"
          checked={agree}
          onChange={(event) => setAgree(event.target.checked)}
          aria-invalid={errors.agree ? true : undefined}
          aria-describedby={errors.agree ? 'register-agree-error' : undefined}
        />
        <span>
          {t('login.agree')
            .split(/(\{agreement\}|\{privacy\})/)
            .map((part) =>
              part === '{agreement}' ? (
                <Link key={part} to="/pages/user/doc?key=userAgreement" className="app-login__doc-link">
                  {t('doc.userAgreement')}
                </Link>
              ) : part === '{privacy}' ? (
                <Link key={part} to="/pages/user/doc?key=privacyPolicy" className="app-login__doc-link">
                  {t('doc.privacyPolicy')}
                </Link>
              ) : (
                part
              ),
            )}
        </span>
      </label>
      {errors.agree ? (
        <p id="register-agree-error" className="app-login__error">
          {errors.agree}
        </p>
      ) : null}
      {failure ? (
        <p role="alert" className="app-login__error">
          {failure}
        </p>
      ) : null}
      <Button type="submit" variant="primary" size="large" block disabled={busy}>
        {busy ? t('login.registering') : t('login.register')}
      </Button>
    </form>
  );
}
