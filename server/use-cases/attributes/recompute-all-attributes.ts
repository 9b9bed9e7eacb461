import { enqueue } from '../../services/queue/enqueue.ts';
import { propertyIdsAfter } from '../../store/attributes/recompute.ts';
import type { Db } from '../../store/database.ts';
import { recomputeAttributes } from './recompute-attributes.ts';

/** Properties whose attributes one step of the whole-portfolio recomputation derives. */
const RECOMPUTE_BATCH = 200;

/**
 * One step of the whole-portfolio recomputation an administrator's refresh starts: the next batch
 * of properties after `afterId`, then the step after it queued, so a restart resumes where it stopped.
 */
export async function recomputeAttributesAfter(db: Db, { afterId }: { afterId: number }): Promise<void> {
  const ids = await propertyIdsAfter(db, afterId, RECOMPUTE_BATCH);
  for (const id of ids) await recomputeAttributes(db, { propertyId: id });
  if (ids.length === RECOMPUTE_BATCH) await enqueue(db, 'attributes-all', { afterId: ids.at(-1)! });
}
