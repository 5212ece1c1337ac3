import { describe, expect, it } from 'vitest';
import { createFreshReads, createMicroCache } from './micro-cache';

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

describe('createFreshReads', () => {
  it('never answers a read that began before the request, and runs one read of a key at a time', async () => {
    const reads = createFreshReads();
    let value = 1;
    let loads = 0;
    let running = 0;
    let most = 0;
    const releases: (() => void)[] = [];
    const load = () => {
      loads += 1;
      running += 1;
      most = Math.max(most, running);
      const read = value;
      return new Promise<number>((resolve) => {
        releases.push(() => {
          running -= 1;
          resolve(read);
        });
      });
    };
    const first = reads.get('k', load);
    // A write ends while the first read runs: requests arriving now must see it.
    value = 2;
    const second = reads.get('k', load);
    const third = reads.get('k', load);
    expect(loads).toBe(1);
    releases.shift()!();
    expect(await first).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(loads).toBe(2);
    releases.shift()!();
    expect(await Promise.all([second, third])).toEqual([2, 2]);
    expect(most).toBe(1);
    // Nothing running: the next request starts its own read at once.
    value = 3;
    const fourth = reads.get('k', load);
    expect(loads).toBe(3);
    releases.shift()!();
    expect(await fourth).toBe(3);
  });

  it('reads again after a failure, and a failure reaches only the requests that waited for it', async () => {
    const reads = createFreshReads();
    await expect(reads.get('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await reads.get('k', async () => 'up')).toBe('up');
    expect(await reads.get('other', async () => 'other')).toBe('other');
  });
});
