/**
 * Where the identity provider answers, under its issuer (`<origin>/oidc`). The provider is
 * configured with these paths (server/services/identity/provider.ts) and the web app builds its
 * OpenID metadata from them, so a page load restoring its sign-in goes straight to the provider
 * instead of first asking it for its discovery document (one round trip less, about 150 ms on a
 * phone's slow link). tests/api/identity-endpoints.test.ts checks them against the served document.
 */
export const IDENTITY_ENDPOINTS = {
  authorization: '/auth',
  token: '/token',
  userinfo: '/me',
  end_session: '/session/end',
  jwks: '/jwks',
} as const;

/** The discovery document's fields a browser client uses, for the provider at this issuer. */
export function identityMetadata(issuer: string) {
  const at = (path: string) => `${issuer}${path}`;
  return {
    issuer,
    authorization_endpoint: at(IDENTITY_ENDPOINTS.authorization),
    token_endpoint: at(IDENTITY_ENDPOINTS.token),
    userinfo_endpoint: at(IDENTITY_ENDPOINTS.userinfo),
    end_session_endpoint: at(IDENTITY_ENDPOINTS.end_session),
    jwks_uri: at(IDENTITY_ENDPOINTS.jwks),
  };
}
