import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CreditRequestPayload } from '../../../contracts/credits.ts';
import { createdReplies } from '../../../contracts/replies.ts';
import { requestCredits } from '../../store/credit-requests.ts';
import { viewerOf } from '../auth/authenticate.ts';
import type { RestDeps } from '../deps.ts';
import { conflict } from '../../http/errors.ts';
import { MESSAGES } from '../../../domain/messages.ts';

/**
 * An organisation out of credits asks for more (spec 01 §2). The request is recorded for the team
 * that sells credits; asking again within a day answers with the same request.
 */
export const creditRoutes: FastifyPluginAsyncTypebox<RestDeps> = async (app, { db }) => {
  app.post(
    '/credits/request',
    { schema: { response: createdReplies(CreditRequestPayload) }, config: { access: 'CREATE_PROPERTY' } },
    async (request, reply) => {
      const viewer = viewerOf(request);
      if (viewer.organisationId === null) throw conflict(MESSAGES.creditsNeedOrganisation);
      const result = await requestCredits(db, viewer.organisationId, viewer.id);
      return reply
        .code(result.repeated ? 200 : 201)
        .send({ id: result.id, created_at: result.createdAt.toISOString() });
    },
  );
};
