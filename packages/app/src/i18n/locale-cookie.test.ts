import { describe, expect, it } from 'vitest';
import { LOCALE_COOKIE, localeCookieText, writeLocaleCookie } from './locale-cookie';

/** The cookie as the page's script reads it back. */
function readCookie(): string | undefined {
  return document.cookie
    .split(';')
    .map((pair) => pair.trim().split('='))
    .find(([name]) => name === LOCALE_COOKIE)?.[1];
}

describe('the locale cookie', () => {
  it('keeps a locale for the whole origin for a year, Lax, and Secure only over HTTPS', () => {
    expect(localeCookieText('zh-tw', false)).toBe(
      'mall.locale=zh-tw; Path=/; Max-Age=31536000; SameSite=Lax',
    );
    expect(localeCookieText('en', true)).toBe(
      'mall.locale=en; Path=/; Max-Age=31536000; SameSite=Lax; Secure',
    );
  });

  it('is what the page reads back after a write, one cookie that follows the next locale', () => {
    writeLocaleCookie('uz');
    expect(readCookie()).toBe('uz');
    writeLocaleCookie('bn');
    expect(readCookie()).toBe('bn');
    expect(document.cookie.split(';').filter((pair) => pair.includes(LOCALE_COOKIE))).toHaveLength(1);
  });
});
