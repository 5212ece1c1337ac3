import { describe, expect, it } from 'vitest';
import { getDeviceId } from './device-id';
import { createLocalStorage, createMemoryStorage, readJson, STORAGE_KEYS } from './storage';

describe('storage adapters', () => {
  it('memory storage keeps, replaces and removes values', async () => {
    const storage = createMemoryStorage({ a: '1' });
    expect(await storage.getItem('a')).toBe('1');
    await storage.setItem('a', '2');
    expect(await storage.getItem('a')).toBe('2');
    await storage.removeItem('a');
    expect(await storage.getItem('a')).toBeNull();
  });

  it('localStorage adapter passes through to the given store', async () => {
    const backing = new Map<string, string>();
    const storage = createLocalStorage({
      getItem: (key) => backing.get(key) ?? null,
      setItem: (key, value) => {
        backing.set(key, value);
      },
      removeItem: (key) => {
        backing.delete(key);
      },
    });
    await storage.setItem('k', 'v');
    expect(backing.get('k')).toBe('v');
    expect(await storage.getItem('k')).toBe('v');
  });

  it('explains when there is no localStorage', () => {
    expect(() => createLocalStorage(undefined as unknown as Storage)).toThrow(/createMemoryStorage/);
  });

  it('reads a corrupt JSON entry as null instead of crashing', async () => {
    const storage = createMemoryStorage({ [STORAGE_KEYS.session]: '{not json' });
    expect(await readJson(storage, STORAGE_KEYS.session)).toBeNull();
  });
});

describe('getDeviceId', () => {
  it('is the time plus a random number, created once and kept', async () => {
    const storage = createMemoryStorage();
    const first = await getDeviceId(storage, () => 1763700000000);
    expect(first).toMatch(/^1763700000000\d{6}$/);
    expect(await getDeviceId(storage, () => 1)).toBe(first);
    expect(await storage.getItem(STORAGE_KEYS.deviceId)).toBe(first);
  });
});
