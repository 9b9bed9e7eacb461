import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { OrganisationParams, OrganisationPayload } from '../../../contracts/organisations.ts';
import { replies } from '../../../contracts/replies.ts';
import { viewerOf } from '../auth/authenticate.ts';
import type { RestDeps } from '../deps.ts';
import { organisationJson } from '../../use-cases/organisations/organisation-json.ts';
import { readOrganisation } from '../../use-cases/organisations/read-organisation.ts';

export const organisationRoutes: FastifyPluginAsyncTypebox<RestDeps> = async (app, { db }) => {
  app.get(
    '/organisation/:id',
    {
      schema: { params: OrganisationParams, response: replies(OrganisationPayload) },
      config: { access: 'AUTHENTICATED' },
    },
    async (request) =>
      organisationJson(await readOrganisation(db, { viewer: viewerOf(request), organisationId: request.params.id })),
  );
};
