import type { Readable } from 'node:stream';
import { MESSAGES } from '../../../domain/messages.ts';
import { StorageUnavailable, type FileStorage } from '../../services/file-storage/file-storage.ts';
import type { Db } from '../../store/database.ts';
import { findUpload, type UploadRecord } from '../../store/uploads.ts';
import type { Viewer } from '../../store/viewer.ts';
import { notFound } from '../app-error.ts';
import { vaultProperty } from './property-for-uploads.ts';

export type OpenUploadDeps = { db: Db; storage: FileStorage; log: { error(obj: object, msg: string): void } };

/** One file of a property's vault, to be sent to a viewer who sees the property: its row and its bytes. */
export async function openUpload(
  { db, storage, log }: OpenUploadDeps,
  { viewer, propertyId, uploadId }: { viewer: Viewer; propertyId: number; uploadId: number },
): Promise<{ upload: UploadRecord; bytes: Readable }> {
  const property = await vaultProperty(db, { viewer, propertyId });
  const upload = await findUpload(db, property.id, uploadId);
  if (!upload) throw notFound(MESSAGES.uploadNotFound(uploadId));
  try {
    return { upload, bytes: await storage.read(upload.storageKey) };
  } catch (error) {
    // The store being down is a 503 (the REST error handler), not a missing file.
    if (error instanceof StorageUnavailable) throw error;
    log.error({ err: error }, 'uploaded file missing from storage');
    throw notFound(MESSAGES.uploadNotFound(upload.id));
  }
}
