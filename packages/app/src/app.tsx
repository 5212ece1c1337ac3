import { ThemeRoot } from '@mall/react-ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { HashRouter } from 'react-router';
import { mallClient, onSessionEnded } from './api/mall-client';
import { queryClient } from './api/query-client';
import { searchQueries } from './features/catalog/search-queries';
import { DeferredVersionCheck } from './features/settings/deferred-version-check';
import { I18nProvider, type SwitchLocale, SwitchLocaleProvider, useMemoI18n } from './i18n/i18n-context';
import { loadMessages } from './i18n/load-messages';
import {
  type AppLocale,
  chooseLocale,
  FALLBACK_LOCALE,
  HTML_LANG,
  INTL_TAGS,
  LOCALE_STORAGE_KEY,
} from './i18n/locale';
import type { Messages } from './i18n/messages';
import { AppRoutes } from './router/create-app-router';
import { LOGIN_PATH } from './router/routes';
import { NavigationBridge, navigateOutside } from './shell/navigation-bridge';
import { ToastProvider } from './shell/toast-context';

export interface AppBoot {
  locale: AppLocale;
  messages: Messages;
  fallback: Messages;
  currencySymbol: string;
}

onSessionEnded(() => {
  queryClient.removeQueries({ queryKey: searchQueries.history().queryKey });
  navigateOutside(LOGIN_PATH);
});

export function App({ boot }: { boot: AppBoot }) {
  const [state, setState] = useState(boot);
  const i18n = useMemoI18n(state.locale, state.messages, state.fallback, state.currencySymbol);

  useEffect(() => {
    document.documentElement.lang = HTML_LANG[state.locale];
  }, [state.locale]);

  const switchLocale = useCallback<SwitchLocale>(async (locale, options) => {
    if (options?.save) {
      window.localStorage.setItem(LOCALE_STORAGE_KEY, locale);
    }
    const messages = await loadMessages(locale);
    mallClient().setLocale(locale);
    setState((current) => ({ ...current, locale, messages }));
    // Goods titles, specs and server messages come in the request's language.
    void queryClient.invalidateQueries();
  }, []);

  // Without a saved choice the shop's `appLang` parameter decides, once it has answered.
  useEffect(() => {
    if (window.localStorage.getItem(LOCALE_STORAGE_KEY)) {
      return;
    }
    let cancelled = false;
    void mallClient()
      .params.get('appLang')
      .then(async (appLang) => {
        const locale = chooseLocale(null, appLang);
        if (!cancelled && locale !== boot.locale) {
          await switchLocale(locale);
        }
      })
      .catch(() => {});
    return () => {
      cancelled = true;
    };
  }, [boot.locale, switchLocale]);

  return (
    <QueryClientProvider client={queryClient}>
      <I18nProvider value={i18n}>
        <SwitchLocaleProvider value={switchLocale}>
          <ThemeRoot contentMaxWidth="640px" locale={INTL_TAGS[state.locale]}>
            <ToastProvider>
              <HashRouter>
                <NavigationBridge />
                <AppRoutes />
                <DeferredVersionCheck />
              </HashRouter>
            </ToastProvider>
          </ThemeRoot>
        </SwitchLocaleProvider>
      </I18nProvider>
    </QueryClientProvider>
  );
}

/** Reads what the first screen needs: locale messages (and the fallback's) and the currency symbol. */
export async function loadBoot(): Promise<AppBoot> {
  const locale = chooseLocale(window.localStorage.getItem(LOCALE_STORAGE_KEY), null);
  const client = mallClient();
  client.setLocale(locale);
  const [messages, fallback, currencySymbol] = await Promise.all([
    loadMessages(locale),
    locale === FALLBACK_LOCALE ? Promise.resolve(null) : loadMessages(FALLBACK_LOCALE),
    client.params.get('currentSymbol').catch(() => null),
  ]);
  return { locale, messages, fallback: fallback ?? messages, currencySymbol: currencySymbol ?? '¥' };
}
