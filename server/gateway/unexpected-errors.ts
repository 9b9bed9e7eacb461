import type { ApolloServerPlugin } from '@apollo/server';
import type { FastifyInstance } from 'fastify';
import type { GatewayContext } from './context.ts';

/**
 * Faults: an error without a code (a resolver's bug, a request Apollo could not carry through), and
 * an answer from the API the gateway could not use. Every other code is a refusal meant for the user.
 */
const isFault = (code: unknown) =>
  typeof code !== 'string' || code === 'INTERNAL_SERVER_ERROR' || code === 'UPSTREAM_ERROR';

/**
 * An error nobody meant to answer with is logged with the request id, so the answer a user reports can be found: the error and the
 * field's path, never the query text or the variables the user sent.
 */
export const logUnexpectedErrors: ApolloServerPlugin<GatewayContext> = {
  async requestDidStart() {
    return {
      async didEncounterErrors({ errors, contextValue }) {
        for (const error of errors) {
          if (!isFault(error.extensions?.code)) continue;
          contextValue.log.error({ err: error.originalError ?? error, path: error.path }, 'unexpected GraphQL error');
        }
      },
    };
  },
};

/**
 * Every 5xx answered at /graphql is logged with its request id, including those Apollo gives before
 * a request reaches its plugins (a context that could not be built).
 */
export function logServerErrorAnswers(app: FastifyInstance) {
  app.addHook('onResponse', async (request, reply) => {
    if (reply.statusCode >= 500)
      request.log.error(
        { statusCode: reply.statusCode, route: 'POST /graphql' },
        'GraphQL request answered with a server error',
      );
  });
}
