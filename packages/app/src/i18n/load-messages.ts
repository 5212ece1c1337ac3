import type { AppLocale } from './locale';
import { flattenMessages, type Messages, type Nested } from './messages';

// Each locale is its own chunk: a shopper downloads only the ones shown (theirs and the fallback).
const loaders = import.meta.glob<{ default: Nested }>('../locales/*.json');

/** Loads one locale's messages. */
export async function loadMessages(locale: AppLocale): Promise<Messages> {
  const load = loaders[`../locales/${locale}.json`];
  if (!load) {
    throw new Error(`No locale file for ${locale}`);
  }
  const module = await load();
  return flattenMessages(module.default);
}
