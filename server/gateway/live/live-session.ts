import type { LiveMessage } from './upstream.ts';

/** What a subscription resolver may do with its WebSocket connection. */
export type LiveSession = {
  /** Opens a REST live stream (path under the API) for one subscription, counted against the user's limit. */
  open(path: string): Promise<AsyncIterableIterator<LiveMessage>>;
  /** The sign-in behind the connection ended or expired: the socket closes with SESSION_CLOSE_CODE. */
  sessionEnded(message: string): void;
};

/** The WebSocket close codes the gateway uses (graphql-ws's own 44xx beside them), documented in docs/graphql-api.md. */
export const CLOSE_CODES = {
  /** No token, an invalid one, or a sign-in that ended or expired (graphql-ws's Unauthorized). */
  session: 4401,
  /** More connections for one user than LIVE_LIMITS.connectionsPerUser. */
  tooManyConnections: 4429,
} as const;

/** Per user, on each gateway instance. */
export const LIVE_LIMITS = {
  connectionsPerUser: 10,
  subscriptionsPerUser: 50,
};
