import type { MutationResolvers } from '../generated/resolvers-types.ts';
import { multipartBody } from '../uploads/multipart-body.ts';
import { numericId, viewerOf } from '../viewer.ts';

export const Mutation: MutationResolvers = {
  acceptTerms: (_parent, _args, { rest }) => rest.acceptTerms(),
  requestCredits: async (_parent, _args, { rest }) => {
    const request = await rest.requestCredits();
    return { id: String(request.id), createdAt: request.created_at };
  },
  uploadDocuments: async (_parent, { propertyId, files }, { rest, maxUploadBytes }) => {
    const id = numericId(propertyId, 'Property');
    const uploads = await Promise.all(files);
    const answer = await rest.upload(id, multipartBody(uploads, maxUploadBytes));
    return answer.uploads;
  },
  removeDocument: (_parent, { propertyId, documentId }, { rest }) =>
    rest.removeUpload(numericId(propertyId, 'Property'), numericId(documentId, 'Document')),
  syncViewerProfile: async (_parent, { input }, context) => {
    const viewer = await viewerOf(context);
    return context.rest.updateUser(viewer.id, { displayName: input.displayName.trim(), email: input.email });
  },
};
