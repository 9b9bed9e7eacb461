import type { Db } from '../../store/database.ts';
import { deleteUpload, type UploadRecord } from '../../store/uploads.ts';
import type { Viewer } from '../../store/viewer.ts';
import { publishVaultChanged } from '../live/vault-changed.ts';

/** Removes a document's row from the property's vault, telling the property's live streams; undefined when there was none. */
export async function removeUpload(
  db: Db,
  viewer: Viewer,
  propertyId: number,
  uploadId: number,
): Promise<UploadRecord | undefined> {
  return db.transaction().execute(async (trx) => {
    const removed = await deleteUpload(trx, propertyId, uploadId);
    if (removed) await publishVaultChanged(trx, removed, viewer.id, false);
    return removed;
  });
}
