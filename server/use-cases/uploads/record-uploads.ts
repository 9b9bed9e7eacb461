import type { Db } from '../../store/database.ts';
import { insertUploadRows, type NewUpload, type UploadRecord } from '../../store/uploads.ts';
import { queueWebhookEvent } from '../webhooks/publish-event.ts';
import { publishVaultChanged } from '../live/vault-changed.ts';

/**
 * The rows of files already stored, all or none (one transaction), each with its
 * `document.uploaded` event for the webhooks that want it, sent only if the rows are kept.
 */
export async function recordUploads(db: Db, uploads: NewUpload[]): Promise<UploadRecord[]> {
  if (uploads.length === 0) return [];
  return db.transaction().execute(async (trx) => {
    const records = await insertUploadRows(trx, uploads);
    for (const upload of records) {
      await queueWebhookEvent(trx, {
        type: 'document.uploaded',
        propertyId: upload.propertyId,
        data: {
          property_id: upload.propertyId,
          upload: {
            id: upload.id,
            file_name: upload.fileName,
            content_type: upload.contentType,
            size: upload.size,
            uploaded_at: new Date(upload.createdAt).toISOString(),
          },
        },
      });
    }
    // Last: the live events hold the event sequence until the commit.
    for (const [index, upload] of records.entries())
      await publishVaultChanged(trx, upload, uploads[index]?.uploadedBy ?? null, true);
    return records;
  });
}
