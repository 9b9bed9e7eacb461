import type { VaultPayload } from '../../../contracts/uploads.ts';
import { mayUploadTo } from '../../../domain/uploads.ts';
import type { UploadConfig } from '../../config.ts';
import type { UploadRecord } from '../../store/uploads.ts';
import type { Viewer } from '../../store/viewer.ts';
import { uploadJson } from './upload-json.ts';

/** A property's vault as the API sends it to one viewer. */
export function vaultJson(
  config: UploadConfig,
  viewer: Viewer,
  vault: { propertyId: number; isSeller: boolean; uploads: readonly UploadRecord[] },
): VaultPayload {
  return {
    property_id: vault.propertyId,
    uploads: vault.uploads.map(uploadJson),
    may_upload: mayUploadTo(viewer, { isSeller: vault.isSeller }),
    max_bytes: config.maxBytes,
    kinds: config.kinds,
  };
}
