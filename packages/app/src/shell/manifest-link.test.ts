import { afterEach, describe, expect, it } from 'vitest';
import { linkManifest, MANIFEST_FILE } from './manifest-link';

describe('the manifest link', () => {
  afterEach(() => {
    for (const link of document.querySelectorAll('link[rel="manifest"]')) {
      link.remove();
    }
  });

  it('links the manifest into the head once, however often it is asked to', () => {
    linkManifest();
    linkManifest();
    const links = document.querySelectorAll<HTMLLinkElement>('link[rel="manifest"]');
    expect(links).toHaveLength(1);
    expect(links[0]?.parentElement).toBe(document.head);
    expect(links[0]?.getAttribute('href')).toBe(`./${MANIFEST_FILE}`);
  });
});
