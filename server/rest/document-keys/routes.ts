import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DocumentKeys } from '../../../contracts/document-keys.ts';
import { replies } from '../../../contracts/replies.ts';
import type { RestDeps } from '../deps.ts';

/**
 * The public half of the platform's document-signing key as a JWK Set, for integrators who check
 * a PDTF export's `X-JWS-Signature`. Public, like any JWKS: it describes a key, never data.
 */
export const documentKeyRoutes: FastifyPluginAsyncTypebox<RestDeps> = async (app, { documentSeal }) => {
  app.get(
    '/document-keys',
    { schema: { response: replies(DocumentKeys) }, config: { access: 'PUBLIC' } },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=3600');
      return documentSeal.jwks as DocumentKeys;
    },
  );
};
