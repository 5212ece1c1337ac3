// The locale toolbar: every story's wording follows the `locale` global. Stories word their args
// with a function of the locale's copy (`parameters.localeArgs`); their args hold the words of the
// default locale, which the Controls panel and composed stories (the kit's tests) start from.
import type { Decorator, StoryContext } from '@storybook/react-vite';
import { type ReactNode, useEffect } from 'react';
import { type StoryCopy, type StoryLocale, storyCopy, storyLocales } from './story-copy';

/**
 * The locale stories open in. English, not the source wording (zh-Hans): the kit's tests render the
 * stories through `composeStories` with the project's initial globals and name their elements in
 * English.
 */
export const defaultStoryLocale: StoryLocale = 'en';

/** The words of {@link defaultStoryLocale}: what stories' args hold. */
export const defaultCopy = storyCopy[defaultStoryLocale];

/** A story's wording as args, for one locale. */
export type LocaleArgs<TArgs = Record<string, unknown>> = (copy: StoryCopy) => Partial<TArgs>;

/**
 * A story's wording for `component`: checked against its props, typed as the args it words (so
 * they spread into a story's args beside its spies).
 */
export function localeArgs<TProps, TWords extends Partial<TProps>>(
  _component: (props: TProps) => ReactNode,
  words: (copy: StoryCopy) => TWords,
): (copy: StoryCopy) => TWords {
  return words;
}

/** The locale a story context's globals name, the default one for anything else. */
export function storyLocaleOf(globals: Record<string, unknown> | undefined): StoryLocale {
  const locale = globals?.locale;
  return storyLocales.find((known) => known === locale) ?? defaultStoryLocale;
}

/** The copy of the locale chosen in the toolbar (or pinned by the story's `globals`). */
export function copyOf(context: Pick<StoryContext, 'globals'>): StoryCopy {
  return storyCopy[storyLocaleOf(context.globals)];
}

/**
 * Storybook's `locale` toolbar: the five locales, each named in its own language.
 */
export const localeGlobalType = {
  description: 'Language of the stories’ wording',
  toolbar: {
    title: 'Locale',
    icon: 'globe',
    items: storyLocales.map((locale) => ({
      value: locale,
      title: storyCopy[locale].t('language.endonym'),
      right: locale,
    })),
    dynamicTitle: true,
  },
} as const;

/**
 * The story's args in the chosen locale: each arg `parameters.localeArgs` words, unless it was
 * changed from the story's own value (in the Controls panel, or by a test rendering the story with
 * args of its own). In the default locale the args are the words already.
 */
export function localizedArgs(context: StoryContext): StoryContext['args'] {
  const locale = storyLocaleOf(context.globals);
  const words = context.parameters.localeArgs as LocaleArgs | undefined;
  if (!words || locale === defaultStoryLocale) {
    return context.args;
  }
  const args = { ...context.args };
  for (const [key, value] of Object.entries(words(storyCopy[locale]))) {
    if (Object.is(context.args[key], context.initialArgs[key])) {
      args[key] = value;
    }
  }
  return args;
}

/** Marks the page with the story's language, for fonts and screen readers (portals included). */
function DocumentLanguage({ locale }: { locale: StoryLocale }) {
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  return null;
}

/** Storybook decorator: the story's args in the chosen locale, and the page in its language. */
export const withStoryLocale: Decorator = (Story, context) => (
  <>
    <DocumentLanguage locale={storyLocaleOf(context.globals)} />
    <Story args={localizedArgs(context)} />
  </>
);
