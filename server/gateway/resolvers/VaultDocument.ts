import type { VaultDocumentResolvers } from '../generated/resolvers-types.ts';

export const VaultDocument: VaultDocumentResolvers = {
  contentType: (document) => document.content_type,
  uploadedAt: (document) => document.created_at,
  downloadPath: (document) => `/api/upload/${document.property_id}/${document.id}`,
};
