import { MESSAGES } from '../../../domain/messages.ts';
import type { FileStorage } from '../../services/file-storage/file-storage.ts';
import type { Db } from '../../store/database.ts';
import { deleteUpload, type UploadRecord } from '../../store/uploads.ts';
import type { Viewer } from '../../store/viewer.ts';
import { notFound } from '../app-error.ts';
import { publishVaultChanged } from '../live/vault-changed.ts';
import { uploadableProperty } from './property-for-uploads.ts';

export type RemoveUploadDeps = { db: Db; storage: FileStorage; log: { warn(obj: object, msg: string): void } };

/**
 * Removes one file from a property's vault, telling the property's live streams in the same
 * transaction. The row goes first: a file left behind by a failure is an orphan start-up removes,
 * never a row without a file.
 */
export async function removeUpload(
  { db, storage, log }: RemoveUploadDeps,
  { viewer, propertyId, uploadId }: { viewer: Viewer; propertyId: number; uploadId: number },
): Promise<UploadRecord> {
  const property = await uploadableProperty(db, { viewer, propertyId });
  const removed = await db.transaction().execute(async (trx) => {
    const row = await deleteUpload(trx, property.id, uploadId);
    if (row) await publishVaultChanged(trx, row, viewer.id, false);
    return row;
  });
  if (!removed) throw notFound(MESSAGES.uploadNotFound(uploadId));
  await storage
    .remove(removed.storageKey)
    .catch((error: unknown) => log.warn({ err: error }, 'stored file left for the orphan sweep'));
  return removed;
}
