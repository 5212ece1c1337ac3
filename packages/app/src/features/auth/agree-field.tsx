import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { useI18n } from '../../i18n/i18n-context';
import { Link } from '../../router/hash-router';
import { pathOf } from '../../router/routes';

/** "I have read and agree to the user agreement and the privacy policy", with links to both, and its rule. */
export function AgreeField({
  id,
  registration,
  error,
}: {
  /** The id of the error text. */
  id: string;
  /** `form.register('agree')`. */
  registration: UseFormRegisterReturn;
  error: FieldError | undefined;
}) {
  const { t } = useI18n();
  return (
    <>
      <label className="app-check app-check--labelled app-login__agree">
        <input
          type="checkbox"
          {...registration}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? id : undefined}
        />
        <span>
          {t('login.agree')
            .split(/(\{agreement\}|\{privacy\})/)
            .map((part) =>
              part === '{agreement}' ? (
                <Link key={part} to={pathOf('doc', { key: 'userAgreement' })} className="app-login__doc-link">
                  {t('doc.userAgreement')}
                </Link>
              ) : part === '{privacy}' ? (
                <Link key={part} to={pathOf('doc', { key: 'privacyPolicy' })} className="app-login__doc-link">
                  {t('doc.privacyPolicy')}
                </Link>
              ) : (
                part
              ),
            )}
        </span>
      </label>
      {error ? (
        <p id={id} className="app-login__error">
          {error.message}
        </p>
      ) : null}
    </>
  );
}
