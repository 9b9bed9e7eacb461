import type { AgencyOptionResolvers } from '../generated/resolvers-types.ts';

export const AgencyOption: AgencyOptionResolvers = {
  id: (agency) => String(agency.id),
  parentName: (agency) => agency.parent_name,
};
