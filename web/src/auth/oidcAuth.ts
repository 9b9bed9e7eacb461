import type { User, UserManager, UserManagerSettings } from 'oidc-client-ts';
import type { Theme } from '../../../domain/theme-names.ts';
import { SignInCancelled, type AuthService, type AuthUser } from './AuthService.ts';
import { rememberReturnTo } from './returnTo.ts';
import { clearSignedIn, markSignedIn, wasSignedIn } from './signInMarker.ts';
import { silentFetchNavigator } from './silentFetchNavigator.ts';

/** The client settings for the theme; the user store (the page's memory) is added when the manager is made. */
export function oidcSettings(
  theme: Theme,
  origin: string,
  authority: string = `${origin}/oidc`,
  metadata?: UserManagerSettings['metadata'],
): UserManagerSettings {
  return {
    // One identity host for every brand host (the server names it): its session carries a user
    // from one brand's host to another without a second sign-in.
    authority,
    // The embedded provider's endpoints come with the page: no discovery request before a restore
    // or a sign-in. An external issuer's are read from its discovery document.
    ...(metadata ? { metadata } : {}),
    client_id: theme.clientId,
    redirect_uri: `${origin}/auth/callback`,
    // A reload finds no token (they live in memory): a request asks the provider's session for one.
    silent_redirect_uri: `${origin}${SILENT_CALLBACK_PATH}`,
    post_logout_redirect_uri: `${origin}/auth`,
    response_type: 'code',
    scope: 'openid email profile',
    // The ID token lasts 15 minutes; a minute before it ends the library renews it with the
    // refresh token (rotated at every use, ended with the provider session). A sign-in that has run
    // its course or was ended comes back from the server as 440/401, which logs the user out with a
    // message (spec 01 §8).
    automaticSilentRenew: true,
    accessTokenExpiringNotificationTimeInSeconds: RENEW_BEFORE_SECONDS,
  };
}

/** Where the provider sends a silent sign-in's answer; the restore reads only that address (server/http/silent-callback.ts). */
export const SILENT_CALLBACK_PATH = '/auth/silent-callback';

/** Errors of a `prompt=none` request: the provider has no session to sign in with, so the user signs in themselves. */
const NEEDS_SIGN_IN = new Set([
  'login_required',
  'interaction_required',
  'consent_required',
  'account_selection_required',
]);

/** How long before its end the ID token is renewed. */
export const RENEW_BEFORE_SECONDS = 60;

function toAuthUser(user: Pick<User, 'id_token' | 'profile'>): AuthUser | null {
  if (!user.id_token) return null;
  return {
    idToken: user.id_token,
    profile: {
      name: typeof user.profile.name === 'string' ? user.profile.name : undefined,
      email: typeof user.profile.email === 'string' ? user.profile.email : undefined,
    },
  };
}

/**
 * Sign-in through the identity provider at `/oidc` with the theme's client (PKCE is automatic).
 * The signed-in user (ID, access and refresh tokens) lives in this page's memory only, never in the
 * browser's storage where a script could read it later. A reload or a new tab restores it from the
 * provider's own session (its HttpOnly cookie): by a request that follows the provider's redirects
 * when the provider is on this host's origin, else by a quick round trip through the provider (`prompt=none`: no page is shown).
 * oidc-client-ts (about 18 kB gzip) is fetched only when there is a sign-in to make or restore.
 */
export function createOidcAuth(
  theme: Theme,
  origin: string = window.location.origin,
  authority?: string,
  metadata?: UserManagerSettings['metadata'],
): AuthService {
  const settings = oidcSettings(theme, origin, authority, metadata);
  // The provider's cookie goes with a request from the same origin only: another brand's host restores by redirect.
  const restoresInPlace = new URL(settings.authority).origin === origin;
  const renewedListeners = new Set<(user: AuthUser) => void>();
  let manager: Promise<UserManager> | undefined;
  const getManager = () =>
    (manager ??= import('oidc-client-ts').then(({ UserManager, WebStorageStateStore, InMemoryWebStorage }) => {
      const created = new UserManager(
        { ...settings, userStore: new WebStorageStateStore({ store: new InMemoryWebStorage() }) },
        undefined,
        undefined,
        // The silent restore is a request, not a hidden frame (a provider on another origin restores by redirect).
        restoresInPlace && settings.silent_redirect_uri
          ? silentFetchNavigator(settings.silent_redirect_uri)
          : undefined,
      );
      // Every renewal hands the app the new ID token; the old one is never sent again.
      created.events.addUserLoaded((loaded) => {
        const user = toAuthUser(loaded);
        if (user) for (const listener of renewedListeners) listener(user);
      });
      return created;
    }));

  async function restore(): Promise<AuthUser | null> {
    const userManager = await getManager();
    if (!restoresInPlace) {
      // Comes back on /auth/callback (signed in, or sent to the sign-in page); this page is left.
      rememberReturnTo(pageToReturnTo(window.location));
      await userManager.signinRedirect({ prompt: 'none' });
      return new Promise<never>(() => undefined);
    }
    try {
      const restored = await userManager.signinSilent();
      return restored ? toAuthUser(restored) : null;
    } catch (error) {
      // No provider session (signed out elsewhere, ended, expired): the sign-in page, as for anyone signed out.
      if (isErrorCode(error, NEEDS_SIGN_IN)) clearSignedIn();
      return null;
    }
  }
  // One restore per page load, however often the app asks (React's StrictMode mounts twice).
  let restoring: Promise<AuthUser | null> | undefined;

  return {
    async loadUser() {
      // The callback finishes a sign-in of its own; a signed-out browser has nothing to restore.
      if (window.location.pathname.startsWith('/auth/callback') || !wasSignedIn()) return null;
      return (restoring ??= restore());
    },
    onRenewed(listener) {
      renewedListeners.add(listener);
      return () => renewedListeners.delete(listener);
    },
    login: async () => (await getManager()).signinRedirect(),
    signup: async () => (await getManager()).signinRedirect({ extraQueryParams: { screen: 'signup' } }),
    async completeSignin() {
      const manager = await getManager();
      const signedIn = await manager.signinRedirectCallback().catch((error: unknown) => {
        // The provider answers a cancelled sign-in with access_denied (an oidc-client-ts ErrorResponse).
        if (isErrorCode(error, new Set(['access_denied']))) throw new SignInCancelled();
        // A restore found no provider session: this browser is signed out, and goes to the sign-in page.
        if (isErrorCode(error, NEEDS_SIGN_IN)) {
          clearSignedIn();
          throw new SignInCancelled();
        }
        throw error;
      });
      const user = toAuthUser(signedIn);
      if (!user) throw new Error('The identity provider returned no ID token.');
      markSignedIn();
      return user;
    },
    async removeLocalUser() {
      clearSignedIn();
      await (await getManager()).removeUser();
    },
    async logout() {
      clearSignedIn();
      const userManager = await getManager();
      const user = await userManager.getUser();
      await userManager.removeUser();
      await userManager.signoutRedirect({ id_token_hint: user?.id_token });
    },
  };
}

/** An oidc-client-ts ErrorResponse with one of these OAuth error codes. */
function isErrorCode(error: unknown, codes: ReadonlySet<string>): boolean {
  return error instanceof Error && 'error' in error && typeof error.error === 'string' && codes.has(error.error);
}

/** Where a restore by redirect comes back to: this page, or the page `/auth?continue=` was about to open. */
export function pageToReturnTo(location: Pick<Location, 'pathname' | 'search'>): string {
  if (location.pathname === '/auth') return new URLSearchParams(location.search).get('continue') ?? '/';
  return `${location.pathname}${location.search}`;
}
