import { describe, expect, it } from 'vitest';
import { type MessageKey, storyCopy, storyLocales } from './story-copy';

// Stories and story support as text: every `t('...')` they call names an app message.
const sources = import.meta.glob<string>(['../**/*.stories.tsx', './*.ts', './*.tsx', '!./*.test.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
});
const usedKeys = [
  ...new Set(
    Object.values(sources).flatMap((text) =>
      [...text.matchAll(/\bt\(\s*'([\w.]+)'/g)].map((match) => match[1]),
    ),
  ),
] as MessageKey[];

describe('story copy', () => {
  it('finds the keys the stories ask for', () => {
    expect(usedKeys.length).toBeGreaterThan(80);
  });

  it.each(storyLocales)('%s has a message for every key the stories use', (locale) => {
    const { t } = storyCopy[locale];
    const missing = usedKeys.filter((key) => t(key) === key || !t(key).trim());
    expect(missing).toEqual([]);
  });

  it('fills placeholders the way the app does', () => {
    expect(storyCopy.en.t('chat.unread', { count: storyCopy.en.formatNumber(1200) })).toBe(
      '1,200 unread messages',
    );
    expect(storyCopy.bn.formatNumber(3)).toBe('৩');
  });
});
