import type { Db } from '../../store/database.ts';
import { notifyAccessChanged } from '../../store/property-events.ts';

/**
 * Says, in the transaction of a change that can take a property away from someone (a property
 * deleted, its owner or creator changed, a user moved out of their organisation, given another
 * role or disabled), which properties or users it touches: once it commits, every instance checks
 * the live streams of those properties or users at once and ends those whose viewer lost the
 * property, instead of at their next event. A seller's removal says it with its people_changed event.
 */
export async function publishAccessChanged(
  /** The transaction of the change. */
  trx: Db,
  changed: { propertyIds?: readonly number[]; userIds?: readonly string[] },
): Promise<void> {
  await notifyAccessChanged(trx, changed);
}
