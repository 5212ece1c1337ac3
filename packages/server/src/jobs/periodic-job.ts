import type { ServerContext } from '../server-context';

/** A job that runs every interval; `runOnce` runs it now (tests, start-up). */
export interface PeriodicJob {
  stop(): void;
  runOnce(): Promise<void>;
}

/**
 * Runs `work` every `intervalMs`, never twice at once in this process, logging what it reports
 * and any failure (the next round tries again). The timer does not keep the process alive.
 */
export function startPeriodicJob(
  server: ServerContext,
  name: string,
  intervalMs: number,
  work: () => Promise<Record<string, number>>,
): PeriodicJob {
  let running = false;
  const runOnce = async () => {
    if (running) {
      return;
    }
    running = true;
    try {
      const counts = await work();
      if (Object.values(counts).some((count) => count > 0)) {
        server.log.info(name, counts);
      }
    } catch (error) {
      server.log.error(`${name} failed`, { error: error instanceof Error ? error.message : String(error) });
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void runOnce(), intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer), runOnce };
}
