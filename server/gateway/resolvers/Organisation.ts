import type { OrganisationResolvers } from '../generated/resolvers-types.ts';

export const Organisation: OrganisationResolvers = {
  id: (organisation) => String(organisation.id),
  parentName: (organisation) => organisation.parent_name ?? null,
  typeName: (organisation) => organisation.type_name ?? null,
  defaultPhase: (organisation) =>
    organisation.default_phase?.label ? { id: organisation.default_phase.id, label: organisation.default_phase.label, next_phase: null } : null,
  numAgents: (organisation) => organisation.num_agents ?? null,
  numAgencies: (organisation) => organisation.num_agencies ?? null,
  numProperties: (organisation) => organisation.num_properties ?? null,
};
