import { enqueue } from '../services/queue/enqueue.ts';
import type { QueueHandler } from '../services/queue/setup.ts';
import { propertyIdsAfter, recomputeAttributes } from '../store/attributes/recompute.ts';
import type { Db } from '../store/database.ts';

const RECOMPUTE_BATCH = 200;

/**
 * The whole-portfolio recomputation the refresh call starts, a batch per job: each job does one
 * batch and queues the next, so a restart resumes where it stopped.
 */
export function attributesAllJob(db: Db): QueueHandler<'attributes-all'> {
  return async ({ afterId }) => {
    const ids = await propertyIdsAfter(db, afterId, RECOMPUTE_BATCH);
    for (const id of ids) await recomputeAttributes(db, id);
    if (ids.length === RECOMPUTE_BATCH) await enqueue(db, 'attributes-all', { afterId: ids.at(-1)! });
  };
}
