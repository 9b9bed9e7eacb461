import { invitationQueries } from './invitations.ts';
import type { QueryResolvers } from '../generated/resolvers-types.ts';
import { numericId, viewerOf } from '../viewer.ts';
import { signatureRecordOf, verifiedOf } from './signing.ts';
import { attributeQueries } from './attribute-reports.ts';
import { apiClientQueries } from './api-clients.ts';

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
  ...invitationQueries,
  brands: (_parent, _args, { rest }) => rest.organisationList('admin/brands'),
  adminAgencies: (_parent, _args, { rest }) => rest.organisationList('admin/agencies'),
  solicitorsFirms: (_parent, _args, { rest }) => rest.organisationList('admin/solicitors-firms'),
  adminAgents: (_parent, _args, { rest }) => rest.people('admin/agents'),
  solicitors: (_parent, _args, { rest }) => rest.people('admin/solicitors'),
  movers: (_parent, _args, { rest }) => rest.people('admin/movers'),
  userSearch: (_parent, { email }, { rest }) => rest.searchUsers(email),
  adminProperties: async (_parent, args, { rest }) => {
    const query = new URLSearchParams({ page: String(args.page ?? 1), page_size: String(args.pageSize ?? 50) });
    if (args.search) query.set('search', args.search);
    if (args.deleted) query.set('deleted', '1');
    if (args.createdAfter) query.set('created_after', new Date(args.createdAfter).toISOString());
    if (args.createdBefore) query.set('created_before', new Date(args.createdBefore).toISOString());
    if (args.filters?.length) query.set('filters', JSON.stringify(Object.fromEntries(args.filters.map((filter) => [filter.name, filter.value]))));
    const list = await rest.adminProperties(query);
    return { nodes: list.properties, pagination: list.pagination, filterOptions: list.filter_options };
  },
  propertySignatures: async (_parent, { propertyId }, { rest }) =>
    (await rest.propertySignatures(numericId(propertyId, 'Property'))).signatures.map(signatureRecordOf),
  signatureCheck: async (_parent, { propertyId }, { rest }) => {
    const check = await rest.verifySignatures(numericId(propertyId, 'Property'));
    return { propertyId: String(check.property_id), allMatch: check.all_match, signatures: check.signatures.map(verifiedOf) };
  },
  pdtfTransaction: (_parent, { propertyId }, { rest }) => rest.pdtfTransaction(numericId(propertyId, 'Property')),
  ...attributeQueries,
  ...apiClientQueries,
};
