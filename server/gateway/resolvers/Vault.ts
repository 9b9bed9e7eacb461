import type { VaultResolvers } from '../generated/resolvers-types.ts';

export const Vault: VaultResolvers = {
  id: (vault) => String(vault.property_id),
  documents: (vault) => vault.uploads,
  viewerMayUpload: (vault) => vault.may_upload,
  maxBytes: (vault) => vault.max_bytes,
  acceptedTypes: (vault) => vault.kinds,
};
