import type { MallClient } from '@mall/sdk';
import { useSyncExternalStore } from 'react';

/** Whether someone is signed in, kept in step with the client's session for synchronous reads. */
export interface SessionStore {
  loggedIn(): boolean;
  subscribe(listener: () => void): () => void;
}

/** Reads the stored session once, then follows sign-in, refresh and sign-out. */
export async function createSessionStore(client: Pick<MallClient, 'session'>): Promise<SessionStore> {
  let loggedIn = await client.session.isLoggedIn();
  const listeners = new Set<() => void>();
  client.session.subscribe((session) => {
    loggedIn = session !== null;
    for (const listener of listeners) {
      listener();
    }
  });
  return {
    loggedIn: () => loggedIn,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

let current: SessionStore | undefined;

/** Installs the store the hooks read (once, at boot). */
export function setSessionStore(store: SessionStore): void {
  current = store;
}

function store(): SessionStore {
  if (!current) {
    throw new Error('The session store is read before boot');
  }
  return current;
}

/** Whether the shopper is signed in; re-renders on sign-in and sign-out. */
export function useLoggedIn(): boolean {
  const session = store();
  return useSyncExternalStore(session.subscribe, session.loggedIn);
}
