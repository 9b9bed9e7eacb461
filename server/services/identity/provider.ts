import Provider, { errors, type ClientMetadata, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import type { JWK } from 'jose';
import type { Theme } from '../../../domain/themes.ts';
import type { Db } from '../../store/database.ts';
import { findAccount } from './accounts.ts';
import { createOidcAdapterFactory } from './oidc-adapter.ts';
import { renderErrorPage, renderLogoutPage } from './pages.ts';
import { clientSecretMatches } from '../../store/api-clients.ts';
import { endProviderSession, sessionIdsOf } from '../../store/session-revocations.ts';
import { SILENT_CALLBACK_PATH } from '../../http/silent-callback.ts';
import { IDENTITY_ENDPOINTS } from './endpoints.ts';

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
  /** The product's own app origins: the only ones the provider's endpoints answer cross-origin requests from. */
  corsOrigins: readonly string[];
  /** Called with the session ids (`sid`) of a provider session as it ends (sign-out, a reused refresh token), before the answer leaves. */
  onSessionsEnded(sids: string[]): Promise<void>;
  /** Whether an administrator has disabled the account: it can neither sign in nor renew its tokens. */
  isDisabled(accountId: string): Promise<boolean>;
};

/** How long an integrator's access token lasts; the client simply asks for another. */
export const API_ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

/** Integrators' clients are the only ones with the client-credentials grant (the themes' use codes). */
function isApiClient(client: { grantTypes?: readonly string[] } | undefined): boolean {
  return Boolean(client?.grantTypes?.includes('client_credentials'));
}

/**
 * How long one ID token lasts. The web app renews it before then with its refresh token, so an
 * ended session (whose refresh token is gone) stops working within this time even without the
 * revocation list.
 */
export const ID_TOKEN_TTL_SECONDS = 15 * 60;

/** How long a sign-in lasts in all: its refresh token is not renewed past this, then the API answers 440. */
export const SIGN_IN_TTL_SECONDS = 8 * 60 * 60;

export const AUTH_CALLBACK_PATH = '/auth/callback';

