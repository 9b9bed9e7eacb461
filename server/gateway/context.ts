import type { FastifyBaseLogger } from 'fastify';
import type { GraphQLError } from 'graphql';
import type { RestClient } from './rest/rest-client.ts';
import type { LiveSession } from './live/live-session.ts';

/** Per-request state: the caller's token (passed through to the API) and a REST client with fresh DataLoaders. */
export type GatewayContext = {
  token: string | null;
  /** The verified subject of the token, when there is one. */
  viewerId: string | null;
  /** The API client the token was issued to (client-credentials grant), when it is one. */
  clientId: string | null;
  rest: RestClient;
  /** The upload size limit, enforced again as files stream through (the API has the same one). */
  maxUploadBytes: number;
  /** Why the token was refused, raised by the first @auth field that needs a sign-in. */
  authError: GraphQLError | null;
  /** The request's logger: its lines carry the request id. */
  log: FastifyBaseLogger;
  /** Operations over WebSocket only: opens the REST live streams their subscriptions follow. */
  live?: LiveSession;
};
