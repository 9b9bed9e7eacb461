import type { QueryResolvers } from '../generated/resolvers-types.ts';
import { numericId, viewerOf } from '../viewer.ts';
import { attributeQueries } from './attribute-reports.ts';

export const Query: QueryResolvers = {
  health: async (_parent, _args, { rest }) => {
    try {
      return await rest.health();
    } catch {
      return { status: 'unavailable', database: 'unknown' };
    }
  },
  viewer: (_parent, _args, context) => viewerOf(context),
  properties: async (_parent, args, { rest }) => {
    const list = await rest.listProperties({
      page: args.page ?? 1,
      pageSize: args.pageSize ?? 30,
      search: args.search,
      deleted: args.deleted,
    });
    return { nodes: list.properties, pagination: list.pagination };
  },
  property: (_parent, { id }, { rest }) => rest.property(numericId(id, 'Property')),
  phases: (_parent, _args, { rest }) => rest.phases(),
  user: (_parent, { id }, { rest }) => rest.user(id),
  organisation: (_parent, { id }, { rest }) => rest.organisation(numericId(id, 'Organisation')),
  questionnaire: async (_parent, { propertyId, questionnaireId }, { rest }) => {
    const id = numericId(propertyId, 'Property');
    return { propertyId: id, payload: await rest.questionnaire(id, questionnaireId) };
  },
  addressLookup: (_parent, { postcode }, { rest }) => rest.addressLookup(postcode),
  titleSearch: (_parent, { input }, { rest }) =>
    rest.titleSearch({
      buildingNumber: input.buildingNumber ?? undefined,
      buildingName: input.buildingName ?? undefined,
      streetName: input.streetName ?? undefined,
      cityName: input.cityName ?? undefined,
      postCode: input.postcode ?? undefined,
    }),
  portalSearch: (_parent, { postcode }, { rest }) => rest.portalSearch(postcode),
  agencies: (_parent, _args, { rest }) => rest.agencies(),
  agents: (_parent, { organisationId }, { rest }) => rest.agents(numericId(organisationId, 'Organisation')),
  monthlyLimit: (_parent, _args, { rest }) => rest.monthlyLimit(),
  ...attributeQueries,
};
