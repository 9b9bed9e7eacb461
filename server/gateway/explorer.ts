import { existsSync, readFileSync } from 'node:fs';
import type { ApolloServerPlugin } from '@apollo/server';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const EXPLORER_DIST = new URL('../../dist/graphiql/', import.meta.url).pathname;
/** Where the explorer build is served; its Vite `base` (vite.graphiql.config.ts). */
export const EXPLORER_PREFIX = '/graphiql/';

/**
 * GraphiQL, built with the product (vite.graphiql.config.ts) and served from /graphiql/: it needs
 * no internet and runs under the product's CSP, where Apollo's embedded Sandbox would load its code
 * from a CDN. In production only its code is served (explorer.js and its assets), which the web
 * app's administrators-only /admin/graphql screen imports; code is no secret, and what a query may
 * see is the gateway's to decide (introspection-gate.ts and the @auth directives). The page of its
 * own (also GET /graphql) is served outside production only: a browser navigation carries no token,
 * so in production the server could not tell an administrator's from anyone else's.
 */
export async function graphqlExplorer(app: FastifyInstance, options: { production: boolean }) {
  if (!existsSync(`${EXPLORER_DIST}index.html`)) return;
  await app.register(fastifyStatic, {
    root: EXPLORER_DIST,
    prefix: EXPLORER_PREFIX,
    decorateReply: false,
    preCompressed: true,
    allowedPath: (pathName) => !options.production || pathName === '/explorer.js' || pathName.startsWith('/assets/'),
    setHeaders(reply, path) {
      reply.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
}

export function explorerLandingPage(): ApolloServerPlugin {
  return {
    async serverWillStart() {
      return {
        async renderLandingPage() {
          const built = `${EXPLORER_DIST}index.html`;
          const html = existsSync(built)
            ? readFileSync(built, 'utf8')
            : '<!doctype html><html lang="en-GB"><title>GraphQL</title><p>The GraphQL explorer is not built: run <code>npm run build</code>. POST queries to this address meanwhile.</p></html>';
          return { html };
        },
      };
    },
  };
}
