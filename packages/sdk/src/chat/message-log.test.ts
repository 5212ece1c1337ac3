import { describe, expect, it } from 'vitest';
import { createMessageLog, parseCsMessage } from './message-log';

const message = (id: number, status: 0 | 1 = 0, type: 0 | 1 = 1) =>
  parseCsMessage({
    id,
    sessionId: 7,
    type,
    status,
    content: JSON.stringify({ type: 'text', data: `#${id}` }),
    createTime: '2026-11-24T10:00:00.000Z',
  });

describe('message log', () => {
  it('keeps each message once, oldest first, whichever way it came', () => {
    const log = createMessageLog();
    expect(log.add([message(5), message(4)]).map((m) => m.id)).toEqual([4, 5]);
    expect(log.add([message(6)]).map((m) => m.id)).toEqual([6]);
    // A page over HTTP overlapping what arrived live: only the older one is new.
    expect(log.add([message(6), message(5), message(3)]).map((m) => m.id)).toEqual([3]);
    expect(log.list().map((m) => m.id)).toEqual([3, 4, 5, 6]);
    expect(log.newest()?.id).toBe(6);
    expect(log.has(4)).toBe(true);
    expect(log.has(9)).toBe(false);
  });

  it('takes a later copy of a known message (now read) without reporting it as new', () => {
    const log = createMessageLog();
    log.add([message(1)]);
    const before = log.list();
    expect(log.add([message(1)])).toEqual([]);
    expect(log.list()).toBe(before);
    expect(log.add([message(1, 1)])).toEqual([]);
    expect(log.list()).not.toBe(before);
    expect(log.list()[0]?.status).toBe(1);
    log.clear();
    expect(log.list()).toEqual([]);
  });

  it('parses content stored as JSON text', () => {
    expect(message(2).content).toEqual({ type: 'text', data: '#2' });
  });
});
