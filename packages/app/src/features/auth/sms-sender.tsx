import { loginSmsCodeRequestSchema } from '@mall/sdk/schemas';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useI18n } from '../../i18n/i18n-context';
import { type FormControl, FormTextField, type TextFieldName } from '../../shared/form-text-field';
import { useSchemaForm } from '../../shared/use-schema-form';
import { authMutations, type SmsCodePurpose } from './auth-queries';
import { CaptchaField, useCaptcha } from './captcha-field';

/** The number a code was sent to, as the SDK parsed it. */
export interface SentTo {
  phone: string;
  countryCode: string;
}

/**
 * The first step of every SMS-code flow (login, mobile registration, binding a number, a password
 * by code): country code, number and the picture code send a code for `purpose` (the server takes
 * a code only for the purpose it was sent for). `send(onError)` is the form's submit handler; a
 * failure reloads the picture code. `restart()` goes back to another number. `phone` fills in a
 * number the shopper already has (their bound one); the picture code loads only while `active`.
 */
export function useSmsSender(
  scope: string,
  {
    purpose,
    countryCode = '+86',
    phone = '',
    active = true,
  }: { purpose: SmsCodePurpose; countryCode?: string; phone?: string; active?: boolean },
) {
  const [sent, setSent] = useState<SentTo>();
  const captcha = useCaptcha(scope, active && !sent);
  const form = useSchemaForm(loginSmsCodeRequestSchema, {
    defaultValues: { countryCode, phone, code: '' },
    context: { captchaId: captcha.data?.captchaId ?? '' },
  });
  const sendCode = useMutation(authMutations.smsCode());
  const send = (onError: (error: unknown) => void) =>
    form.handleSubmit(async (body) => {
      try {
        await sendCode.mutateAsync({ ...body, purpose });
        setSent({ phone: body.phone, countryCode: body.countryCode });
      } catch (error) {
        onError(error);
        form.setValue('code', '');
        void captcha.refetch();
      }
    });
  const restart = () => {
    setSent(undefined);
    form.setValue('code', '');
  };
  return { sent, captcha, form, send, restart };
}

/** Country code and mobile number side by side, then the picture code, of {@link useSmsSender}. */
export function SmsSendFields({ sender }: { sender: ReturnType<typeof useSmsSender> }) {
  const { t } = useI18n();
  return (
    <>
      <div className="app-login__phone">
        <FormTextField
          control={sender.form.control}
          name="countryCode"
          inputName="country-code"
          label={t('captcha.countryCode')}
          required
          layout="vertical"
          inputMode="tel"
          maxLength={5}
        />
        <FormTextField
          control={sender.form.control}
          name="phone"
          label={t('captcha.phone')}
          type="tel"
          required
          layout="vertical"
          placeholder={t('captcha.phonePlaceholder')}
          autoComplete="tel-national"
        />
      </div>
      <CaptchaField captcha={sender.captcha} control={sender.form.control} name="code" />
    </>
  );
}

/** The SMS code a shopper types once it was sent, bound to the form field `name`. */
export function SmsCodeField<Values extends FieldValues>({
  control,
  name,
}: {
  control: FormControl<Values>;
  name: TextFieldName<Values>;
}) {
  const { t } = useI18n();
  return (
    <FormTextField
      control={control}
      name={name}
      inputName="sms-code"
      label={t('captcha.smsCode')}
      required
      layout="vertical"
      inputMode="numeric"
      autoComplete="one-time-code"
      placeholder={t('captcha.smsCodePlaceholder')}
      maxLength={6}
    />
  );
}
