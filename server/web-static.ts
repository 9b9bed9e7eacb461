import { existsSync, readFileSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '../domain/messages.ts';
import { errorBody } from './http/errors.ts';
import { themedIndex } from './themes/themed-index.ts';
import { themeOfRequest } from './themes/request-theme.ts';
import { silentCallbackRoutes } from './http/silent-callback.ts';

export const WEB_DIST = new URL('../dist/web/', import.meta.url);

/**
 * A request for a file the build did not produce (an old chunk after a deploy, /favicon.ico, a
 * typo) answers 404: sending the app's HTML instead would break a script load with a confusing
 * MIME error, and tell crawlers the file exists. Client routes never end in these extensions.
 */
const STATIC_FILE =
  /^\/(assets|favicons)\/|\.(m?js|css|map|ico|png|jpe?g|gif|svg|webp|avif|woff2?|ttf|txt|json|xml|webmanifest|br|gz)$/i;

/**
 * Serves the built web app. Any other GET that is not an API path or a file gets index.html, so client
 * routes such as /properties/12 load on refresh.
 */
export async function webApp(
  app: FastifyInstance,
  {
    production,
    oidcAuthority,
    oidcMetadata,
    statusUrl,
  }: {
    production: boolean;
    oidcAuthority?: string;
    /** The embedded provider's endpoints; none for an external issuer, whose own discovery document says. */
    oidcMetadata?: Record<string, string>;
    statusUrl?: string;
  },
) {
  const root = WEB_DIST.pathname;
  if (!existsSync(`${root}index.html`)) {
    throw new Error('the web app is not built: run `npm run build` (npm start does it for you)');
  }
  // The connection-problem banner links to the status page; the page names it, since the banner shows when the server cannot be reached.
  const indexHtml = withStatusUrl(readFileSync(`${root}index.html`, 'utf8'), statusUrl);
  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    wildcard: false,
    // index.html is written per request with the host's theme (below), never served as it is.
    index: false,
    allowedPath: (path) => path !== '/index.html',
    // Brotli and gzip copies written at build time (server/tools/build-web.ts).
    preCompressed: true,
    setHeaders(reply, path) {
      // Asset names carry a content hash, so they never change; index.html always revalidates.
      reply.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      // Logos and favicons are shown in mail, whose readers load them from other origins.
      if (/\/(logos|favicons)\//.test(path)) reply.header('cross-origin-resource-policy', 'cross-origin');
    },
  });
  // The frame a reload restores its sign-in through (web/src/auth/oidcAuth.ts).
  silentCallbackRoutes(app);
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0];
    if (request.method !== 'GET' || /^\/(api|graphql|oidc)(\/|$)/.test(path) || STATIC_FILE.test(path)) {
      return reply.code(404).send(errorBody('NOT_FOUND', MESSAGES.noRoute(request.method, path)));
    }
    const theme = themeOfRequest(request, reply, { production });
    return reply
      .header('cache-control', 'no-cache')
      .header('vary', 'host, cookie')
      .type('text/html; charset=utf-8')
      .send(themedIndex(indexHtml, theme, oidcAuthority, oidcMetadata));
  });
}

function withStatusUrl(html: string, statusUrl: string | undefined): string {
  if (!statusUrl) return html;
  const escaped = statusUrl.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return html.replace('</head>', `  <meta name="status-url" content="${escaped}" />\n  </head>`);
}
