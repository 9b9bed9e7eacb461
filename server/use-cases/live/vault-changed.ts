import { nameWithoutExtension } from '../../../domain/uploads.ts';
import type { Db } from '../../store/database.ts';
import type { UploadRecord } from '../../store/uploads.ts';
import { publishPropertyEvent } from './publish-property-event.ts';

/** The vault_changed event of a document added or removed, named as the vault lists it. */
export async function publishVaultChanged(
  /** The transaction of the change. */
  trx: Db,
  upload: UploadRecord,
  actorId: string | null,
  added: boolean,
): Promise<void> {
  await publishPropertyEvent(trx, upload.propertyId, actorId, {
    type: 'vault_changed',
    data: { document_id: upload.id, name: nameWithoutExtension(upload.fileName), added },
  });
}
