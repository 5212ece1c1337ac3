import { userCalls } from '@mall/sdk/schemas';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { mallClient } from '../../api/mall-client';
import { useI18n } from '../../i18n/i18n-context';
import { navigateOutside } from '../../router/hash-router';
import { pathOf } from '../../router/routes';
import { SubmitButton } from '../../shared/submit-button';
import { useSchemaForm } from '../../shared/use-schema-form';
import { loginPathFor } from '../auth/login-notice';
import { SmsCodeField, SmsSendFields, useSmsSender } from '../auth/sms-sender';
import { userMutations } from './user-queries';
import '../auth/auth.css';

/** The SDK's request schema of `app/user/info/bindPhone`. */
const userBindPhoneRequestSchema = userCalls['app/user/info/bindPhone'].request;

/**
 * Binding a mobile number: country code, number and the picture code send an SMS code (a
 * `bindPhone` one), the code binds the number. A bound number can be replaced the same way. The
 * number signs in from then on, so the server ends every session of the shopper with the bind:
 * this device's session is cleared and the shopper goes to login with a notice, as after a
 * password change.
 */
export function BindPhoneForm({
  phone,
  countryCode,
}: {
  phone?: string | null;
  countryCode?: string | null;
}) {
  const { t, errorMessage } = useI18n();
  const [failure, setFailure] = useState<string>();
  const sender = useSmsSender('bind-phone', { purpose: 'bindPhone', countryCode: countryCode || undefined });
  const { sent } = sender;
  const bindForm = useSchemaForm(userBindPhoneRequestSchema, { defaultValues: { code: '' }, context: sent });
  const bind = useMutation(userMutations.bindPhone());
  const busy = sender.form.formState.isSubmitting || bindForm.formState.isSubmitting;

  const sendHandler = sender.send((error) => setFailure(errorMessage(error)));
  const send = (event: FormEvent) => {
    setFailure(undefined);
    return sendHandler(event);
  };
  const confirm = bindForm.handleSubmit(async (body) => {
    setFailure(undefined);
    try {
      await bind.mutateAsync(body);
      await mallClient().session.logout();
      navigateOutside(loginPathFor(pathOf('my'), 'phoneBound'));
    } catch (error) {
      setFailure(errorMessage(error));
    }
  });

  const error = failure ? (
    <p role="alert" className="app-profile__error">
      {failure}
    </p>
  ) : null;
  let hint = t('profile.phoneNone');
  if (sent) {
    hint = t('captcha.sentTo', { phone: `${sent.countryCode} ${sent.phone}` });
  } else if (phone) {
    hint = t('profile.phoneCurrent', { phone: `${countryCode ?? ''} ${phone}`.trim() });
  }
  return (
    <section
      id="profile-phone"
      className="app-section app-profile__form"
      aria-labelledby="profile-phone-title"
    >
      <h2 id="profile-phone-title" className="app-profile__title">
        {t('captcha.phone')}
      </h2>
      <p className="app-profile__hint">{hint}</p>
      {sent ? (
        <form className="app-profile__fields" onSubmit={confirm} noValidate>
          <SmsCodeField control={bindForm.control} name="code" />
          {error}
          <SubmitButton busy={busy} label={t('profile.bind')} busyLabel={t('profile.binding')} />
          <button
            type="button"
            className="app-profile__link"
            onClick={() => {
              setFailure(undefined);
              bindForm.reset();
              sender.restart();
            }}
          >
            {t('captcha.changePhone')}
          </button>
        </form>
      ) : (
        <form className="app-profile__fields" onSubmit={send} noValidate>
          <SmsSendFields sender={sender} />
          {error}
          <SubmitButton busy={busy} label={t('captcha.send')} busyLabel={t('captcha.sending')} />
        </form>
      )}
    </section>
  );
}
