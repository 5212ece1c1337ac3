import { describe, expect, it } from 'vitest';
import { createChatPublisher } from './chat-publisher';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('chat publisher turns', () => {
  it("runs one shopper's tasks one after another, in the order they were queued", async () => {
    const chat = createChatPublisher();
    const events: string[] = [];
    const task = (name: string, ms: number) => async () => {
      events.push(`${name} start`);
      await pause(ms);
      events.push(`${name} end`);
      return name;
    };
    // The first task is the slowest: without turns the later ones would finish first.
    const answers = await Promise.all([
      chat.inTurn(7, task('a', 30)),
      chat.inTurn(7, task('b', 10)),
      chat.inTurn(7, task('c', 0)),
    ]);
    expect(answers).toEqual(['a', 'b', 'c']);
    expect(events).toEqual(['a start', 'a end', 'b start', 'b end', 'c start', 'c end']);
  });

  it('ends a failed turn: its caller gets the error, the next task runs', async () => {
    const chat = createChatPublisher();
    const failing = chat.inTurn(7, async () => {
      await pause(5);
      throw new Error('store failed');
    });
    const next = chat.inTurn(7, async () => 'stored');
    await expect(failing).rejects.toThrow('store failed');
    await expect(next).resolves.toBe('stored');
  });

  it("never makes one shopper wait for another's turn", async () => {
    const chat = createChatPublisher();
    const order: number[] = [];
    let release: () => void = () => undefined;
    const held = chat.inTurn(1, () =>
      new Promise<void>((resolve) => (release = resolve)).then(() => order.push(1)),
    );
    await chat.inTurn(2, async () => order.push(2));
    expect(order).toEqual([2]);
    release();
    await held;
    expect(order).toEqual([2, 1]);
  });

  it('lets the next task go when one hangs past turnMaxMs, and ends the turn of a task that throws at once', async () => {
    const chat = createChatPublisher({ turnMaxMs: 40 });
    const started = Date.now();
    const hanging = chat.inTurn(7, () => new Promise<never>(() => undefined));
    const next = await chat.inTurn(7, async () => Date.now() - started);
    expect(next).toBeGreaterThanOrEqual(35);
    expect(next).toBeLessThan(2_000);
    void hanging;
    // A task that throws at once, not in a promise, ends its turn too.
    const throwing = chat.inTurn(8, () => {
      throw new Error('no store');
    });
    await expect(throwing).rejects.toThrow('no store');
    await expect(chat.inTurn(8, async () => 'after')).resolves.toBe('after');
  });

  it('hands each published message to every listener until it unsubscribes', () => {
    const chat = createChatPublisher();
    const heard: unknown[] = [];
    const stop = chat.subscribe((sessionId, userId, message) => heard.push([sessionId, userId, message]));
    chat.publish(3, 7, 'hello');
    stop();
    chat.publish(3, 7, 'unheard');
    expect(heard).toEqual([[3, 7, 'hello']]);
  });
});
