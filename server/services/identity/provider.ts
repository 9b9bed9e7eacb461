import Provider, { type ClientMetadata, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import type { JWK } from 'jose';
import type { Theme } from '../../../domain/themes.ts';
import type { Db } from '../../store/database.ts';
import { findAccount } from './accounts.ts';
import { createOidcAdapterFactory } from './oidc-adapter.ts';
import { renderErrorPage, renderLogoutPage } from './pages.ts';

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
};

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
  return provider;
}
