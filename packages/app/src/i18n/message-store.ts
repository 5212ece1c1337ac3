import { loadMessages } from './load-messages';
import { type AppLocale, DEFAULT_LOCALE, FALLBACK_LOCALE, HTML_LANG } from './locale';
import { FIRST_WORDS_ID } from './locale-parts';
import type { Messages } from './messages';

/** The words the app holds: the locale's, the fallback's, and whether every page's are in. */
export interface LoadedMessages {
  locale: AppLocale;
  messages: Messages;
  fallback: Messages;
  /** False while only the first screen's namespaces are loaded (see locale-parts.ts). */
  complete: boolean;
}

let snapshot: LoadedMessages = { locale: DEFAULT_LOCALE, messages: {}, fallback: {}, complete: false };
const listeners = new Set<() => void>();
let completing: Promise<void> | null = null;

function publish(next: LoadedMessages): void {
  snapshot = next;
  // The page's language with its words, before they render: it chooses the fonts (a Chinese
  // `lang` draws Latin text in a CJK font on most phones), so a later change would move the text.
  document.documentElement.lang = HTML_LANG[next.locale];
  for (const listener of listeners) {
    listener();
  }
}

/**
 * The loaded words, outside React so that a lazy page can wait for them before it renders
 * (`useSyncExternalStore` in the app reads them).
 */
export const messageStore = {
  get: (): LoadedMessages => snapshot,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};

/** At start: only the first screen's words of `locale` (every locale file is complete, so the fallback waits too). */
export async function loadFirstScreenMessages(locale: AppLocale): Promise<void> {
  // The default locale's come inside the page (build/locale-parts.ts): nothing to ask for. Words
  // the page carries unreadable are asked for as any other locale's.
  const inPage = document.getElementById(FIRST_WORDS_ID);
  let messages: Messages | undefined;
  try {
    messages = inPage?.dataset.locale === locale ? JSON.parse(inPage.textContent as string) : undefined;
  } catch {}
  messages ??= await loadMessages(locale, 'core');
  publish({ locale, messages, fallback: messages, complete: false });
}

/**
 * Resolves once every page's words of the current locale are loaded; the lazy pages wait for it
 * beside their own chunk, so it costs the first page after home one request in parallel and later
 * pages nothing. No fallback is loaded with them: every locale file has every key, none blank
 * (locales.test.ts), so the fallback of a bundled locale is the locale itself.
 */
export function ensurePageMessages(): Promise<void> {
  if (snapshot.complete) {
    return Promise.resolve();
  }
  if (!completing) {
    const { locale } = snapshot;
    completing = loadMessages(locale, 'rest')
      .then((rest) => {
        // A switch of locale meanwhile brought every word of the new one already.
        if (snapshot.locale === locale && !snapshot.complete) {
          const messages = { ...snapshot.messages, ...rest };
          publish({ locale, messages, fallback: messages, complete: true });
        }
      })
      .finally(() => {
        completing = null;
      });
  }
  return completing;
}

/**
 * Switches to every word of `locale` (the switch happens past the first screen); `beforeShow`
 * runs once they are loaded, just before the app shows them (the client's `language` header).
 */
export async function switchMessages(locale: AppLocale, beforeShow?: () => void): Promise<void> {
  const [messages, fallback] = await Promise.all([
    loadMessages(locale),
    locale === FALLBACK_LOCALE ? null : loadMessages(FALLBACK_LOCALE),
  ]);
  beforeShow?.();
  publish({ locale, messages, fallback: fallback ?? messages, complete: true });
}
