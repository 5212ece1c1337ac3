/**
 * A recorded page load as it would have been had the page's main thread had a core whenever it had
 * work: each of its tasks takes its own CPU time (`tdur`, the thread's clock) instead of its wall
 * time (`dur`). Lighthouse's TBT adds up wall time, and a task's wall time includes every moment
 * the thread was runnable but another thread had the core: on a host with few cores that is the
 * browser's other processes (its compositor drawing the frames Lighthouse records, its network and
 * main threads), the server and Lighthouse itself. Auditing the recording once as it is and once
 * changed tells apart what the page's own work costs and what the host adds to it.
 *
 * The change keeps each task where it started and shrinks it and everything that happened inside
 * it on that thread by the same factor, so the events still nest and Lighthouse reads the same
 * tasks, requests and dependencies. A thread's CPU time leaves out more than waiting for a core:
 * a task that waited for something else (a synchronous message to another process, a file) is
 * shortened by that wait too, so the changed figure is a floor of what the page's tasks cost,
 * not a forecast for another host.
 */

/** An event of a Chromium trace, as Lighthouse records it (`traceEvents`). */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
}

/** What the change did: the top-level tasks it shrank, their wall time and their CPU time (µs). */
export interface OnCoreChange {
  tasks: number;
  wallMicros: number;
  cpuMicros: number;
}

const MAIN_THREAD = 'CrRendererMain';

/** The threads (`pid:tid`) that are a renderer's main thread, from the trace's thread names. */
function mainThreads(events: readonly TraceEvent[]): Set<string> {
  return new Set(
    events
      .filter((event) => event.name === 'thread_name' && event.args?.name === MAIN_THREAD)
      .map((event) => `${event.pid}:${event.tid}`),
  );
}

/**
 * Shrinks, in place, every top-level task (`RunTask`) of every renderer main thread that recorded
 * a CPU time below its wall time, and every event of that thread inside it, by the task's CPU
 * share. Tasks without a CPU time, and every other thread, are left as recorded.
 */
export function putMainThreadsOnCore(events: TraceEvent[]): OnCoreChange {
  const change: OnCoreChange = { tasks: 0, wallMicros: 0, cpuMicros: 0 };
  const threads = mainThreads(events);
  const byThread = new Map<string, TraceEvent[]>();
  for (const event of events) {
    const thread = `${event.pid}:${event.tid}`;
    if (threads.has(thread)) {
      const list = byThread.get(thread) ?? [];
      list.push(event);
      byThread.set(thread, list);
    }
  }
  for (const list of byThread.values()) {
    list.sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
    let index = 0;
    let coveredUntil = Number.NEGATIVE_INFINITY;
    for (const task of list.slice()) {
      const wall = task.dur ?? 0;
      if (task.ph !== 'X' || task.name !== 'RunTask' || task.ts < coveredUntil) {
        continue;
      }
      const start = task.ts;
      const end = start + wall;
      coveredUntil = end;
      if (task.tdur === undefined || task.tdur >= wall || wall === 0) {
        continue;
      }
      const share = task.tdur / wall;
      const shrunkEnd = start + task.tdur;
      // The events of this thread from the task's start to its end, the task itself excepted.
      while (index < list.length && (list[index] as TraceEvent).ts < start) {
        index += 1;
      }
      for (let inner = index; inner < list.length; inner += 1) {
        const event = list[inner] as TraceEvent;
        if (event.ts > end) {
          break;
        }
        // What starts where the task ends is the next task's (or a sibling's), not this one's.
        if (event === task || (event.ts === end && (event.ph === 'X' || event.ph === 'B'))) {
          continue;
        }
        const eventEnd = event.dur === undefined ? undefined : event.ts + event.dur;
        event.ts = start + (event.ts - start) * share;
        if (eventEnd !== undefined) {
          event.dur = Math.max(0, Math.min(start + (eventEnd - start) * share, shrunkEnd) - event.ts);
        }
      }
      task.dur = task.tdur;
      change.tasks += 1;
      change.wallMicros += wall;
      change.cpuMicros += task.tdur;
    }
  }
  return change;
}
