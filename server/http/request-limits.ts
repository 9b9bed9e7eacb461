import { timingSafeEqual } from 'node:crypto';
import rateLimit, { type RateLimitPluginOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MESSAGES } from '../../domain/messages.ts';
import { requestToken } from '../auth/request-token.ts';
import type { TokenVerifier } from '../auth/verify-token.ts';
import type { Db } from '../store/database.ts';
import { requestCounts } from '../store/request-counts.ts';

/** Requests per window for one signed-in user, and for one address without a valid sign-in. */
export type RequestLimits = { perUser: number; perAddress: number; windowSeconds: number };

/** The header the gateway marks its own calls to the REST API with: the GraphQL request was counted already. */
export const GATEWAY_CALL_HEADER = 'x-gateway-call';

export type RequestLimitOptions = {
  db: Db;
  limits: RequestLimits;
  verifyToken: TokenVerifier;
  /** The refusal this part of the product answers with; the 429 status and Retry-After are set for it. */
  refusal: (message: string) => Error;
  /** This process's gateway key: its calls are not counted again. */
  gatewayKey?: string;
};

/**
 * Counts requests with @fastify/rate-limit in a store all instances share (the database, written
 * in batches: server/store/request-counts.ts), so a client spreading its requests over instances
 * meets the same limit, within the store's flush interval. A request with a valid
 * sign-in counts for its user; any other for its client address (behind TRUST_PROXY, the address
 * the proxy reports). Health checks are not counted: the load balancer's probes must never be
 * refused. Called in the REST API's scope and the gateway's, so each answers in its own form.
 *
 * The count is taken in an onRequest hook of the scope, ahead of the sign-in check, so requests
 * refused for their sign-in count too (a route's own hook would run after it).
 */
export async function limitRequests(app: FastifyInstance, options: RequestLimitOptions): Promise<void> {
  const counts = requestCounts(options.db);
  app.addHook('onClose', () => counts.close());
  await app.register(rateLimit, { ...requestLimitSettings(options, counts), global: false });
  app.addHook('onRequest', app.rateLimit());
}

function requestLimitSettings(
  options: RequestLimitOptions,
  counts: ReturnType<typeof requestCounts>,
): RateLimitPluginOptions {
  const windowMs = options.limits.windowSeconds * 1000;
  class SharedStore {
    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void) {
      counts.increment(key, windowMs).then(
        (count) => callback(null, count),
        (error: Error) => callback(error),
      );
    }
    child() {
      return new SharedStore();
    }
  }
  const gatewayKey = options.gatewayKey ? Buffer.from(options.gatewayKey) : undefined;
  const fromGateway = (request: FastifyRequest) => {
    const header = request.headers[GATEWAY_CALL_HEADER];
    if (!gatewayKey || typeof header !== 'string') return false;
    const sent = Buffer.from(header);
    return sent.length === gatewayKey.length && timingSafeEqual(sent, gatewayKey);
  };
  return {
    store: SharedStore as unknown as RateLimitPluginOptions['store'],
    timeWindow: windowMs,
    keyGenerator: async (request) => {
      const token = requestToken(request);
      if (token) {
        try {
          return `user:${(await options.verifyToken(token)).sub}`;
        } catch {
          // A token that does not verify counts for its address, so made-up tokens cannot dodge the limit.
        }
      }
      return `address:${request.ip}`;
    },
    max: (_request, key) => (key.startsWith('user:') ? options.limits.perUser : options.limits.perAddress),
    allowList: (request) => fromGateway(request) || request.url.split('?')[0].endsWith('/health'),
    // A store that cannot be reached must not take the product down with it: the request goes on.
    skipOnError: true,
    errorResponseBuilder: (_request, context) => {
      const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
      return Object.assign(options.refusal(MESSAGES.tooManyRequests(seconds)), { statusCode: 429 });
    },
  };
}
