import type { AppLocale } from './locale';
import type { LocalePart } from './locale-parts';
import { flattenMessages, type Messages, type Nested } from './messages';

type Loader = () => Promise<{ default: Nested }>;

// Each part of each locale is its own chunk (see build/locale-parts.ts): a shopper downloads the
// first-screen words of their locale at start and the rest with the first lazy page.
const loaders: Record<AppLocale, Record<LocalePart, Loader>> = {
  'zh-Hans': {
    core: () => import('virtual:mall-locale/zh-Hans/core'),
    rest: () => import('virtual:mall-locale/zh-Hans/rest'),
  },
  'zh-tw': {
    core: () => import('virtual:mall-locale/zh-tw/core'),
    rest: () => import('virtual:mall-locale/zh-tw/rest'),
  },
  en: {
    core: () => import('virtual:mall-locale/en/core'),
    rest: () => import('virtual:mall-locale/en/rest'),
  },
  bn: {
    core: () => import('virtual:mall-locale/bn/core'),
    rest: () => import('virtual:mall-locale/bn/rest'),
  },
  uz: {
    core: () => import('virtual:mall-locale/uz/core'),
    rest: () => import('virtual:mall-locale/uz/rest'),
  },
};

/** Loads one part of a locale's messages (both parts when none is named). */
export async function loadMessages(locale: AppLocale, part?: LocalePart): Promise<Messages> {
  const parts: LocalePart[] = part ? [part] : ['core', 'rest'];
  const modules = await Promise.all(parts.map((name) => loaders[locale][name]()));
  return Object.assign({}, ...modules.map((module) => flattenMessages(module.default)));
}
