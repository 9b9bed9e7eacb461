import type { IncomingHttpHeaders } from 'node:http';

type HostPinning = { knownHosts: ReadonlySet<string>; canonical: URL; trustProxy: boolean };

/**
 * The hosts the provider may name in its answers: the issuer's (PUBLIC_URL) and every theme's app
 * origin (its brand hosts, and outside production the local ones).
 */
export function hostPinning(issuer: string, appOrigins: readonly string[], trustProxy: boolean): HostPinning {
  const canonical = new URL(issuer);
  const knownHosts = new Set([canonical.host, ...appOrigins.map((origin) => new URL(origin).host)]);
  return { knownHosts, canonical, trustProxy };
}

const first = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value[0] : value)?.split(',')[0]?.trim();

/**
 * oidc-provider builds every address in its discovery document (token endpoint, JWKS, …) from the
 * request's host, X-Forwarded-Host included behind a trusted proxy. A host that is none of ours is
 * replaced by the issuer's before the provider sees the request, so an answer never names a host
 * a client sent, and a cache in front keyed on the path alone cannot be poisoned with one.
 */
export function pinHost(headers: IncomingHttpHeaders, pinning: HostPinning): void {
  const host = (
    pinning.trustProxy ? (first(headers['x-forwarded-host']) ?? headers.host) : headers.host
  )?.toLowerCase();
  if (host && pinning.knownHosts.has(host)) return;
  headers.host = pinning.canonical.host;
  delete headers['x-forwarded-host'];
  if (pinning.trustProxy) headers['x-forwarded-proto'] = pinning.canonical.protocol.replace(':', '');
}
