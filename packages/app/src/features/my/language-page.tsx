import { Icon } from '@mall/react-ui';
import { useEffect, useState } from 'react';
import { useI18n, useSwitchLocale } from '../../i18n/i18n-context';
import { loadMessages } from '../../i18n/load-messages';
import { APP_LOCALES, type AppLocale, HTML_LANG } from '../../i18n/locale';
import { Page } from '../../shell/page';
import { useShowToast } from '../../shell/toast-context';
import './my.css';

/** Each language named in itself, so a shopper finds theirs whatever the current locale. */
const ENDONYM_KEY = 'language.endonym';

/** Language: the five bundled locales; the choice is saved on the device and applied at once. */
export default function LanguagePage() {
  const { t, locale } = useI18n();
  const switchLocale = useSwitchLocale();
  const showToast = useShowToast();
  const [pending, setPending] = useState<AppLocale>();
  const names = useEndonyms();

  const choose = async (next: AppLocale) => {
    if (next === locale) {
      return;
    }
    setPending(next);
    try {
      await switchLocale(next, { save: true });
      showToast(t('message.saved'), 'success');
    } finally {
      setPending(undefined);
    }
  };

  return (
    <Page>
      <fieldset className="app-languages">
        <legend className="mall-visually-hidden">{t('title.language')}</legend>
        {APP_LOCALES.map((item) => (
          <label key={item} className="app-languages__item" lang={HTML_LANG[item]}>
            <input
              type="radio"
              name="language"
              className="mall-visually-hidden"
              checked={item === locale}
              disabled={pending !== undefined}
              onChange={() => void choose(item)}
            />
            <span className="app-languages__name">{names[item]}</span>
            {item === locale ? <Icon name="check" className="app-languages__check" /> : null}
          </label>
        ))}
      </fieldset>
    </Page>
  );
}

/** The name of every locale in its own language (from that locale's file). */
function useEndonyms(): Record<AppLocale, string> {
  const [names, setNames] = useState<Record<AppLocale, string>>(
    () => Object.fromEntries(APP_LOCALES.map((item) => [item, item])) as Record<AppLocale, string>,
  );
  useEffect(() => {
    let cancelled = false;
    void Promise.all(
      APP_LOCALES.map(
        async (item) => [item, (await loadMessages(item, 'rest'))[ENDONYM_KEY] ?? item] as const,
      ),
    ).then((entries) => {
      if (!cancelled) {
        setNames(Object.fromEntries(entries) as Record<AppLocale, string>);
      }
    });
    return () => {
      cancelled = true;
    };
  }, []);
  return names;
}
