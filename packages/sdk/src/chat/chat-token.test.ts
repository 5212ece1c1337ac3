import { describe, expect, it } from 'vitest';
import { ApiError, ERROR_CODE } from '../transport/api-error';
import { createChatToken } from './chat-token';
import type { ChatClientOptions } from './chat-types';

/** A session whose authenticated call refreshes the token (as the client's does past the deadline). */
function fakeSession(options: { refresh?: () => Promise<void> } = {}) {
  const state = {
    stored: { token: 't1', tokenDeadline: 1_000 } as { token: string; tokenDeadline: number } | null,
    refreshes: 0,
    clock: 0,
  };
  let next = 2;
  const client = {
    session: { read: async () => (state.stored ? { ...state.stored } : null) },
    cs: {
      msg: {
        unreadCount: async () => {
          state.refreshes += 1;
          if (options.refresh) {
            await options.refresh();
          } else if (state.stored) {
            state.stored = { token: `t${next++}`, tokenDeadline: state.clock + 1_000 };
          }
          return 0;
        },
      },
    },
  } as unknown as ChatClientOptions['client'];
  return { state, token: createChatToken(client, () => state.clock) };
}

describe('chat token', () => {
  it('presents the stored token while fresh, and a refreshed one past its deadline', async () => {
    const { state, token } = fakeSession();
    expect(await token.present()).toBe('t1');
    expect(state.refreshes).toBe(0);
    state.clock = 1_000;
    expect(await token.present()).toBe('t2');
    expect(state.refreshes).toBe(1);
  });

  it('presents nothing once the session is over', async () => {
    const { state, token } = fakeSession();
    state.stored = null;
    expect(await token.present()).toBeNull();
  });

  it('refreshes a token the server refused at the handshake, though fresh, and forgets the refusal once connected', async () => {
    const { state, token } = fakeSession();
    await token.present();
    token.refuseSent();
    expect(await token.present()).toBe('t2');
    token.connected();
    expect(token.holds('t2')).toBe(true);
    expect(await token.present()).toBe('t2');
    expect(state.refreshes).toBe(1);
  });

  it('refreshes the token the open connection holds when the server stops taking it', async () => {
    const { state, token } = fakeSession();
    await token.present();
    token.connected();
    expect(token.holds('t1')).toBe(true);
    token.refuseHeld();
    expect(await token.present()).toBe('t2');
    expect(state.refreshes).toBe(1);
    // Until the new connection opens, the old one still holds the old token.
    expect(token.holds('t1')).toBe(true);
    token.connected();
    expect(token.holds('t2')).toBe(true);
    expect(token.holds('t1')).toBe(false);
  });

  it('presents the stored token when the refresh gets no answer, and nothing when the refresh ends the session', async () => {
    const offline = fakeSession({
      refresh: async () => {
        throw new ApiError({ code: ERROR_CODE.network, message: 'offline' });
      },
    });
    offline.state.clock = 5_000;
    expect(await offline.token.present()).toBe('t1');

    const ended = fakeSession({
      refresh: async () => {
        ended.state.stored = null;
        throw new ApiError({ code: ERROR_CODE.businessFailure, message: 'unauthorized', httpStatus: 401 });
      },
    });
    ended.state.clock = 5_000;
    expect(await ended.token.present()).toBeNull();
  });

  it('presents the token it presented last when the session cannot be read', async () => {
    let reads = 0;
    const client = {
      session: {
        read: async () => {
          reads += 1;
          if (reads > 1) {
            throw new Error('storage');
          }
          return { token: 'f1', tokenDeadline: 1_000 };
        },
      },
    };
    const token = createChatToken(client as unknown as ChatClientOptions['client'], () => 0);
    expect(await token.present()).toBe('f1');
    expect(await token.present()).toBe('f1');
    expect(reads).toBe(2);
  });
});
