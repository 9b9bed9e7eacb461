import Provider, { errors, type ClientMetadata, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import type { JWK } from 'jose';
import type { Theme } from '../../../domain/themes.ts';
import type { Db } from '../../store/database.ts';
import { findAccount } from './accounts.ts';
import { createOidcAdapterFactory } from './oidc-adapter.ts';
import { renderErrorPage, renderLogoutPage } from './pages.ts';
import { clientSecretMatches } from '../../store/api-clients.ts';

export type EmbeddedProviderOptions = {
  db: Db;
  /** Issuer URL, e.g. http://localhost:4000/oidc: must be the URL browsers reach. */
  issuer: string;
  /** Each theme variant's identity client and the app origins it may return to (server/themes/theme-origins.ts). */
  clients: Array<{ theme: Theme; origins: string[] }>;
  signingKeys: JWK[];
  cookieKeys: string[];
  /** Behind a TLS-terminating proxy: trust X-Forwarded-Proto for secure cookies and URLs. */
  trustProxy: boolean;
  /** The API's resource indicator: the audience of the access tokens integrators' clients obtain. */
  apiResource: string;
};

/** How long an integrator's access token lasts; the client simply asks for another. */
export const API_ACCESS_TOKEN_TTL_SECONDS = 60 * 60;

/** Integrators' clients are the only ones with the client-credentials grant (the themes' use codes). */
function isApiClient(client: { grantTypes?: readonly string[] } | undefined): boolean {
  return Boolean(client?.grantTypes?.includes('client_credentials'));
}

/** How long a sign-in lasts before the API answers 440 and the web app asks the user to log in again. */
export const ID_TOKEN_TTL_SECONDS = 8 * 60 * 60;

export const AUTH_CALLBACK_PATH = '/auth/callback';

export function createEmbeddedProvider(options: EmbeddedProviderOptions): Provider {
  const { db } = options;
  // One public client per theme variant, returning only to that theme's own hosts; the browser may
  // also call the token endpoint from them (oidc-provider allows CORS from a client's redirect origins).
  const clients: ClientMetadata[] = options.clients.map(({ theme, origins }) => ({
    client_id: theme.clientId,
    client_name: theme.appName,
    token_endpoint_auth_method: 'none',
    grant_types: ['authorization_code'],
    response_types: ['code'],
    redirect_uris: origins.map((origin) => `${origin}${AUTH_CALLBACK_PATH}`),
    post_logout_redirect_uris: origins.map((origin) => `${origin}/auth`),
  }));

  const configuration: Configuration = {
    adapter: createOidcAdapterFactory(db),
    clients,
    jwks: { keys: options.signingKeys as Configuration['jwks'] extends { keys: infer K } ? K : never },
    cookies: { keys: options.cookieKeys },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // The API reads name and email from the ID token it is handed, so they go in the token itself.
    conformIdTokenClaims: false,
    extraParams: ['screen'],
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: { enabled: true, logoutSource: renderLogoutPage },
      // Integrators' API clients (docs/decisions.md): a signed JWT access token for the API, asked
      // for with no `resource` parameter, so `curl -u id:secret -d grant_type=client_credentials` is enough.
      clientCredentials: { enabled: true },
      resourceIndicators: {
        enabled: true,
        defaultResource: async (_ctx, client, oneOf) => oneOf ?? (isApiClient(client) ? options.apiResource : undefined),
        useGrantedResource: async () => false,
        getResourceServerInfo: async (_ctx, resource, client) => {
          if (resource !== options.apiResource || !isApiClient(client)) throw new errors.InvalidTarget();
          return { scope: '', audience: options.apiResource, accessTokenTTL: API_ACCESS_TOKEN_TTL_SECONDS, accessTokenFormat: 'jwt' };
        },
      },
    },
    interactions: { url: (_ctx: KoaContextWithOIDC, interaction) => `/oidc/interaction/${interaction.uid}` },
    // Every theme client is ours (first party): signing in grants the standard scopes without a consent screen.
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const grantId = ctx.oidc.result?.consent?.grantId ?? ctx.oidc.session!.grantIdFor(ctx.oidc.client!.clientId);
      if (grantId) {
        const existing = await ctx.oidc.provider.Grant.find(grantId);
        if (existing) return existing;
      }
      const grant = new ctx.oidc.provider.Grant({ clientId: ctx.oidc.client!.clientId, accountId: ctx.oidc.session!.accountId! });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
    async findAccount(_ctx, id) {
      const account = await findAccount(db, id);
      if (!account) return undefined;
      return {
        accountId: account.id,
        async claims() {
          // email_verified is what an invitation claim checks (domain/email-verification.ts).
          return { sub: account.id, email: account.email, email_verified: account.emailVerified, name: account.name };
        },
      };
    },
    renderError: renderErrorPage,
    ttl: {
      IdToken: ID_TOKEN_TTL_SECONDS,
      AccessToken: ID_TOKEN_TTL_SECONDS,
      AuthorizationCode: 60,
      Interaction: 60 * 60,
      Session: 14 * 24 * 60 * 60,
      Grant: 14 * 24 * 60 * 60,
    },
  };
  const provider = new Provider(options.issuer, configuration);
  provider.proxy = options.trustProxy;
  // API clients' metadata carries the SHA-256 of the secret, not the secret (api-client-metadata.ts).
  (provider.Client.prototype as { compareClientSecret(actual: string): boolean }).compareClientSecret = function (this: { clientSecret?: string }, actual: string) {
    return typeof this.clientSecret === 'string' && clientSecretMatches(actual, this.clientSecret);
  };
  return provider;
}