export function createEmbeddedProvider(options: EmbeddedProviderOptions): Provider {
  const { db } = options;
  // One public client per theme variant, returning only to that theme's own hosts; the browser may
  // also call the token endpoint from them (oidc-provider allows CORS from a client's redirect origins).
  const clients: ClientMetadata[] = options.clients.map(({ theme, origins }) => ({
    client_id: theme.clientId,
    client_name: theme.appName,
    token_endpoint_auth_method: 'none',
    grant_types: ['authorization_code', 'refresh_token'],
    response_types: ['code'],
    // The callback after signing in, and the frame a reload restores its sign-in through (prompt=none).
    redirect_uris: origins.flatMap((origin) => [`${origin}${AUTH_CALLBACK_PATH}`, `${origin}${SILENT_CALLBACK_PATH}`]),
    post_logout_redirect_uris: origins.map((origin) => `${origin}/auth`),
  }));

  const configuration: Configuration = {
    adapter: createOidcAdapterFactory(db),
    clients,
    jwks: { keys: options.signingKeys as Configuration['jwks'] extends { keys: infer K } ? K : never },
    cookies: { keys: options.cookieKeys },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // Named in ./endpoints.ts: the page the web app loads carries them, so it skips the discovery document.
    routes: IDENTITY_ENDPOINTS,
    // The API reads name and email from the ID token it is handed, so they go in the token itself.
    conformIdTokenClaims: false,
    extraParams: ['screen'],
    // The theme clients renew their 15-minute ID token with a refresh token, rotated on every use and
    // bound to the provider session (no offline_access): signing out ends it.
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    rotateRefreshToken: true,
    // Called, and awaited, before the provider revokes a grant. A rotated refresh token presented
    // again means two holders (one of them a thief): oidc-provider revokes its grant, and here the
    // whole sign-in ends with it, exactly as signing out ends it: the provider session is deleted
    // and its session ids join the revocation list, so every ID token issued in it is refused on
    // every instance, not only renewals.
    async revokeGrantPolicy(ctx) {
      const reused = ctx.oidc.route === 'token' ? ctx.oidc.entities.RefreshToken : undefined;
      if (reused?.consumed) {
        const sids = reused.sessionUid ? await endProviderSession(db, reused.sessionUid) : [];
        if (reused.sid) sids.push(reused.sid);
        await options.onSessionsEnded([...new Set(sids)]);
      }
      // oidc-provider's default: revoking an access token alone leaves its grant in place.
      return !(ctx.oidc.route === 'revocation' && ctx.oidc.entities.AccessToken);
    },
    // The token endpoint is called from the browser: only the product's own hosts may read its answers.
    clientBasedCORS: (_ctx, origin) => options.corsOrigins.includes(origin),
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: { enabled: true, logoutSource: renderLogoutPage },
      // Integrators' API clients (docs/decisions/0113-api-clients-act-through-a-service-user.md): a signed JWT access token for the API, asked
      // for with no `resource` parameter, so `curl -u id:secret -d grant_type=client_credentials` is enough.
      clientCredentials: { enabled: true },
      resourceIndicators: {
        enabled: true,
        defaultResource: async (_ctx, client, oneOf) =>
          oneOf ?? (isApiClient(client) ? options.apiResource : undefined),
        useGrantedResource: async () => false,
        getResourceServerInfo: async (_ctx, resource, client) => {
          if (resource !== options.apiResource || !isApiClient(client)) throw new errors.InvalidTarget();
          return {
            scope: '',
            audience: options.apiResource,
            accessTokenTTL: API_ACCESS_TOKEN_TTL_SECONDS,
            accessTokenFormat: 'jwt',
          };
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
      const grant = new ctx.oidc.provider.Grant({
        clientId: ctx.oidc.client!.clientId,
        accountId: ctx.oidc.session!.accountId!,
      });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
    async findAccount(_ctx, id) {
      // A disabled account's code or refresh token is refused (invalid_grant) like an unknown one.
      const account = await findAccount(db, id);
      if (!account || (await options.isDisabled(id))) return undefined;
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
      // Integrators' tokens get their lifetime from the resource server (API_ACCESS_TOKEN_TTL_SECONDS);
      // this is the same, so no token of the client-credentials grant can ever outlive 15 minutes.
      ClientCredentials: API_ACCESS_TOKEN_TTL_SECONDS,
      // A rotated token keeps what its first one had left: the sign-in ends SIGN_IN_TTL_SECONDS after it began.
      RefreshToken: (ctx) => ctx?.oidc?.entities.RotatedRefreshToken?.remainingTTL ?? SIGN_IN_TTL_SECONDS,
      AuthorizationCode: 60,
      Interaction: 60 * 60,
      Session: 14 * 24 * 60 * 60,
      Grant: 14 * 24 * 60 * 60,
    },
  };
  const provider = new Provider(options.issuer, configuration);
  provider.proxy = options.trustProxy;
  // API clients' metadata carries the SHA-256 of the secret, not the secret (api-client-metadata.ts).
  (provider.Client.prototype as { compareClientSecret(actual: string): boolean }).compareClientSecret = function (
    this: { clientSecret?: string },
    actual: string,
  ) {
    return typeof this.clientSecret === 'string' && clientSecretMatches(actual, this.clientSecret);
  };
  // Every ID token names its session (`sid`), so the API can refuse it once the session ends.
  (provider.Client.prototype as { includeSid(): boolean }).includeSid = () => true;
  endSessionsWithProvider(provider, options.onSessionsEnded);
  return provider;
}

/**
 * Signing out destroys the provider session; its session ids go to the revocation list first, so
 * the API refuses the session's tokens on every instance (oidc-provider has no awaited hook for it).
 */
function endSessionsWithProvider(provider: Provider, onSessionsEnded: (sids: string[]) => Promise<void>) {
  const prototype = provider.Session.prototype as unknown as {
    destroy(): Promise<void>;
    authorizations?: Record<string, { sid?: unknown }>;
  };
  const destroy = prototype.destroy;
  prototype.destroy = async function (this: typeof prototype) {
    await onSessionsEnded(sessionIdsOf(this));
    return destroy.call(this);
  };
}
