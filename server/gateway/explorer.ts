import { existsSync, readFileSync } from 'node:fs';
import type { ApolloServerPlugin } from '@apollo/server';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const EXPLORER_DIST = new URL('../../dist/graphiql/', import.meta.url).pathname;

/**
 * Outside production GET /graphql opens GraphiQL, built with the product (vite.graphiql.config.ts)
 * and served from /dev/graphiql/: it needs no internet and runs under the product's CSP, where
 * Apollo's embedded Sandbox would load its code from a CDN.
 */
export async function graphqlExplorer(app: FastifyInstance) {
  if (!existsSync(`${EXPLORER_DIST}index.html`)) return;
  await app.register(fastifyStatic, {
    root: EXPLORER_DIST,
    prefix: '/dev/graphiql/',
    decorateReply: false,
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
