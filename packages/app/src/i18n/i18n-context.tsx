import { formatLocalNumber, scaledNumberParts } from '@mall/react-ui';
import { ApiError, ERROR_CODE, FILE_ERROR_MESSAGE, formatMoney, SERVICE_ERROR_MESSAGE } from '@mall/sdk';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { type AppLocale, INTL_TAGS } from './locale';
import { type MessageParams, type Messages, translate } from './messages';

export interface I18n {
  locale: AppLocale;
  /** Translates a key of the locale files. */
  t: (key: string, params?: MessageParams) => string;
  /** A count or other number in the locale's digits and grouping. */
  formatNumber: (value: number) => string;
  /** Money in cents with the shop's currency symbol (`currentSymbol`). */
  formatPrice: (cents: number) => string;
  /** A fraction as a percentage (`0.9` → "90%"), in the locale's digits. */
  formatPercent: (fraction: number) => string;
  /** A date (and time) in the locale's format. */
  formatDate: (value: string | Date) => string;
  /** A day (no time) in the locale's format. */
  formatDay: (value: string | Date) => string;
  /** The shop's currency symbol. */
  currencySymbol: string;
  /** A message for any failure: the SDK's client-side errors translated, the server's own text kept. */
  errorMessage: (error: unknown) => string;
}

const I18nContext = createContext<I18n | null>(null);

/** Switches the app's locale; `save` keeps it as the shopper's own choice. */
export type SwitchLocale = (locale: AppLocale, options?: { save?: boolean }) => Promise<void>;

const SwitchLocaleContext = createContext<SwitchLocale>(async () => {});

export function SwitchLocaleProvider({ value, children }: { value: SwitchLocale; children: ReactNode }) {
  return <SwitchLocaleContext value={value}>{children}</SwitchLocaleContext>;
}

/** The function that changes the locale (the language page). */
export function useSwitchLocale(): SwitchLocale {
  return useContext(SwitchLocaleContext);
}

/**
 * Builds the translation functions of one locale. Numbers are written by the kit's
 * `formatLocalNumber`, which knows the five locales' digits and separators without asking the
 * browser's `Intl` (its first number format loads the locale's number data: a task of 10–90 ms, four
 * times that on a phone, that the first screen does not pay). The date formats are made the first
 * time a date is shown: making the first one loads the locale's calendar data alike, and the app
 * builds these functions while it renders its first screen, which shows no date.
 */
export function createI18n(
  locale: AppLocale,
  messages: Messages,
  fallback: Messages,
  currencySymbol: string,
): I18n {
  const tag = INTL_TAGS[locale];
  let dateFormat: Intl.DateTimeFormat | undefined;
  let dayFormat: Intl.DateTimeFormat | undefined;
  const toDate = (value: string | Date) =>
    typeof value === 'string' ? new Date(value.replace(' ', 'T')) : value;
  const t = (key: string, params?: MessageParams) => translate(messages, fallback, key, params);
  return {
    locale,
    t,
    currencySymbol,
    formatNumber: (value) => formatLocalNumber(value, tag),
    // The SDK's one money format, with the kit's digits (no browser number data loaded).
    formatPrice: (cents) =>
      formatMoney(cents, { symbol: currencySymbol, locale: tag, write: scaledNumberParts }),
    formatPercent: (fraction) =>
      formatLocalNumber(fraction, tag, { style: 'percent', maximumFractionDigits: 1 }),
    formatDate: (value) => {
      const date = toDate(value);
      dateFormat ??= new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short' });
      return Number.isNaN(date.getTime()) ? String(value) : dateFormat.format(date);
    },
    formatDay: (value) => {
      const date = toDate(value);
      dayFormat ??= new Intl.DateTimeFormat(tag, { dateStyle: 'short' });
      return Number.isNaN(date.getTime()) ? String(value) : dayFormat.format(date);
    },
    errorMessage: (error) => errorMessage(error, t),
  };
}

/** Maps an error to a message for the shopper. */
export function errorMessage(error: unknown, t: I18n['t']): string {
  if (!(error instanceof ApiError)) {
    return t('error.unknown');
  }
  if (error.isGuestUnauthorized) {
    // A backend whose user middleware runs before routing answers a guest 401 for a call it lacks
    // (contract §14): to the guest that is an address that does not exist, not an ended session.
    return t('error.notFound');
  }
  if (error.message.startsWith('validation.')) {
    return t(error.message);
  }
  switch (error.code) {
    case ERROR_CODE.network:
      return t('error.network');
    case ERROR_CODE.aborted:
      return t('error.aborted');
    case ERROR_CODE.transferFailed:
      return error.message === FILE_ERROR_MESSAGE ? t('error.file') : t('error.transfer');
    case ERROR_CODE.coolAdminNotFound:
      return t('error.notFound');
    default:
      break;
  }
  if (error.message === SERVICE_ERROR_MESSAGE || error.message === '') {
    return t('error.service');
  }
  // Business and validation failures come from the server already in the shopper's language.
  return error.message;
}

export function I18nProvider({ value, children }: { value: I18n; children: ReactNode }) {
  return <I18nContext value={value}>{children}</I18nContext>;
}

/** The current locale's translation functions. */
export function useI18n(): I18n {
  const value = useContext(I18nContext);
  if (!value) {
    throw new Error('useI18n outside I18nProvider');
  }
  return value;
}

/** Just the translate function. */
export function useT(): I18n['t'] {
  return useI18n().t;
}

export function useMemoI18n(
  locale: AppLocale,
  messages: Messages,
  fallback: Messages,
  currencySymbol: string,
): I18n {
  return useMemo(
    () => createI18n(locale, messages, fallback, currencySymbol),
    [locale, messages, fallback, currencySymbol],
  );
}
