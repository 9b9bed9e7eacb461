import type { VaultPayload } from '../../../contracts/uploads.ts';
import type { UploadConfig } from '../../config.ts';
import type { Db } from '../../store/database.ts';
import { listUploads } from '../../store/uploads.ts';
import type { Viewer } from '../../store/viewer.ts';
import { vaultProperty } from './property-for-uploads.ts';
import { vaultJson } from './vault-json.ts';

/** A property's vault as one viewer sees it; 404 outside the viewer's tenancy. */
export async function readVault(
  { db, config }: { db: Db; config: UploadConfig },
  { viewer, propertyId }: { viewer: Viewer; propertyId: number },
): Promise<VaultPayload> {
  const property = await vaultProperty(db, { viewer, propertyId });
  const uploads = await listUploads(db, property.id);
  return vaultJson(config, viewer, { propertyId: property.id, isSeller: property.isSeller, uploads });
}
