import type { VaultPayload } from '../../../contracts/uploads.ts';
import { mayUploadTo } from '../../../domain/uploads.ts';
import type { UploadConfig } from '../../config.ts';
import type { Db } from '../../store/database.ts';
import { listUploads } from '../../store/uploads.ts';
import type { Viewer } from '../../store/viewer.ts';
import { vaultProperty } from './property-for-uploads.ts';
import { uploadJson } from './upload-json.ts';

/** A property's vault as one viewer sees it; shared by the single and the batch read so both apply the same rules. */
export async function readVault(
  db: Db,
  config: UploadConfig,
  viewer: Viewer,
  propertyId: number,
): Promise<VaultPayload> {
  const property = await vaultProperty(db, { viewer, propertyId });
  return {
    property_id: property.id,
    uploads: (await listUploads(db, property.id)).map(uploadJson),
    may_upload: mayUploadTo(viewer, property),
    max_bytes: config.maxBytes,
    kinds: config.kinds,
  };
}
