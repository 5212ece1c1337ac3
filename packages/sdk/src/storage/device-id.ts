import { type MallStorage, STORAGE_KEYS } from './storage';

/**
 * The device id: the time of the first call plus a random number, kept in storage (spec §3).
 * @example
 * const deviceId = await getDeviceId(storage); // e.g. '1763700000000482913'
 */
export async function getDeviceId(storage: MallStorage, now: () => number = Date.now): Promise<string> {
  const existing = await storage.getItem(STORAGE_KEYS.deviceId);
  if (existing) {
    return existing;
  }
  const random = String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0');
  const deviceId = `${now()}${random}`;
  await storage.setItem(STORAGE_KEYS.deviceId, deviceId);
  return deviceId;
}
