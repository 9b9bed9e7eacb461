import type { VaultPayload } from '../../../contracts/uploads.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { mayUploadTo } from '../../../domain/uploads.ts';
import type { UploadConfig } from '../../config.ts';
import type { Db } from '../../store/database.ts';
import { findVisibleProperty } from '../../store/properties.ts';
import { listUploads } from '../../store/uploads.ts';
import type { Viewer } from '../../store/viewer.ts';
import { notFound } from '../../http/errors.ts';
import { uploadJson } from '../../use-cases/uploads/upload-json.ts';

/** A property's vault as one viewer sees it; shared by the single and the batch read so both apply the same rules. */
export async function readVault(
  db: Db,
  config: UploadConfig,
  viewer: Viewer,
  propertyId: number,
): Promise<VaultPayload> {
  const property = await findVisibleProperty(db, viewer, propertyId);
  if (!property) throw notFound(MESSAGES.propertyNotFound(propertyId));
  return {
    property_id: property.id,
    uploads: (await listUploads(db, property.id)).map(uploadJson),
    may_upload: mayUploadTo(viewer, property),
    max_bytes: config.maxBytes,
    kinds: config.kinds,
  };
}
