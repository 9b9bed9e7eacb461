/**
 * The yardstick for the product's gateway: the least an Apollo Server 5 gateway can do to answer the
 * bench's properties query. The same schema subset and field mapping, the caller's token forwarded
 * to the same REST API with undici, on the same HTTP framework (Fastify) as the product, but no
 * directives, no depth or cost limits, no token check of its own, no DataLoaders and no plugins.
 * Whatever the product's gateway costs beyond this is what its own features cost.
 */
import { ApolloServer } from '@apollo/server';
import fastifyApollo from '@as-integrations/fastify';
import Fastify from 'fastify';
import { DateTimeResolver } from 'graphql-scalars';
import { Pool, request } from 'undici';
import { propertyCapabilities } from '../../domain/capabilities.ts';
import { isRoleCode } from '../../domain/roles.ts';

const typeDefs = `#graphql
  scalar DateTime
  type Query { properties(page: Int, pageSize: Int, search: String, deleted: Boolean): PropertyConnection! }
  type PropertyConnection { nodes: [Property!]! pageInfo: PageInfo! }
  type PageInfo { page: Int! pageSize: Int! total: Int! totalPages: Int! hasNextPage: Boolean! }
  type Phase { id: ID! label: String! }
  type PropertyCapabilities { inviteSeller: Boolean! inviteSolicitor: Boolean! inviteAgent: Boolean! viewCompletion: Boolean! viewMeta: Boolean! }
  type Property {
    id: ID! name: String! city: String! complete: Int phase: Phase userEmails: [String!] agenciesNames: [String!]
    createdAt: DateTime! lastSignIn: DateTime viewerCan: PropertyCapabilities!
  }
`;

type RestList = {
  properties: {
    id: number;
    name: string;
    city: string;
    complete?: number;
    phase?: { id: number; label: string } | null;
    user_emails?: string[];
    agencies_names?: string[];
    created_at: string;
    last_sign_in?: number | null;
    organisation_ids?: number[];
  }[];
  pagination: { page: number; page_size: number; total: number; total_pages: number };
  user: { role: number; organisation: { id: number } | null };
};
type Row = RestList['properties'][number] & { viewer: RestList['user'] };
type Context = { token: string | undefined };

export type BareGateway = { url: string; close(): Promise<void> };

export async function startBareGateway(restBaseUrl: string): Promise<BareGateway> {
  const api = new URL(restBaseUrl.endsWith('/') ? restBaseUrl : `${restBaseUrl}/`);
  const pool = new Pool(api.origin, { connections: 64, pipelining: 1 });
  const resolvers = {
    DateTime: DateTimeResolver,
    Query: {
      properties: async (_: unknown, args: { page?: number; pageSize?: number }, { token }: Context) => {
        const response = await request(
          new URL(`properties?page=${args.page ?? 1}&page_size=${args.pageSize ?? 30}`, api),
          {
            dispatcher: pool,
            headers: token ? { authorizationjwt: token, accept: 'application/json' } : { accept: 'application/json' },
          },
        );
        const list = (await response.body.json()) as RestList;
        return {
          nodes: list.properties.map((property) => ({ ...property, viewer: list.user })),
          pagination: list.pagination,
        };
      },
    },
    PropertyConnection: {
      pageInfo: ({ pagination: p }: { pagination: RestList['pagination'] }) => ({
        page: p.page,
        pageSize: p.page_size,
        total: p.total,
        totalPages: p.total_pages,
        hasNextPage: p.page < p.total_pages,
      }),
    },
    Property: {
      userEmails: (row: Row) => row.user_emails ?? null,
      agenciesNames: (row: Row) => row.agencies_names ?? null,
      createdAt: (row: Row) => row.created_at,
      lastSignIn: (row: Row) => (row.last_sign_in ? new Date(row.last_sign_in * 1000) : null),
      viewerCan: (row: Row) => {
        const role = row.viewer.role;
        return isRoleCode(role)
          ? propertyCapabilities(
              { role, organisationId: row.viewer.organisation?.id ?? null },
              { organisationIds: row.organisation_ids ?? [] },
            )
          : { inviteSeller: false, inviteSolicitor: false, inviteAgent: false, viewCompletion: false, viewMeta: false };
      },
    },
  };
  const app = Fastify();
  const apollo = new ApolloServer<Context>({ typeDefs, resolvers });
  await apollo.start();
  await app.register(fastifyApollo(apollo), {
    path: '/graphql',
    context: async (req) => {
      const header = req.headers.authorizationjwt;
      return { token: Array.isArray(header) ? header[0] : header };
    },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('bare gateway has no port');
  return {
    url: `http://127.0.0.1:${address.port}/graphql`,
    async close() {
      const closing = app.close();
      await pool.close();
      await closing;
    },
  };
}
