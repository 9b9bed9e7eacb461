import type { VaultPayload } from '../../../contracts/uploads.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import type { UploadConfig } from '../../config.ts';
import type { Db } from '../../store/database.ts';
import { findVisibleProperty } from '../../store/properties.ts';
import { listUploads } from '../../store/uploads.ts';
import type { Viewer } from '../../store/viewer.ts';
import { notFound } from '../app-error.ts';
import { vaultJson } from './vault-json.ts';

/** A property's vault as one viewer sees it; 404 outside the viewer's tenancy. */
export async function readVault(
  db: Db,
  config: UploadConfig,
  viewer: Viewer,
  propertyId: number,
): Promise<VaultPayload> {
  const property = await findVisibleProperty(db, viewer, propertyId);
  if (!property) throw notFound(MESSAGES.propertyNotFound(propertyId));
  const uploads = await listUploads(db, property.id);
  return vaultJson(config, viewer, { propertyId: property.id, isSeller: property.isSeller, uploads });
}
