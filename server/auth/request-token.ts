import type { IncomingHttpHeaders } from 'node:http';

/** The token in AuthorizationJWT (the web app's) or, for integrators, a standard `Authorization: Bearer`. */
export function requestToken(request: { headers: IncomingHttpHeaders }): string | undefined {
  for (const name of ['authorizationjwt', 'authorization']) {
    const header = request.headers[name];
    const value = Array.isArray(header) ? header[0] : header;
    if (!value) continue;
    if (name === 'authorization' && !/^Bearer\s+/i.test(value)) continue;
    return value.replace(/^Bearer\s+/i, '');
  }
  return undefined;
}
