import type { QueueHandler } from '../services/queue/setup.ts';
import type { Db } from '../store/database.ts';
import { recomputeAttributes } from '../use-cases/attributes/recompute-attributes.ts';

/** Derives one property's attributes again; queued by the database triggers when an input of it changes. */
export function attributesJob(db: Db): QueueHandler<'attributes'> {
  return async ({ propertyId }) => {
    await recomputeAttributes(db, { propertyId });
  };
}
