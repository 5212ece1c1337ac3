import { describe, expect, it } from 'vitest';
import { createParamCache, type ParamKey } from './param-cache';

describe('createParamCache', () => {
  it('fetches each key once, one request at a time', async () => {
    const log: string[] = [];
    let inFlight = 0;
    let maxInFlight = 0;
    const values: Record<string, unknown> = { currentSymbol: '¥', appName: 'Mall', appLang: 'en' };
    const params = createParamCache(async (key: ParamKey) => {
      inFlight += 1;
      maxInFlight = Math.max(maxInFlight, inFlight);
      log.push(key);
      await new Promise((resolve) => setTimeout(resolve, 5));
      inFlight -= 1;
      return values[key];
    });
    const results = await Promise.all([
      params.get('currentSymbol'),
      params.get('appName'),
      params.get('appLang'),
      params.get('currentSymbol'),
    ]);
    expect(results).toEqual(['¥', 'Mall', 'en', '¥']);
    expect(log).toEqual(['currentSymbol', 'appName', 'appLang']);
    expect(maxInFlight).toBe(1);
    await params.get('appName');
    expect(log).toHaveLength(3);
    params.clear();
    await params.get('appName');
    expect(log).toHaveLength(4);
  });

  it('answers the first item of systemLogo', async () => {
    const params = createParamCache(async () => '["/logo.png","/logo-2.png"]');
    expect(await params.get('systemLogo')).toBe('/logo.png');
    const fromArray = createParamCache(async () => ['/a.png']);
    expect(await fromArray.get('systemLogo')).toBe('/a.png');
    const empty = createParamCache(async () => '[]');
    expect(await empty.get('systemLogo')).toBeNull();
  });

  it('does not cache a failure', async () => {
    let calls = 0;
    const params = createParamCache(async () => {
      calls += 1;
      if (calls === 1) {
        throw new Error('offline');
      }
      return '0.9';
    });
    await expect(params.get('repurchaseRate')).rejects.toThrow('offline');
    expect(await params.get('repurchaseRate')).toBe('0.9');
  });
});
