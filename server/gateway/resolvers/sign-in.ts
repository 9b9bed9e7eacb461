import { GraphQLError } from 'graphql';
import type { MutationResolvers } from '../generated/resolvers-types.ts';
import { viewerOf } from '../viewer.ts';

/** A refused token ends the sign-in; any other failure of one step leaves the others to run. */
const SIGN_IN_ENDED = new Set(['UNAUTHENTICATED', 'SESSION_EXPIRED']);

function rethrowIfSignInEnded(error: unknown): void {
  if (!(error instanceof GraphQLError) || SIGN_IN_ENDED.has(String(error.extensions.code))) throw error;
}

/**
 * `completeSignIn`: the profile copy and the invitations, in one request run once per sign-in
 * (they were two mutations and a viewer query before the first screen).
 */
export const signInMutations: Pick<MutationResolvers, 'completeSignIn'> = {
  completeSignIn: async (_parent, { input }, context) => {
    const current = await viewerOf(context);
    let viewer = current;
    let profileSynced = false;
    if (input.email) {
      try {
        viewer = await context.rest.updateUser(current.id, {
          displayName: input.displayName?.trim() || input.email,
          email: input.email,
        });
        profileSynced = true;
      } catch (error) {
        // A failed copy is tried again at the next sign-in; the user carries on meanwhile.
        rethrowIfSignInEnded(error);
      }
    }
    const token = input.invitationToken ?? null;
    try {
      const answer = await context.rest.acceptInvitations(token ? { token } : {});
      return {
        viewer,
        profileSynced,
        invitations: {
          propertyId: answer.property_id === null ? null : String(answer.property_id),
          properties: answer.properties,
        },
        invitationError: null,
      };
    } catch (error) {
      rethrowIfSignInEnded(error);
      // Only a link the user opened is worth a word: waiting invitations that cannot be accepted now stay waiting.
      return {
        viewer,
        profileSynced,
        invitations: { propertyId: null, properties: [] },
        invitationError: token ? (error as Error).message : null,
      };
    }
  },
};
