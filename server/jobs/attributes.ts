import type { JobHandler } from '../services/queue/runner.ts';
import { enqueueJob } from '../services/queue/enqueue.ts';
import type { Db } from '../store/database.ts';
import { propertyIdsAfter, recomputeAttributes } from '../store/attributes/recompute.ts';

/** The queue the database triggers of migration 0013 fill when an input of a property changes. */
const ATTRIBUTES_QUEUE = 'attributes';
/** The whole-portfolio recomputation the refresh call starts, a batch per job. */
export const ATTRIBUTES_ALL_QUEUE = 'attributes-all';
export const RECOMPUTE_BATCH = 200;

export function attributeJobHandlers(db: Db): Record<string, JobHandler> {
  return {
    [ATTRIBUTES_QUEUE]: async (payload) => {
      const id = Number(payload.propertyId);
      if (Number.isInteger(id) && id > 0) await recomputeAttributes(db, id);
    },
    // Each job does one batch and queues the next, so a restart resumes where it stopped.
    [ATTRIBUTES_ALL_QUEUE]: async (payload) => {
      const after = Number(payload.afterId ?? 0);
      const ids = await propertyIdsAfter(db, after, RECOMPUTE_BATCH);
      for (const id of ids) await recomputeAttributes(db, id);
      if (ids.length === RECOMPUTE_BATCH)
        await enqueueJob(db, ATTRIBUTES_ALL_QUEUE, { afterId: ids.at(-1)! }, { key: `after:${ids.at(-1)!}` });
    },
  };
}

/** Starts recomputing every property's attributes in the background. */
export async function queueFullRecompute(db: Db): Promise<void> {
  await enqueueJob(db, ATTRIBUTES_ALL_QUEUE, { afterId: 0 }, { key: 'after:0' });
}
