import type { QueueHandler } from '../services/queue/setup.ts';
import type { Db } from '../store/database.ts';
import { recomputeAttributesAfter } from '../use-cases/attributes/recompute-all-attributes.ts';

/** The whole-portfolio recomputation the refresh call starts, a batch per job. */
export function attributesAllJob(db: Db): QueueHandler<'attributes-all'> {
  return async ({ afterId }) => {
    await recomputeAttributesAfter(db, { afterId });
  };
}
