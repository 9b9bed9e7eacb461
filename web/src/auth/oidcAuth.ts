import type { User, UserManager, UserManagerSettings } from 'oidc-client-ts';
import type { Theme } from '../../../domain/theme-names.ts';
import { SignInCancelled, type AuthService, type AuthUser } from './AuthService.ts';

/** The client settings for the theme; the user store (the browser's localStorage) is added when the manager is made. */
export function oidcSettings(theme: Theme, origin: string, authority: string = `${origin}/oidc`): UserManagerSettings {
  return {
    // One identity host for every brand host (the server names it): its session carries a user
    // from one brand's host to another without a second sign-in.
    authority,
    client_id: theme.clientId,
    redirect_uri: `${origin}/auth/callback`,
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

/** How long before its end the ID token is renewed. */
export const RENEW_BEFORE_SECONDS = 60;

/** When the ID token ends (its `exp`, in seconds), read from the token itself; null if unreadable. */
export function idTokenExpiresAt(idToken: string): number | null {
  try {
    const payload = idToken.split('.')[1].replace(/-/g, '+').replace(/_/g, '/');
    const claims: unknown = JSON.parse(atob(payload));
    return typeof claims === 'object' && claims !== null && 'exp' in claims && typeof claims.exp === 'number' ? claims.exp : null;
  } catch {
    return null;
  }
}

/** Where oidc-client-ts's WebStorageStateStore keeps the signed-in user ("oidc." + "user:authority:client"). */
export function storedUserKey(settings: Pick<UserManagerSettings, 'authority' | 'client_id'>): string {
  return `oidc.user:${settings.authority}:${settings.client_id}`;
}

type StoredUser = Pick<User, 'id_token' | 'profile'>;

function toAuthUser(user: StoredUser): AuthUser | null {
  if (!user.id_token) return null;
  return {
    idToken: user.id_token,
    profile: {
      name: typeof user.profile.name === 'string' ? user.profile.name : undefined,
      email: typeof user.profile.email === 'string' ? user.profile.email : undefined,
    },
  };
}

/** The user oidc-client-ts stored, read without loading the library (it is only needed to sign in or out). */
export function readStoredUser(text: string | null): AuthUser | null {
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null || !('id_token' in parsed) || typeof parsed.id_token !== 'string') return null;
    const profile = 'profile' in parsed && typeof parsed.profile === 'object' && parsed.profile !== null ? parsed.profile : {};
    return toAuthUser({ id_token: parsed.id_token, profile: profile as User['profile'] });
  } catch {
    return null;
  }
}

/**
 * Sign-in through the identity provider at `/oidc` with the theme's client (PKCE is automatic).
 * oidc-client-ts (about 18 kB gzip) is fetched only when the user signs in or out: a returning
 * user's first screen needs just the stored token.
 */
export function createOidcAuth(theme: Theme, origin: string = window.location.origin, authority?: string): AuthService {
  const settings = oidcSettings(theme, origin, authority);
  const renewedListeners = new Set<(user: AuthUser) => void>();
  let manager: Promise<UserManager> | undefined;
  const getManager = () =>
    (manager ??= import('oidc-client-ts').then(({ UserManager, WebStorageStateStore }) => {
      const created = new UserManager({ ...settings, userStore: new WebStorageStateStore({ store: window.localStorage }) });
      // Every renewal hands the app the new ID token; the old one is never sent again.
      created.events.addUserLoaded((loaded) => {
        const user = toAuthUser(loaded);
        if (user) for (const listener of renewedListeners) listener(user);
      });
      return created;
    }));
  return {
    async loadUser() {
      const stored = readStoredUser(window.localStorage.getItem(storedUserKey(settings)));
      if (!stored) return null;
      const expiresAt = idTokenExpiresAt(stored.idToken) ?? 0;
      if (expiresAt - RENEW_BEFORE_SECONDS > Date.now() / 1000) {
        // Still good: the first screen goes on with it while the library loads to renew it in time.
        void getManager().catch(() => undefined);
        return stored;
      }
      // Back after the ID token ended (a closed laptop): renewed before the first request, if the sign-in still stands.
      try {
        const renewed = await (await getManager()).signinSilent();
        return renewed ? toAuthUser(renewed) : null;
      } catch {
        await (await getManager()).removeUser().catch(() => undefined);
        return null;
      }
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
        if (error instanceof Error && 'error' in error && error.error === 'access_denied') throw new SignInCancelled();
        throw error;
      });
      const user = toAuthUser(signedIn);
      if (!user) throw new Error('The identity provider returned no ID token.');
      return user;
    },
    removeLocalUser: async () => (await getManager()).removeUser(),
    async logout() {
      const userManager = await getManager();
      const user = await userManager.getUser();
      await userManager.removeUser();
      await userManager.signoutRedirect({ id_token_hint: user?.id_token });
    },
  };
}
