import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** Where the identity provider sends a silent sign-in's answer (web/src/auth/oidcAuth.ts, SILENT_CALLBACK_PATH). */
export const SILENT_CALLBACK_PATH = '/auth/silent-callback';

/**
 * Hands the provider's answer (its URL, with the code or the error) to the app page that opened
 * this frame. The message is the one oidc-client-ts's `signinSilent` waits for from its frame
 * (`IFrameWindow.notifyParent`: source "oidc-client"), sent to this origin only; the app then
 * redeems the code itself with its PKCE verifier, so the URL alone is worth nothing to anyone else.
 */
export const SILENT_CALLBACK_SCRIPT = `if (window.parent !== window) window.parent.postMessage({ source: 'oidc-client', url: window.location.href, keepOpen: false }, window.location.origin);\n`;

/**
 * The script is in the page, allowed by its hash on this page alone: a reload's restore waits for
 * this frame, and a script file would cost it one more round trip.
 */
const PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Signing in</title><script>${SILENT_CALLBACK_SCRIPT}</script></head><body></body></html>
`;
const SCRIPT_HASH = `'sha256-${createHash('sha256').update(SILENT_CALLBACK_SCRIPT).digest('base64')}'`;

/**
 * The one page of the product a frame may show, and only to a page of its own origin: every other
 * answer keeps `frame-ancestors 'none'` and `X-Frame-Options: DENY` (./security-headers.ts). It
 * carries an authorization code in its URL, so nothing stores it.
 */
function allowSameOriginFrame(reply: FastifyReply): FastifyReply {
  const policy = reply.raw.getHeader('content-security-policy');
  if (typeof policy === 'string')
    reply.header(
      'content-security-policy',
      policy
        .replace("frame-ancestors 'none'", "frame-ancestors 'self'")
        .replace("script-src 'self'", `script-src 'self' ${SCRIPT_HASH}`),
    );
  return reply.header('x-frame-options', 'SAMEORIGIN');
}

export function silentCallbackRoutes(app: FastifyInstance): void {
  app.get(SILENT_CALLBACK_PATH, async (_request, reply) =>
    allowSameOriginFrame(reply)
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .type('text/html; charset=utf-8')
      .send(PAGE),
  );
}
