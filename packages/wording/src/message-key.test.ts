import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { DEFAULT_LOCALE } from './locales';
import type { MessageKey } from './message-key';
import { flattenMessages } from './messages';
import { localeAreas, readLocaleWords } from './node';
import { PREVIEW_LABEL_KEYS, translateLabels } from './preview-labels';

const source = flattenMessages(readLocaleWords(DEFAULT_LOCALE));

describe('the message key type', () => {
  it('reads every area file of the source locale', () => {
    const code = readFileSync(join(import.meta.dirname, 'message-key.ts'), 'utf8');
    const typed = [
      ...code.matchAll(/^import type \w+ from '\.\.\/locales\/zh-Hans\/([\w-]+)\.json';$/gm),
    ].map((match) => match[1]);
    expect(typed.sort()).toEqual(localeAreas(DEFAULT_LOCALE));
    for (const match of code.matchAll(/^import type (\w+) from '\.\.\/locales\//gm)) {
      expect(code, match[1]).toContain(`typeof ${match[1]}`);
    }
  });

  it('names words, and only words', () => {
    const tab = 'pendingPayment' as 'all' | 'pendingPayment';
    expectTypeOf(`order.tab.${tab}` satisfies MessageKey).toEqualTypeOf<
      'order.tab.all' | 'order.tab.pendingPayment'
    >();
    expectTypeOf<'preview.close'>().toExtend<MessageKey>();
    expectTypeOf<'ledger.type.recharge'>().toExtend<MessageKey>();
    expectTypeOf<'preview.nothing'>().not.toExtend<MessageKey>();
    expectTypeOf<'preview'>().not.toExtend<MessageKey>();
  });
});

describe('the image preview labels', () => {
  it('name words of the source locale', () => {
    for (const key of Object.values(PREVIEW_LABEL_KEYS)) {
      expect(source[key], key).toBeTruthy();
    }
  });

  it('are translated label by label', () => {
    expect(translateLabels(PREVIEW_LABEL_KEYS, (key) => `<${key}>`)).toEqual({
      preview: '<preview.photos>',
      close: '<preview.close>',
      zoomIn: '<preview.zoomIn>',
      zoomOut: '<preview.zoomOut>',
      previous: '<preview.previous>',
      next: '<preview.next>',
    });
  });
});
