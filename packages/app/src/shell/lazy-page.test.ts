import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAGE_LOAD_DELAY_MS, PAGE_LOAD_TIMEOUT_MS, withTimeout } from './lazy-page';

afterEach(() => {
  vi.useRealTimers();
});

describe('page loading', () => {
  it('uses the delays of spec §9', () => {
    expect(PAGE_LOAD_DELAY_MS).toBe(200);
    expect(PAGE_LOAD_TIMEOUT_MS).toBe(60_000);
  });

  it('fails a load that takes 60 s and keeps one that finishes in time', async () => {
    vi.useFakeTimers();
    const never = withTimeout(new Promise(() => {}), PAGE_LOAD_TIMEOUT_MS);
    const failed = expect(never).rejects.toThrow('timed out after 60000 ms');
    await vi.advanceTimersByTimeAsync(59_999);
    const quick = withTimeout(Promise.resolve('page'), PAGE_LOAD_TIMEOUT_MS);
    await vi.advanceTimersByTimeAsync(1);
    await failed;
    await expect(quick).resolves.toBe('page');
  });
});
