import type { OrganisationResolvers } from '../generated/resolvers-types.ts';

export const Organisation: OrganisationResolvers = {
  id: (organisation) => String(organisation.id),
  parentName: (organisation) => organisation.parent_name ?? null,
};
