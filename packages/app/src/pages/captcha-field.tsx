import { TextField } from '@mall/react-ui';
import { useQuery } from '@tanstack/react-query';
import { mallClient } from '../api/mall-client';
import { useI18n } from '../i18n/i18n-context';

/**
 * The picture code (captcha) a shopper types before registering or asking for an SMS code. The
 * image is fetched fresh each time (never cached: a captcha is single use); tapping it loads another.
 * `useCaptcha` holds the query so the form can reload the image after a failed attempt.
 */
export function useCaptcha(scope: string, enabled = true) {
  return useQuery({
    queryKey: ['captcha', scope],
    queryFn: () => mallClient().user.login.captcha({ width: 120, height: 44 }),
    staleTime: 0,
    gcTime: 0,
    enabled,
  });
}

export function CaptchaField({
  captcha,
  value,
  onChange,
  error,
}: {
  captcha: ReturnType<typeof useCaptcha>;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}) {
  const { t } = useI18n();
  return (
    <div className="app-login__captcha">
      <TextField
        label={t('login.captcha')}
        value={value}
        onChange={onChange}
        error={error}
        required
        layout="vertical"
        placeholder={t('login.captchaPlaceholder')}
        autoComplete="off"
        name="captcha"
        maxLength={10}
      />
      <button
        type="button"
        className="app-login__captcha-image"
        aria-label={t('login.captchaImage')}
        onClick={() => void captcha.refetch()}
      >
        {captcha.data ? <img src={captcha.data.data} alt="" width={120} height={44} /> : null}
      </button>
    </div>
  );
}
