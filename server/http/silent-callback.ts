import type { FastifyInstance } from 'fastify';

/** Where the identity provider sends a silent sign-in's answer (web/src/auth/oidcAuth.ts, SILENT_CALLBACK_PATH). */
export const SILENT_CALLBACK_PATH = '/auth/silent-callback';

/**
 * The end of a reload's silent sign-in. The app asks the provider with a request that follows its
 * redirects to here (web/src/auth/silentFetchNavigator.ts) and reads the code or the error from this
 * address alone, so the answer is empty: no page, no script, nothing to frame (every answer keeps
 * `frame-ancestors 'none'`). The address carries an authorization code, so nothing stores the answer
 * or passes the address on.
 */
export function silentCallbackRoutes(app: FastifyInstance): void {
  app.get(SILENT_CALLBACK_PATH, async (_request, reply) =>
    reply.code(204).header('cache-control', 'no-store').header('referrer-policy', 'no-referrer').send(),
  );
}
