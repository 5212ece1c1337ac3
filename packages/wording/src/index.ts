// The shop's words and the locale rules the app, the kit's stories and the server share. The words
// themselves are read through `@mall/wording/node` (fs) or `@mall/wording/vite` (import.meta.glob).
export type { AreaFile } from './areas';
export { areaFileOf, assembleAreas, assembleLocales } from './areas';
export type { AppLocale } from './locales';
export { APP_LOCALES, DEFAULT_LOCALE, FALLBACK_LOCALE, INTL_TAGS, resolveLocale } from './locales';
export type { MessageKey, MessagePaths } from './message-key';
export type { MessageParams, Messages, Nested } from './messages';
export { flattenMessages, interpolate, translate } from './messages';
export { PREVIEW_LABEL_KEYS, translateLabels } from './preview-labels';
