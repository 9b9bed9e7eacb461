import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requestCredits } from '../../store/credit-requests.ts';
import { viewerOf } from '../auth/authenticate.ts';
import type { RestDeps } from '../deps.ts';
import { conflict } from '../errors.ts';

/**
 * An organisation out of credits asks for more (spec 01 §2). The request is recorded for the team
 * that sells credits; asking again within a day answers with the same request.
 */
export const creditRoutes: FastifyPluginAsyncTypebox<RestDeps> = async (app, { db }) => {
  app.post('/credits/request', { config: { access: 'CREATE_PROPERTY' } }, async (request, reply) => {
    const viewer = viewerOf(request);
    if (viewer.organisationId === null) throw conflict('Credits belong to an organisation, and you are not part of one.');
    const result = await requestCredits(db, viewer.organisationId, viewer.id);
    return reply.code(result.repeated ? 200 : 201).send({ id: result.id, created_at: result.createdAt.toISOString() });
  });
};
