import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import { can, isAction } from '../../../domain/permissions.ts';
import type { Db } from '../../store/database.ts';
import { ensureUser, noteActivity, type UserRecord } from '../../store/users.ts';
import type { LoadedViewer, Viewer } from '../../store/viewer.ts';
import { forbidden, HttpError } from '../../http/errors.ts';
import '../route-access.ts';
import { TokenRejected, type TokenVerifier, type VerifiedIdentity } from '../../auth/verify-token.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { inactiveClientRefusal } from '../../use-cases/api-clients/inactive-client-refusal.ts';
import { requestToken } from '../../auth/request-token.ts';
import { needsAcceptedTerms } from '../terms-gate.ts';

declare module 'fastify' {
  interface FastifyRequest {
    viewer: Viewer | null;
    viewerRecord: UserRecord | null;
    /** The verified token's identity, on every route that is not PUBLIC. */
    identity: VerifiedIdentity | null;
  }
}

/** Runs before input validation, so an anonymous caller learns nothing about the routes' inputs. Verifies the AuthorizationJWT header, loads (or creates) the user, and applies the route's access rule. */
export type RouteRecord = {
  method: string;
  url: string;
  access: string;
  responses: string[];
  /** The route's input schemas, so tests can generate requests for every route there is. */
  inputs: { params?: unknown; querystring?: unknown; body?: unknown };
};

async function authenticatePlugin(
  app: FastifyInstance,
  options: { db: Db; verifyToken: TokenVerifier; routes?: RouteRecord[] },
) {
  app.decorateRequest('viewer', null);
  app.decorateRequest('viewerRecord', null);
  app.decorateRequest('identity', null);
  /**
   * Users this instance has read with a role the product knows, on a route for which being signed
   * in is enough. Such a route needs nothing more of them after that: an ended session or a
   * disabled account is refused by the token check, and every role the product can give is known.
   */
  const signedInUsers = new LRUCache<string, true>({ max: 10_000 });

  app.addHook('onRoute', (route) => {
    if (!route.config?.access) {
      throw new Error(`route ${route.method} ${route.url} declares no access rule (config.access)`);
    }
    // Output leaves only through a contract schema (contracts/), so a field nobody declared never reaches a client.
    const responses = Object.keys((route.schema?.response as Record<string, unknown> | undefined) ?? {});
    if (!responses.some((status) => /^2\d\d$/.test(status))) {
      throw new Error(`route ${route.method} ${route.url} declares no success response schema (schema.response)`);
    }
    if (route.config.viewerReadByRoute && route.config.access !== 'AUTHENTICATED') {
      throw new Error(`route ${route.method} ${route.url} reads its own viewer, so it may only require AUTHENTICATED`);
    }
    if ((route.config.viewerReadByRoute || route.config.signedInIsEnough) && needsAcceptedTerms(route.url)) {
      throw new Error(
        `route ${route.method} ${route.url} serves a property's data, so it must read the viewer to check the terms`,
      );
    }
    if (route.config.signedInIsEnough && route.config.access !== 'AUTHENTICATED') {
      throw new Error(`route ${route.method} ${route.url} reads no viewer, so it may only require AUTHENTICATED`);
    }
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD')
        options.routes?.push({
          method,
          url: route.url,
          access: route.config.access,
          responses,
          inputs: { params: route.schema?.params, querystring: route.schema?.querystring, body: route.schema?.body },
        });
    }
  });

  app.addHook('onRequest', async (request: FastifyRequest) => {
    const access = request.routeOptions.config.access;
    if (access === 'PUBLIC' || access === undefined) return;
    const identity = await options.verifyToken(requestToken(request)).catch((error: unknown) => {
      if (error instanceof TokenRejected) {
        throw new HttpError(error.status, error.status === 440 ? 'SESSION_EXPIRED' : 'UNAUTHENTICATED', error.message);
      }
      throw error;
    });
    if (identity.clientId) await refuseInactiveClient(options.db, identity.clientId);
    request.identity = identity;
    // The route reads the viewer in its own query (one round trip) and applies acceptViewer itself.
    if (request.routeOptions.config.viewerReadByRoute) return;
    if (request.routeOptions.config.signedInIsEnough && signedInUsers.has(identity.sub)) {
      noteActivity(options.db, { id: identity.sub, last_activity: null });
      return;
    }
    acceptViewer(request, await ensureUser(options.db, identity));
    if (request.routeOptions.config.signedInIsEnough) signedInUsers.set(identity.sub, true);
    if (isAction(access) && !can(request.viewer!.role, access)) {
      throw forbidden(MESSAGES.noPermission);
    }
    if (
      !identity.clientId &&
      !request.viewerRecord!.accepted_tcs &&
      needsAcceptedTerms(request.routeOptions.url ?? '')
    ) {
      throw new HttpError(403, 'TERMS_NOT_ACCEPTED', MESSAGES.termsNotAccepted);
    }
  });
}

/**
 * An API client's token stays valid for its whole lifetime as far as signatures go, and the
 * verifier keeps it; the client's row is read on every request so a revocation refuses it at once.
 */
async function refuseInactiveClient(db: Db, clientId: string): Promise<void> {
  const refusal = await inactiveClientRefusal(db, clientId);
  if (refusal) throw new HttpError(401, 'UNAUTHENTICATED', refusal);
}

/**
 * Sets the request's viewer from a fresh read of the user. A stored role the product does not know
 * gets 403 rather than any access.
 */
export function acceptViewer(request: FastifyRequest, loaded: LoadedViewer): Viewer {
  if (!loaded.viewer) throw new HttpError(403, 'FORBIDDEN', 'Your account has no role in this product.');
  request.viewerRecord = loaded.record;
  request.viewer = loaded.viewer;
  return loaded.viewer;
}

export const authenticate = fp(authenticatePlugin, { name: 'authenticate' });

/** The viewer of a route that is not PUBLIC; the preHandler guarantees it is set. */
export function viewerOf(request: FastifyRequest): Viewer {
  if (!request.viewer) throw new HttpError(401, 'UNAUTHENTICATED', MESSAGES.signInRequired);
  return request.viewer;
}
