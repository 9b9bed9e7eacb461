import type { OrganisationPayload } from '../../../contracts/organisations.ts';
import type { GatewayContext } from '../context.ts';
import type { OrganisationResolvers } from '../generated/resolvers-types.ts';
import { isFullOrganisation, type OrganisationSource } from '../rest/sources.ts';

/** Fields beyond the summary a user record carries come from the organisation's own record. */
const whole = (
  organisation: OrganisationSource,
  { rest }: GatewayContext,
): Promise<OrganisationPayload> | OrganisationPayload =>
  isFullOrganisation(organisation) ? organisation : rest.organisation(organisation.id);

export const Organisation: OrganisationResolvers = {
  id: (organisation) => String(organisation.id),
  parentName: async (organisation, _args, context) =>
    organisation.parent_name !== undefined
      ? organisation.parent_name
      : (await whole(organisation, context)).parent_name,
  ta6Trial: async (organisation, _args, context) => (await whole(organisation, context)).ta6_trial === 1,
  typeName: async (organisation, _args, context) => (await whole(organisation, context)).type_name,
  defaultPhase: async (organisation, _args, context) => (await whole(organisation, context)).default_phase,
  numAgents: async (organisation, _args, context) => (await whole(organisation, context)).num_agents,
  numAgencies: async (organisation, _args, context) => (await whole(organisation, context)).num_agencies,
  numProperties: async (organisation, _args, context) => (await whole(organisation, context)).num_properties,
  phaseConfig: (organisation, _args, { rest }) => rest.phaseConfig(organisation.id),
  usesPortal: async (organisation, _args, context) => (await whole(organisation, context)).uses_portal,
};
