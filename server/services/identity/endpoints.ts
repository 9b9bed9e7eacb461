/**
 * Where the embedded identity provider answers, under its issuer (`<origin>/oidc`). The provider is
 * configured with these paths (./provider.ts), and the page the server sends carries the OpenID
 * metadata built from them (server/web-static.ts), so a page load restoring its sign-in goes
 * straight to the provider instead of first asking for its discovery document: one round trip
 * less, about 150 ms on a phone's link. tests/api/identity.test.ts checks them against that document.
 */
export const IDENTITY_ENDPOINTS = {
  authorization: '/auth',
  token: '/token',
  end_session: '/session/end',
} as const;

/**
 * The discovery document's fields the web app's client (oidc-client-ts) reads, for the embedded
 * provider at this issuer: it loads no user info and checks no signature in the browser. An
 * external issuer (OIDC_ISSUER) has its own paths, read from its discovery document.
 */
export function identityMetadata(issuer: string) {
  const at = (path: string) => `${issuer}${path}`;
  return {
    issuer,
    authorization_endpoint: at(IDENTITY_ENDPOINTS.authorization),
    token_endpoint: at(IDENTITY_ENDPOINTS.token),
    end_session_endpoint: at(IDENTITY_ENDPOINTS.end_session),
  };
}
