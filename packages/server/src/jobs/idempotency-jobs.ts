import type { ServerContext } from '../server-context';
import { purgeIdempotencyKeys } from '../services/idempotency.service';
import { purgeOperatorSessions } from '../services/operator.service';
import { type PeriodicJob, startPeriodicJob } from './periodic-job';

/** Forgets the answers of idempotent calls once they are older than a day, every hour. */
export function startIdempotencyKeySweep(server: ServerContext): PeriodicJob {
  return startPeriodicJob(server, 'idempotency keys', 3600_000, async () => ({
    forgotten: await purgeIdempotencyKeys(server),
  }));
}

/** Forgets operators' sessions once expired, every hour. */
export function startOperatorSessionSweep(server: ServerContext): PeriodicJob {
  return startPeriodicJob(server, 'operator sessions', 3600_000, async () => ({
    forgotten: await purgeOperatorSessions(server),
  }));
}
