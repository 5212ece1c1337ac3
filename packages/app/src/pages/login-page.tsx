import { Button, Tabs, TextField } from '@mall/react-ui';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { mallClient } from '../api/mall-client';
import { GUEST_OWNER } from '../cart/cart-store';
import { cartStore } from '../cart/use-cart';
import { useI18n } from '../i18n/i18n-context';
import { afterLoginTarget, REDIRECT_PARAM } from '../router/access';
import { clearSearchHistory, readSearchHistory } from '../search/search-history';
import { Page } from '../shell/page';
import { useShowToast } from '../shell/toast-context';
import { RegisterForm } from './register-form';

/** Contract §6: a guest's search history on the device moves to the shopper's history at login. */
async function mergeGuestSearchHistory(): Promise<void> {
  const words = readSearchHistory(window.localStorage);
  if (words.length === 0) {
    return;
  }
  try {
    // Oldest first, so the newest ends up first on the server too.
    for (const name of [...words].reverse()) {
      await mallClient().goods.searchKeyword.add({ name });
    }
    clearSearchHistory(window.localStorage);
  } catch {
    // Kept on the device; the next login tries again.
  }
}

interface Errors {
  phone?: string;
  password?: string;
}

/** Password login or registration. After success: back to the page before login, or home. */
export default function LoginPage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const showToast = useShowToast();
  const queryClient = useQueryClient();
  const [phone, setPhone] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [mode, setMode] = useState<'login' | 'register'>('login');

  /** After a login or registration: the shopper's cart, fresh queries, and back where they were. */
  const signedIn = async (message: string) => {
    const person = await mallClient()
      .user.info.person()
      .catch(() => null);
    cartStore().switchOwner(person?.id ? String(person.id) : GUEST_OWNER);
    await mergeGuestSearchHistory();
    await queryClient.invalidateQueries();
    showToast(message, 'success');
    navigate(afterLoginTarget(params.get(REDIRECT_PARAM)), { replace: true });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next: Errors = {};
    if (!phone.trim()) {
      next.phone = t('validation.required');
    }
    if (!password) {
      next.password = t('validation.required');
    }
    setErrors(next);
    if (next.phone || next.password) {
      return;
    }
    setBusy(true);
    try {
      await mallClient().user.login.password({ phone: phone.trim(), password });
      await signedIn(t('message.loginSuccess'));
    } catch {
      showToast(t('message.loginFailed'), 'error');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Page title={t('title.login')}>
      <div className="app-login">
        <div className="app-login__intro">
          <p className="app-login__welcome">{t('login.welcome')}</p>
          <p className="app-login__hint">{t('login.hint')}</p>
        </div>
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
                <TextField
                  label={t('login.account')}
                  value={phone}
                  onChange={setPhone}
                  error={errors.phone}
                  required
                  layout="vertical"
                  placeholder={t('login.accountPlaceholder')}
                  autoComplete="username"
                  name="phone"
                />
                <TextField
                  label={t('login.password')}
                  type="password"
                  value={password}
                  onChange={setPassword}
                  error={errors.password}
                  required
                  layout="vertical"
                  placeholder={t('login.passwordPlaceholder')}
                  autoComplete="current-password"
                  name="password"
                />
                <Button type="submit" variant="primary" size="large" block disabled={busy}>
                  {busy ? t('login.submitting') : t('login.submit')}
                </Button>
              </form>
            ) : (
              <RegisterForm onRegistered={() => signedIn(t('message.registerSuccess'))} />
            )}
          </Tabs>
        </div>
      </div>
    </Page>
  );
}
