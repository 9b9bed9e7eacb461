import type { Action } from '../../domain/permissions.ts';

/**
 * What a route needs before its handler runs. Every route must declare one: registering a route
 * without it fails start-up, so no route can be exposed by forgetting a check.
 */
export type RouteAccess = 'PUBLIC' | 'AUTHENTICATED' | Action;

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
    /**
     * The route reads the viewer inside its own SQL statement, so a request costs one round trip;
     * the authenticate hook then only verifies the token. Only for AUTHENTICATED routes.
     */
    viewerReadByRoute?: boolean;
    /**
     * The route answers the same to every signed-in caller and reads nothing of who they are: the
     * token and its session are checked on every request, the user's record only the first time
     * this instance sees them (which signs a new user in). Only for AUTHENTICATED routes.
     */
    signedInIsEnough?: boolean;
  }
}
