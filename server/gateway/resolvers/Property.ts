import type { PropertyResolvers } from '../generated/resolvers-types.ts';

const fromEpochSeconds = (seconds: number | null | undefined) => (seconds ? new Date(seconds * 1000) : null);

/** Fields the viewer may not see are absent from the REST payload, and null here. */
export const Property: PropertyResolvers = {
  complete: (property) => property.complete ?? null,
  phase: (property) => property.phase ?? null,
  completedPhases: (property) => property.completed_phases ?? null,
  isSeller: (property) => property.is_seller,
  numSellers: (property) => property.num_sellers,
  agenciesNames: (property) => property.agencies_names ?? null,
  solicitorsNames: (property) => property.solicitors_names ?? null,
  userEmails: (property) => property.user_emails ?? null,
  createdAt: (property) => property.created_at,
  lastSignIn: (property) => fromEpochSeconds(property.last_sign_in),
  ownerName: (property) => property.owner_name,
  searchesRequested: (property) => property.searches_requested,
  vault: (property, _args, { rest }) => rest.vault(property.id),
  publicRecords: (property, _args, { rest }) => rest.publicRecords(property.id),
  actionPlan: (property, _args, { rest }) => rest.actionPlan(property.id),
  // Decided by the API from domain/capabilities.ts; the web app never re-derives permissions.
  viewerCan: ({ viewer_can: can }) => ({
    inviteSeller: can.invite_seller,
    inviteSolicitor: can.invite_solicitor,
    inviteAgent: can.invite_agent,
    viewCompletion: can.view_completion,
    viewMeta: can.view_meta,
  }),
  attributes: (property, _args, { rest }) => rest.propertyAttributes(property.id),
  portal: (property, _args, { rest }) => rest.portalLink(property.id),
};
