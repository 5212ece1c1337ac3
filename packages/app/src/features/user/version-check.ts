import type { AppVersion } from '@mall/sdk/schemas';
import { APP_VERSION } from './app-version';

/** Where the last start-up check is remembered (`localStorage`). */
export const VERSION_CHECK_KEY = 'mall.versionCheck';
/** The start-up check asks the server at most once in this long (6 hours). */
export const VERSION_CHECK_INTERVAL = 6 * 60 * 60 * 1000;

/** What the last check found, for the app version that asked. */
export interface StoredVersionCheck {
  /** When the server last answered (epoch milliseconds). */
  at: number;
  /** The app version that asked: after an update the old answer no longer counts. */
  appVersion: string;
  /** A forced update the server offered: shown again on every start until the app is updated. */
  forced?: AppVersion;
}

/** The last check, or `null` when there is none, it is unreadable or it was made by another app version. */
export function readVersionCheck(storage: Storage): StoredVersionCheck | null {
  try {
    const stored = JSON.parse(storage.getItem(VERSION_CHECK_KEY) ?? 'null') as StoredVersionCheck | null;
    if (!stored || typeof stored.at !== 'number' || stored.appVersion !== APP_VERSION) {
      return null;
    }
    return stored;
  } catch {
    return null;
  }
}

/** Remembers a server answer (`null`: the app is current). */
export function recordVersionCheck(storage: Storage, now: number, answer: AppVersion | null): void {
  const stored: StoredVersionCheck = {
    at: now,
    appVersion: APP_VERSION,
    ...(answer?.forceUpdate ? { forced: answer } : {}),
  };
  try {
    storage.setItem(VERSION_CHECK_KEY, JSON.stringify(stored));
  } catch {
    // Storage full or disabled: the next start simply asks again.
  }
}

/** What the start-up check does now. */
export interface StartupDecision {
  /** A forced update found earlier, to block the app at once. */
  show: AppVersion | null;
  /** Whether to ask the server. */
  ask: boolean;
}

/**
 * The start-up rule: a forced update found earlier is shown again at once (and the server asked
 * again, since the operator may have withdrawn it); otherwise the server is asked when the last
 * answer is older than the interval, missing, or from the future (a clock set back).
 */
export function startupDecision(stored: StoredVersionCheck | null, now: number): StartupDecision {
  if (stored?.forced) {
    return { show: stored.forced, ask: true };
  }
  if (!stored || now < stored.at || now - stored.at >= VERSION_CHECK_INTERVAL) {
    return { show: null, ask: true };
  }
  return { show: null, ask: false };
}

type Listener = () => void;
let offered: AppVersion | null = null;
const listeners = new Set<Listener>();

/** The newer version the app is offering now (the prompt over every page), or `null`. */
export const versionOffer = {
  current: (): AppVersion | null => offered,
  /** Offers a version (the server's latest answer replaces an earlier one), or withdraws the offer. */
  offer(version: AppVersion | null): void {
    offered = version;
    for (const listener of listeners) {
      listener();
    }
  },
  /** Closes a non-forced offer ("Later"); a forced one stays. */
  dismiss(): void {
    if (!offered?.forceUpdate) {
      versionOffer.offer(null);
    }
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
