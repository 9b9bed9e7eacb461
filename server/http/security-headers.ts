import { createHash } from 'node:crypto';
import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { LOGOUT_SCRIPT } from '../services/identity/pages.ts';

export type SecurityHeadersOptions = {
  /** HSTS and upgrade-insecure-requests only make sense (and only work) over https. */
  https: boolean;
  /** Origins the web app is served from: the provider's forms redirect there after sign-in and sign-out. */
  appOrigins: string[];
  /** The identity provider's origin: every brand host's app signs in there and redeems its code from the browser. */
  identityOrigin?: string;
};

const scriptHash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/**
 * One Content-Security-Policy for every response (web app, API, gateway and its GraphiQL page,
 * identity provider): scripts only from this origin plus the provider's one logout line, allowed by
 * its hash; no inline or injected script runs. Styles may be inline because Mantine writes CSS
 * variables and style attributes at run time (a style cannot run code). Images only from the
 * product's own hosts. No page may be framed.
 */
export const securityHeaders = fp(
  async (app: FastifyInstance, options: SecurityHeadersOptions) => {
    const formTargets = ["'self'", ...options.appOrigins];
    // Built once at start: building the policy parses every directive, too dear to do per request.
    const applyHeaders = helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", scriptHash(LOGOUT_SCRIPT)],
          scriptSrcAttr: ["'none'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          // Only where the app's own images come from: logos are served by each brand host, documents
          // through the API (never straight from the storage bucket). No beacon to any other host.
          imgSrc: ["'self'", 'data:', 'blob:', ...options.appOrigins],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'", ...(options.identityOrigin ? [options.identityOrigin] : [])],
          workerSrc: ["'self'", 'blob:'],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: formTargets,
          frameAncestors: ["'none'"],
          ...(options.https ? { upgradeInsecureRequests: [] } : {}),
        },
      },
      // Emailed links carry their token in the URL: no page ever sends its address on.
      referrerPolicy: { policy: 'no-referrer' },
      strictTransportSecurity: options.https ? { maxAge: 365 * 24 * 60 * 60, includeSubDomains: true } : false,
      xFrameOptions: { action: 'deny' },
      crossOriginOpenerPolicy: { policy: 'same-origin' },
      crossOriginResourcePolicy: { policy: 'same-origin' },
    });
    app.addHook('onRequest', (request, reply, done) =>
      applyHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined)),
    );
  },
  { name: 'security-headers' },
);
