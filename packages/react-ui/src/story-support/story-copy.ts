// Text for stories in the product's five locales. The kit holds no copy of its own; the app passes
// translated text through props, so stories do the same, reading the app's own locale files: one
// place for every piece of UI wording, and stories show how long bn and uz really run. Only stories
// and their tests import this (the published kit leaves story-support out).
import { APP_LOCALES, type AppLocale, INTL_TAGS } from '../../../app/src/i18n/locale';
import { flattenMessages, interpolate, type MessageParams } from '../../../app/src/i18n/messages';
import bn from '../../../app/src/locales/bn.json' with { type: 'json' };
import en from '../../../app/src/locales/en.json' with { type: 'json' };
import uz from '../../../app/src/locales/uz.json' with { type: 'json' };
import zhHans from '../../../app/src/locales/zh-Hans.json' with { type: 'json' };
import zhTw from '../../../app/src/locales/zh-tw.json' with { type: 'json' };
import { type SampleContent, sampleContent } from './sample-content';

export const storyLocales = APP_LOCALES;
export type StoryLocale = AppLocale;

/** Dotted paths to the leaves of a locale file: `home.searchPlaceholder`. */
type MessagePaths<Tree, Prefix extends string = ''> = {
  [Key in keyof Tree & string]: Tree[Key] extends string
    ? `${Prefix}${Key}`
    : MessagePaths<Tree[Key], `${Prefix}${Key}.`>;
}[keyof Tree & string];

/** A key of the app's source locale; the app's own test keeps the other four complete. */
export type MessageKey = MessagePaths<typeof zhHans>;

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

const files: Record<StoryLocale, Parameters<typeof flattenMessages>[0]> = {
  'zh-Hans': zhHans,
  'zh-tw': zhTw,
  en,
  bn,
  uz,
};

function createStoryCopy(locale: StoryLocale): StoryCopy {
  const messages: Record<string, string> = flattenMessages(files[locale]);
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
