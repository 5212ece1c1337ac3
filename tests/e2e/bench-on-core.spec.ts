import { expect, test } from '@playwright/test';
import { putMainThreadsOnCore, type TraceEvent } from '../bench/on-core';

// The Lighthouse benchmark's "main thread on a core" change of a recorded trace (bench/on-core.ts):
// no browser, only the events.

const RENDERER = 7;
const MAIN = 1;
const COMPOSITOR = 2;

function threadName(tid: number, name: string): TraceEvent {
  return { name: 'thread_name', ph: 'M', pid: RENDERER, tid, ts: 0, args: { name } };
}

function recording(): TraceEvent[] {
  return [
    threadName(MAIN, 'CrRendererMain'),
    threadName(COMPOSITOR, 'Compositor'),
    // A 100 µs task that ran 40 µs of it, a script inside it and a mark at its end.
    { name: 'RunTask', ph: 'X', pid: RENDERER, tid: MAIN, ts: 1000, dur: 100, tdur: 40 },
    { name: 'FunctionCall', ph: 'X', pid: RENDERER, tid: MAIN, ts: 1050, dur: 50 },
    { name: 'ParseHTML', ph: 'B', pid: RENDERER, tid: MAIN, ts: 1010 },
    { name: 'ParseHTML', ph: 'E', pid: RENDERER, tid: MAIN, ts: 1020 },
    // A task nested in it (a nested run loop) is the outer task's, not a task of its own.
    { name: 'RunTask', ph: 'X', pid: RENDERER, tid: MAIN, ts: 1060, dur: 20, tdur: 5 },
    // The next task starts where the first ends and ran all of its time.
    { name: 'RunTask', ph: 'X', pid: RENDERER, tid: MAIN, ts: 1100, dur: 30, tdur: 30 },
    // A task without a CPU time is left as recorded.
    { name: 'RunTask', ph: 'X', pid: RENDERER, tid: MAIN, ts: 2000, dur: 80 },
    // Another thread of the renderer is not the main thread.
    { name: 'RunTask', ph: 'X', pid: RENDERER, tid: COMPOSITOR, ts: 1000, dur: 100, tdur: 10 },
  ];
}

test('each main-thread task takes its CPU time, with what happened inside it', () => {
  const events = recording();
  const change = putMainThreadsOnCore(events);
  expect(change).toEqual({ tasks: 1, wallMicros: 100, cpuMicros: 40 });
  const [, , task, call, begin, end, nested, next, noCpu, compositor] = events;
  expect(task).toMatchObject({ ts: 1000, dur: 40 });
  // 50 µs in at 0.4: 20 µs in, and it ends where the task ends.
  expect(call).toMatchObject({ ts: 1020, dur: 20 });
  expect(begin?.ts).toBe(1004);
  expect(end?.ts).toBe(1008);
  expect(nested).toMatchObject({ ts: 1024, dur: 8 });
  expect(next).toMatchObject({ ts: 1100, dur: 30 });
  expect(noCpu).toMatchObject({ ts: 2000, dur: 80 });
  expect(compositor).toMatchObject({ ts: 1000, dur: 100 });
});

test('a trace without a renderer main thread is left as it is', () => {
  const events = recording().filter((event) => event.name !== 'thread_name' || event.tid !== MAIN);
  const before = JSON.stringify(events);
  expect(putMainThreadsOnCore(events)).toEqual({ tasks: 0, wallMicros: 0, cpuMicros: 0 });
  expect(JSON.stringify(events)).toBe(before);
});
