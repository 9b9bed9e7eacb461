import type {
  ApiClientResolvers,
  CreatedApiClientResolvers,
  MutationResolvers,
  QueryResolvers,
} from '../generated/resolvers-types.ts';
import { numericId } from '../viewer.ts';

/** Integrators' API clients (issue 10): one REST call per field, administrators only (@auth). */
export const apiClientQueries: Pick<QueryResolvers, 'apiClients'> = {
  apiClients: (_parent, _args, { rest }) => rest.apiClients(),
};

export const apiClientMutations: Pick<MutationResolvers, 'createApiClient' | 'revokeApiClient'> = {
  createApiClient: (_parent, { input }, { rest }) =>
    rest.createApiClient({
      name: input.name,
      organisation_id: numericId(input.organisationId, 'Organisation'),
      ...(input.externalClientId != null ? { external_client_id: input.externalClientId } : {}),
    }),
  revokeApiClient: (_parent, { clientId }, { rest }) => rest.revokeApiClient(clientId),
};

export const ApiClient: ApiClientResolvers = {
  clientId: (client) => client.client_id,
  organisationId: (client) => String(client.organisation_id),
  organisationName: (client) => client.organisation_name,
  hasSecret: (client) => client.has_secret,
  createdAt: (client) => client.created_at,
  revokedAt: (client) => client.revoked_at,
  lastUsedAt: (client) => client.last_used_at,
};

export const CreatedApiClient: CreatedApiClientResolvers = {
  clientSecret: (created) => created.client_secret,
};
