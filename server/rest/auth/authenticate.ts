import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { can, isAction } from '../../../domain/permissions.ts';
import { isRoleCode } from '../../../domain/roles.ts';
import type { Db } from '../../store/database.ts';
import { organisationsActedFor } from '../../store/tenancy.ts';
import { ensureUser, type UserRecord } from '../../store/users.ts';
import type { Viewer } from '../../store/viewer.ts';
import { forbidden, HttpError } from '../errors.ts';
import '../route-access.ts';
import { TokenRejected, type TokenVerifier } from '../../auth/verify-token.ts';
import { MESSAGES } from '../../../domain/messages.ts';

declare module 'fastify' {
  interface FastifyRequest {
    viewer: Viewer | null;
    viewerRecord: UserRecord | null;
  }
}

export const TOKEN_HEADER = 'authorizationjwt';

/** Runs before input validation, so an anonymous caller learns nothing about the routes' inputs. Verifies the AuthorizationJWT header, loads (or creates) the user, and applies the route's access rule. */
export type RouteRecord = { method: string; url: string; access: string; responses: string[] };

async function authenticatePlugin(app: FastifyInstance, options: { db: Db; verifyToken: TokenVerifier; routes?: RouteRecord[] }) {
  app.decorateRequest('viewer', null);
  app.decorateRequest('viewerRecord', null);

  app.addHook('onRoute', (route) => {
    if (!route.config?.access) {
      throw new Error(`route ${route.method} ${route.url} declares no access rule (config.access)`);
    }
    // Output leaves only through a contract schema (contracts/), so a field nobody declared never reaches a client.
    const responses = Object.keys((route.schema?.response as Record<string, unknown> | undefined) ?? {});
    if (!responses.some((status) => /^2\d\d$/.test(status))) {
      throw new Error(`route ${route.method} ${route.url} declares no success response schema (schema.response)`);
    }
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') options.routes?.push({ method, url: route.url, access: route.config.access, responses });
    }
  });

  app.addHook('onRequest', async (request: FastifyRequest) => {
    const access = request.routeOptions.config.access;
    if (access === 'PUBLIC' || access === undefined) return;
    const header = request.headers[TOKEN_HEADER];
    const token = Array.isArray(header) ? header[0] : header;
    const identity = await options.verifyToken(token?.replace(/^Bearer\s+/i, '')).catch((error: unknown) => {
      if (error instanceof TokenRejected) {
        throw new HttpError(error.status, error.status === 440 ? 'SESSION_EXPIRED' : 'UNAUTHENTICATED', error.message);
      }
      throw error;
    });
    const user = await ensureUser(options.db, identity);
    if (!isRoleCode(user.role)) throw forbidden(MESSAGES.noRole);
    request.viewerRecord = user;
    const actsFor = await organisationsActedFor(options.db, user.role, user.organisation_id);
    request.viewer = { id: user.id, role: user.role, organisationId: user.organisation_id, actsFor };
    if (isAction(access) && !can(user.role, access)) {
      throw forbidden(MESSAGES.noPermission);
    }
  });
}

export const authenticate = fp(authenticatePlugin, { name: 'authenticate' });

/** The viewer of a route that is not PUBLIC; the preHandler guarantees it is set. */
export function viewerOf(request: FastifyRequest): Viewer {
  if (!request.viewer) throw new HttpError(401, 'UNAUTHENTICATED', MESSAGES.signInRequired);
  return request.viewer;
}
