import type { FastifyInstance } from 'fastify';
import type { TokenVerifier } from '../auth/verify-token.ts';
import { limitRequests, type RequestLimits } from '../http/request-limits.ts';
import type { Db } from '../store/database.ts';

/** A GraphQL request refused for the request limit. */
class RateLimited extends Error {}

/**
 * The request limit at /graphql (see server/http/request-limits.ts), refused as GraphQL refuses a
 * request: HTTP 429 with Retry-After, and the reason as a GraphQL error coded RATE_LIMITED. Called
 * in the gateway's scope, before its routes, so it counts them and only them.
 */
export async function limitGraphqlRequests(
  app: FastifyInstance,
  options: { db: Db; limits: RequestLimits; verifyToken: TokenVerifier },
) {
  app.setErrorHandler((error, _request, reply) => {
    if (error instanceof RateLimited)
      return reply.code(429).send({ errors: [{ message: error.message, extensions: { code: 'RATE_LIMITED' } }] });
    // Anything else is the parent's to answer, as before.
    throw error;
  });
  await limitRequests(app, { ...options, refusal: (message) => new RateLimited(message) });
}
