import type { DeletedPropertyResponse } from '../../../contracts/invitations.ts';
import type { Db } from '../../store/database.ts';
import type { Viewer } from '../../store/viewer.ts';
import { publishAccessChanged } from '../live/access-changed.ts';
import { manageableProperty } from './manageable-property.ts';

/**
 * Deleting a hop takes it out of every list and screen at once; the row, its answers, signatures and
 * documents are kept for the record (and the monthly limit keeps counting it), visible only in the
 * deleted list. Invitations still waiting stop working, and its live streams end at once.
 */
export async function deleteProperty(db: Db, viewer: Viewer, id: number): Promise<DeletedPropertyResponse> {
  await manageableProperty(db, viewer, id);
  const now = new Date();
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('properties')
      .set({ deleted_at: now })
      .where('id', '=', id)
      .where('deleted_at', 'is', null)
      .execute();
    await trx
      .updateTable('invitations')
      .set({ removed_at: now })
      .where('property_id', '=', id)
      .where('accepted_at', 'is', null)
      .where('removed_at', 'is', null)
      .execute();
    await publishAccessChanged(trx, { propertyIds: [id] });
  });
  return { id, deleted_at: now.toISOString() };
}
