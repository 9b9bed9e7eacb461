import type { MutationResolvers } from '../generated/resolvers-types.ts';
import { viewerOf } from '../viewer.ts';

export const Mutation: MutationResolvers = {
  acceptTerms: (_parent, _args, { rest }) => rest.acceptTerms(),
  requestCredits: async (_parent, _args, { rest }) => {
    const request = await rest.requestCredits();
    return { id: String(request.id), createdAt: request.created_at };
  },
  syncViewerProfile: async (_parent, { input }, context) => {
    const viewer = await viewerOf(context);
    return context.rest.updateUser(viewer.id, { displayName: input.displayName.trim(), email: input.email });
  },
};
