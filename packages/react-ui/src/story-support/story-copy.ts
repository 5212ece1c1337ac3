// Text for stories in the product's five locales. The kit holds no copy of its own; the app passes
// translated text through props, so stories do the same, reading the shop's words
// (`@mall/wording`, the files the app reads too): one place for every piece of UI wording, and
// stories show how long bn and uz really run. Only stories and their tests import this (the
// published kit leaves story-support out).
import {
  APP_LOCALES,
  type AppLocale,
  flattenMessages,
  INTL_TAGS,
  interpolate,
  type MessageKey,
  type MessageParams,
} from '@mall/wording';
import { localeWords } from '@mall/wording/vite';
import { type SampleContent, sampleContent } from './sample-content';

export const storyLocales = APP_LOCALES;
export type StoryLocale = AppLocale;

/** A key of the shop's source wording; the words' own test keeps the other four locales complete. */
export type { MessageKey };

export interface StoryCopy {
  locale: StoryLocale;
  /** The app's message for a key, `{name}` placeholders filled the way the app fills them. */
  t: (key: MessageKey, params?: MessageParams) => string;
  /** A count in the locale's digits, as the app shows sold counts and quantities. */
  formatNumber: (value: number) => string;
  /** A day in the locale's short date format, as the app shows coupon validity. */
  formatDay: (value: Date) => string;
  /** Demo data (goods names, chat lines, refund reasons): not UI wording. */
  sample: SampleContent;
}

function createStoryCopy(locale: StoryLocale): StoryCopy {
  const messages: Record<string, string> = flattenMessages(localeWords[locale]);
  const numberFormat = new Intl.NumberFormat(INTL_TAGS[locale]);
  const dayFormat = new Intl.DateTimeFormat(INTL_TAGS[locale], { dateStyle: 'short' });
  return {
    locale,
    t: (key, params) => interpolate(messages[key] ?? key, params),
    formatNumber: (value) => numberFormat.format(value),
    formatDay: (value) => dayFormat.format(value),
    sample: sampleContent[locale],
  };
}

export const storyCopy = Object.fromEntries(
  storyLocales.map((locale) => [locale, createStoryCopy(locale)]),
) as Record<StoryLocale, StoryCopy>;
