import { ThemeRoot } from '@mall/react-ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { mallClient, onSessionEnded } from './api/mall-client';
import { queryClient } from './api/query-client';
import { currencyStore, refreshCurrencySymbol } from './i18n/currency';
import { I18nProvider, type SwitchLocale, SwitchLocaleProvider, useMemoI18n } from './i18n/i18n-context';
import {
  type AppLocale,
  chooseLocale,
  INTL_TAGS,
  LOCALE_STORAGE_KEY,
  rememberShopLocale,
} from './i18n/locale';
import { loadFirstScreenMessages, messageStore, switchMessages } from './i18n/message-store';
import { AppRoutes } from './router/create-app-router';
import { navigateOutside } from './router/hash-router';
import { LOGIN_PATH } from './router/routes';
import { forgetShopper, markLanguageChange } from './shell/catalogue-keys';
import { DeferredStart } from './shell/deferred-start';
import { ToastProvider } from './shell/toast-context';

onSessionEnded(() => {
  // Nothing of the shopper's own stays for the next one on this device.
  forgetShopper(queryClient);
  navigateOutside(LOGIN_PATH);
});

export function App() {
  // The words live outside React (i18n/message-store.ts) so that lazy pages can wait for theirs.
  const state = useSyncExternalStore(messageStore.subscribe, messageStore.get);
  const currencySymbol = useSyncExternalStore(currencyStore.subscribe, currencyStore.get);
  const i18n = useMemoI18n(state.locale, state.messages, state.fallback, currencySymbol);

  const switchLocale = useCallback<SwitchLocale>(async (locale, options) => {
    if (options?.save) {
      window.localStorage.setItem(LOCALE_STORAGE_KEY, locale);
    }
    // Answers fetched for the new words must be asked in the new language.
    await switchMessages(locale, () => mallClient().setLocale(locale));
    // Goods titles, specs and server messages come in the request's language.
    markLanguageChange();
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
        // Remembered for the next start, which then opens in it (`startLocale`).
        rememberShopLocale(appLang);
        const locale = chooseLocale(null, appLang);
        if (!cancelled && locale !== messageStore.get().locale) {
          await switchLocale(locale);
        }
      })
      .catch(() => {});
    return () => {
      cancelled = true;
    };
  }, [switchLocale]);

  return (
    <QueryClientProvider client={queryClient}>
      <I18nProvider value={i18n}>
        <SwitchLocaleProvider value={switchLocale}>
          <ThemeRoot contentMaxWidth="640px" locale={INTL_TAGS[state.locale]}>
            <ToastProvider>
              <AppRoutes />
              <DeferredStart />
            </ToastProvider>
          </ThemeRoot>
        </SwitchLocaleProvider>
      </I18nProvider>
    </QueryClientProvider>
  );
}

/**
 * Loads what the first screen cannot render without: the first-screen words of the locale (the
 * default locale's come inside the built index.html, `build/locale-parts.ts`). The currency symbol is not waited for: the
 * screen starts with the last visit's and follows the shop's answer (i18n/currency.ts).
 */
export async function loadBoot(locale: AppLocale): Promise<void> {
  const client = mallClient();
  client.setLocale(locale);
  void refreshCurrencySymbol(() => client.params.get('currentSymbol'));
  await loadFirstScreenMessages(locale);
}
