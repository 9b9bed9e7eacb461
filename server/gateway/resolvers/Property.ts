import type { PropertyResolvers } from '../generated/resolvers-types.ts';
import { propertyCapabilities } from '../../../domain/capabilities.ts';
import { isRoleCode } from '../../../domain/roles.ts';
import type { RestUser } from '../rest/payloads.ts';
import { knownViewerOf, viewerOf } from '../viewer.ts';

const fromEpochSeconds = (seconds: number | null | undefined) => (seconds ? new Date(seconds * 1000) : null);

export const Property: PropertyResolvers = {
  complete: (property) => property.complete ?? null,
  phase: (property) => property.phase ?? null,
  completedPhases: (property) => property.completed_phases?.map((phase) => ({ ...phase, next_phase: null })) ?? null,
  isSeller: (property) => property.is_seller,
  numSellers: (property) => property.num_sellers,
  agenciesNames: (property) => property.agencies_names ?? null,
  solicitorsNames: (property) => property.solicitors_names ?? null,
  userEmails: (property) => property.user_emails ?? null,
  createdAt: (property) => property.created_at,
  lastSignIn: (property) => fromEpochSeconds(property.last_sign_in),
  ownerName: (property) => property.owner_name,
  searchesRequested: (property) => property.searches_requested,
  // Derived here from the shared rules, so the web app never re-implements the matrix.
  viewerCan: (property, _args, context) => {
    const capabilities = (viewer: RestUser) =>
      isRoleCode(viewer.role)
        ? propertyCapabilities({ role: viewer.role, organisationId: viewer.organisation?.id ?? null }, { organisationIds: property.organisation_ids ?? [] })
        : { inviteSeller: false, inviteSolicitor: false, inviteAgent: false, viewCompletion: false, viewMeta: false };
    // Synchronous when the list already brought the viewer, as it does for every page.
    const known = knownViewerOf(context);
    return known ? capabilities(known) : viewerOf(context).then(capabilities);
  },
};
