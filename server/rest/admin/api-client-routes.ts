import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ApiClientList,
  ApiClientParams,
  ApiClientPayload,
  CreateApiClientBody,
  CreatedApiClient,
  type ApiClientPayload as ApiClientJson,
} from '../../../contracts/api-clients.ts';
import { replies } from '../../../contracts/replies.ts';
import { ErrorBody } from '../../../contracts/errors.ts';
import { apiClientName, apiClientStatus, isExternalClientId, mayHoldApiClient } from '../../../domain/api-clients.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import {
  createApiClient,
  findApiClient,
  listApiClients,
  revokeApiClient,
  type ApiClientRecord,
} from '../../store/api-clients.ts';
import { organisationTypeOf } from '../../store/users.ts';
import { viewerOf } from '../auth/authenticate.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import type { RestDeps } from '../deps.ts';

function json(client: ApiClientRecord): ApiClientJson {
  return {
    client_id: client.clientId,
    name: client.name,
    organisation_id: client.organisationId,
    organisation_name: client.organisationName,
    status: apiClientStatus(client),
    has_secret: client.hasSecret,
    created_by: client.createdBy,
    created_at: client.createdAt.toISOString(),
    revoked_at: client.revokedAt?.toISOString() ?? null,
    last_used_at: client.lastUsedAt?.toISOString() ?? null,
  };
}

/**
 * Integrators' API clients (issue 10), managed by administrators only (docs/decisions/0113-api-clients-act-through-a-service-user.md): each
 * obtains tokens with the client-credentials grant and acts as an agent of its organisation, which
 * is therefore an agency.
 */
export const apiClientRoutes: FastifyPluginAsyncTypebox<RestDeps> = async (app, { db }) => {
  app.get(
    '/admin/api-clients',
    { schema: { response: replies(ApiClientList) }, config: { access: 'ADMIN_ONLY' } },
    async () => (await listApiClients(db)).map(json),
  );

  app.post(
    '/admin/api-clients',
    {
      schema: { body: CreateApiClientBody, response: { 201: CreatedApiClient, '4xx': ErrorBody, '5xx': ErrorBody } },
      config: { access: 'ADMIN_ONLY' },
    },
    async (request, reply) => {
      const viewer = viewerOf(request);
      const name = apiClientName(request.body.name);
      if (!name) throw badRequest(MESSAGES.apiClientNameInvalid);
      const external = request.body.external_client_id?.trim();
      if (external !== undefined && !isExternalClientId(external)) throw badRequest(MESSAGES.apiClientIdInvalid);
      const organisationId = request.body.organisation_id;
      const type = await organisationTypeOf(db, organisationId);
      if (type === undefined) throw notFound(MESSAGES.organisationNotFound(organisationId));
      if (!mayHoldApiClient(type)) throw badRequest(MESSAGES.apiClientAgencyOnly);
      const created = await createApiClient(db, {
        name,
        organisationId,
        createdBy: viewer.id,
        externalClientId: external,
      });
      if (!created) throw conflict(MESSAGES.apiClientIdTaken(external ?? ''));
      return reply.code(201).send({ client: json(created.client), client_secret: created.secret });
    },
  );

  app.delete(
    '/admin/api-clients/:clientId',
    { schema: { params: ApiClientParams, response: replies(ApiClientPayload) }, config: { access: 'ADMIN_ONLY' } },
    async (request) => {
      const { clientId } = request.params;
      const outcome = await revokeApiClient(db, clientId);
      if (outcome === 'unknown') throw notFound(MESSAGES.apiClientNotFound(clientId));
      if (outcome === 'already') throw conflict(MESSAGES.apiClientAlreadyRevoked);
      return json((await findApiClient(db, clientId))!);
    },
  );
};
