import { useQuery } from '@tanstack/react-query';
import type { FieldValues } from 'react-hook-form';
import { useI18n } from '../../i18n/i18n-context';
import { type FormControl, FormTextField, type TextFieldName } from '../../shared/form-text-field';
import { authQueries } from './auth-queries';

/**
 * The picture code (captcha) a shopper types before registering or asking for an SMS code. The
 * image is fetched fresh each time (never cached: a captcha is single use); tapping it loads another.
 * `useCaptcha` holds the query so the form can reload the image after a failed attempt.
 */
export function useCaptcha(scope: string, enabled = true) {
  return useQuery({ ...authQueries.captcha(scope), enabled });
}

/** The picture-code input, bound to the form field `name`, beside the image. */
export function CaptchaField<Values extends FieldValues>({
  captcha,
  control,
  name,
}: {
  captcha: ReturnType<typeof useCaptcha>;
  control: FormControl<Values>;
  name: TextFieldName<Values>;
}) {
  const { t } = useI18n();
  return (
    <div className="app-login__captcha">
      <FormTextField
        control={control}
        name={name}
        inputName="captcha"
        label={t('login.captcha')}
        required
        layout="vertical"
        placeholder={t('login.captchaPlaceholder')}
        autoComplete="off"
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
