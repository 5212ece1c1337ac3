import { describe, expect, it } from 'vitest';
import { createMicroCache } from './micro-cache';

describe('createMicroCache', () => {
  it('answers one load for the same key within the time to live, then loads again', async () => {
    let clock = 0;
    let loads = 0;
    const cache = createMicroCache({ ttlMs: 1000, maxEntries: 10, now: () => clock });
    const load = async () => {
      loads += 1;
      return loads;
    };
    expect(await Promise.all([cache.get('a', load), cache.get('a', load)])).toEqual([1, 1]);
    clock = 999;
    expect(await cache.get('a', load)).toBe(1);
    clock = 1000;
    expect(await cache.get('a', load)).toBe(2);
    expect(await cache.get('b', load)).toBe(3);
  });

  it('keeps no failure and no more than its entries', async () => {
    const cache = createMicroCache({ ttlMs: 1000, maxEntries: 2, now: () => 0 });
    await expect(cache.get('x', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('x', async () => 'up')).toBe('up');
    await cache.get('y', async () => 'y');
    await cache.get('z', async () => 'z');
    expect(await cache.get('x', async () => 'reloaded')).toBe('reloaded');
  });
});
