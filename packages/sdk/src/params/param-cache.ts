/** The common parameter keys the server answers (contract §12). */
export type ParamKey =
  | 'currentSymbol'
  | 'systemLogo'
  | 'appName'
  | 'appLang'
  | 'repurchaseRate'
  | 'userAgreement'
  | 'privacyPolicy';

/** Reads common parameters through one cache. */
export interface ParamCache {
  /**
   * The value of a parameter, fetched once and cached. Requests go one at a time (spec §9), so a
   * screen asking for five keys sends five calls in a row, never at once. `systemLogo` is a JSON
   * array on the wire; its first item is answered.
   */
  get(key: ParamKey): Promise<string | null>;
  /** Forgets every cached value (e.g. after the shopper changes language). */
  clear(): void;
}

function normalise(key: ParamKey, value: unknown): string | null {
  if (value === null || value === undefined) {
    return null;
  }
  if (key === 'systemLogo') {
    let list: unknown = value;
    if (typeof value === 'string') {
      try {
        list = JSON.parse(value);
      } catch {
        return value || null;
      }
    }
    if (Array.isArray(list)) {
      const first: unknown = list[0];
      return typeof first === 'string' ? first : null;
    }
    return typeof list === 'string' ? list : null;
  }
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/**
 * Creates the cache around `app/base/comm/param`.
 * @example
 * const params = createParamCache((key) => client.comm.param({ key }));
 * const symbol = await params.get('currentSymbol'); // '¥'
 */
export function createParamCache(fetchParam: (key: ParamKey) => Promise<unknown>): ParamCache {
  const values = new Map<ParamKey, Promise<string | null>>();
  let queue: Promise<unknown> = Promise.resolve();
  return {
    get(key) {
      const cached = values.get(key);
      if (cached) {
        return cached;
      }
      const next = queue.then(
        () => fetchParam(key),
        () => fetchParam(key),
      );
      queue = next.catch(() => undefined);
      const value = next.then((raw) => normalise(key, raw));
      values.set(key, value);
      // A failed fetch is not cached: the next call asks again.
      value.catch(() => {
        if (values.get(key) === value) {
          values.delete(key);
        }
      });
      return value;
    },
    clear() {
      values.clear();
    },
  };
}
