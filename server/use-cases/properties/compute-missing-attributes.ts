import { enqueue } from '../../services/queue/enqueue.ts';
import type { QueueName } from '../../services/queue/queues.ts';
import { propertiesWithoutAttributes } from '../../store/attributes/recompute.ts';
import type { Db } from '../../store/database.ts';
import { dropWaitingPropertyJobs } from '../../store/queued-jobs.ts';
import { recomputeAttributes } from '../attributes/recompute-attributes.ts';

/** At most this many properties get their attributes during start-up. */
const START_UP_LIMIT = 1000;

/**
 * Derives the attributes of every property that has none, at start-up: the demo seed, and
 * properties from before the attribute engine. Jobs the triggers queued for them are then
 * redundant and are dropped.
 */
export async function computeMissingAttributes(db: Db): Promise<number> {
  const missing = await propertiesWithoutAttributes(db);
  // A large existing portfolio is left to the background recomputation rather than delaying start-up.
  if (missing.length > START_UP_LIMIT) {
    await enqueue(db, 'attributes-all', { afterId: 0 });
    return 0;
  }
  const ids = missing;
  const now = new Date();
  for (const id of ids) await recomputeAttributes(db, { propertyId: id, now });
  await dropWaitingPropertyJobs(db, 'attributes' satisfies QueueName, ids);
  return ids.length;
}
