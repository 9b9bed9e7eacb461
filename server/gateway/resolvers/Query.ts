import { invitationQueries } from './invitations.ts';
import type { QueryResolvers } from '../generated/resolvers-types.ts';
import { numericId, viewerOf } from '../viewer.ts';
import { signatureRecordOf, verifiedOf } from './signing.ts';
import { attributeQueries } from './attribute-reports.ts';
import { apiClientQueries } from './api-clients.ts';
import { webhookQueries } from './webhooks.ts';
import { pdtfReportQueries } from './pdtf-report.ts';
import { connectionFromList, connectionOf, decodeCursor, encodeCursor, pageRequest } from '../connections.ts';

/** The admin tables page by key: organisations and dead letters by id (jobs newest first), people by user id. */
const ORGANISATIONS = {
  kind: 'organisation',
  keyOf: (item: { id: number }) => item.id,
  numeric: true,
  order: 'asc',
} as const;
const PEOPLE = { kind: 'person', keyOf: (item: { id: string }) => item.id, numeric: false, order: 'asc' } as const;
const DEAD_LETTERS = {
  kind: 'dead-letter',
  keyOf: (item: { id: number }) => item.id,
  numeric: true,
  order: 'desc',
} as const;

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
  propertiesConnection: async (_parent, args, { rest }) => {
    const request = pageRequest(args);
    const key =
      request.cursor === undefined
        ? ''
        : decodeCursor(
            'property',
            request.cursor,
            /^[1-9]\d{0,9}$/,
            request.direction === 'forward' ? 'after' : 'before',
          );
    const list = await rest.listProperties({
      page: 1,
      // The API serves at least one; a page of none still reports the counts.
      pageSize: Math.max(1, request.size),
      search: args.search,
      deleted: args.deleted,
      ...(request.direction === 'forward' ? { after: key } : { before: key }),
    });
    const nodes = list.properties.slice(0, request.size);
    return connectionOf(nodes, (property) => encodeCursor('property', property.id), request, {
      total: list.pagination.total,
      remaining: list.pagination.remaining ?? list.pagination.total,
    });
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
  portalChoices: (_parent, { propertyId }, { rest }) => rest.portalChoices(numericId(propertyId, 'Property')),
  agencies: (_parent, _args, { rest }) => rest.agencies(),
  agents: (_parent, { organisationId }, { rest }) => rest.agents(numericId(organisationId, 'Organisation')),
  monthlyLimit: (_parent, _args, { rest }) => rest.monthlyLimit(),
  deadLetterJobs: async (_parent, _args, { rest }) => (await rest.deadLetterJobs()).jobs,
  deadLetterJobsConnection: async (_parent, args, { rest }) =>
    connectionFromList((await rest.deadLetterJobs()).jobs, DEAD_LETTERS, args),
  ...invitationQueries,
  brands: (_parent, _args, { rest }) => rest.organisationList('admin/brands'),
  adminAgencies: (_parent, _args, { rest }) => rest.organisationList('admin/agencies'),
  solicitorsFirms: (_parent, _args, { rest }) => rest.organisationList('admin/solicitors-firms'),
  adminAgents: (_parent, _args, { rest }) => rest.people('admin/agents'),
  solicitors: (_parent, _args, { rest }) => rest.people('admin/solicitors'),
  movers: (_parent, _args, { rest }) => rest.people('admin/movers'),
  brandsConnection: async (_parent, args, { rest }) =>
    connectionFromList(await rest.organisationList('admin/brands'), ORGANISATIONS, args),
  adminAgenciesConnection: async (_parent, args, { rest }) =>
    connectionFromList(await rest.organisationList('admin/agencies'), ORGANISATIONS, args),
  solicitorsFirmsConnection: async (_parent, args, { rest }) =>
    connectionFromList(await rest.organisationList('admin/solicitors-firms'), ORGANISATIONS, args),
  adminAgentsConnection: async (_parent, args, { rest }) =>
    connectionFromList(await rest.people('admin/agents'), PEOPLE, args),
  solicitorsConnection: async (_parent, args, { rest }) =>
    connectionFromList(await rest.people('admin/solicitors'), PEOPLE, args),
  moversConnection: async (_parent, args, { rest }) =>
    connectionFromList(await rest.people('admin/movers'), PEOPLE, args),
  userSearch: (_parent, { email }, { rest }) => rest.searchUsers(email),
  adminProperties: async (_parent, args, { rest }) => {
    const query = new URLSearchParams({ page: String(args.page ?? 1), page_size: String(args.pageSize ?? 50) });
    if (args.search) query.set('search', args.search);
    if (args.deleted) query.set('deleted', '1');
    if (args.createdAfter) query.set('created_after', new Date(args.createdAfter).toISOString());
    if (args.createdBefore) query.set('created_before', new Date(args.createdBefore).toISOString());
    if (args.filters?.length)
      query.set(
        'filters',
        JSON.stringify(Object.fromEntries(args.filters.map((filter) => [filter.name, filter.value]))),
      );
    const list = await rest.adminProperties(query);
    return { nodes: list.properties, pagination: list.pagination, filterOptions: list.filter_options };
  },
  propertySignatures: async (_parent, { propertyId }, { rest }) =>
    (await rest.propertySignatures(numericId(propertyId, 'Property'))).signatures.map(signatureRecordOf),
  signatureCheck: async (_parent, { propertyId }, { rest }) => {
    const check = await rest.verifySignatures(numericId(propertyId, 'Property'));
    return {
      propertyId: String(check.property_id),
      allMatch: check.all_match,
      signatures: check.signatures.map(verifiedOf),
    };
  },
  pdtfTransaction: (_parent, { propertyId }, { rest }) => rest.pdtfTransaction(numericId(propertyId, 'Property')),
  ...pdtfReportQueries,
  ...attributeQueries,
  ...apiClientQueries,
  ...webhookQueries,
};
