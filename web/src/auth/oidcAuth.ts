import { ErrorResponse, UserManager, WebStorageStateStore, type User, type UserManagerSettings } from 'oidc-client-ts';
import type { Theme } from '../../../domain/themes.ts';
import { SignInCancelled, type AuthService, type AuthUser } from './AuthService.ts';

export function oidcSettings(theme: Theme, origin: string, storage: Storage): UserManagerSettings {
  return {
    authority: `${origin}/oidc`,
    client_id: theme.clientId,
    redirect_uri: `${origin}/auth/callback`,
    post_logout_redirect_uri: `${origin}/auth`,
    response_type: 'code',
    scope: 'openid email profile',
    userStore: new WebStorageStateStore({ store: storage }),
    // No silent-renew page: an expired session comes back from the server as SESSION_EXPIRED,
    // which logs the user out with a message (spec 01 §8).
    automaticSilentRenew: false,
  };
}

function toAuthUser(user: User): AuthUser | null {
  if (!user.id_token) return null;
  return {
    idToken: user.id_token,
    profile: {
      name: typeof user.profile.name === 'string' ? user.profile.name : undefined,
      email: typeof user.profile.email === 'string' ? user.profile.email : undefined,
    },
  };
}

/** Sign-in through the identity provider at `/oidc` with the theme's client (PKCE is automatic). */
export function createOidcAuth(theme: Theme, origin: string = window.location.origin): AuthService {
  const manager = new UserManager(oidcSettings(theme, origin, window.localStorage));
  return {
    async loadUser() {
      const user = await manager.getUser();
      return user ? toAuthUser(user) : null;
    },
    login: () => manager.signinRedirect(),
    signup: () => manager.signinRedirect({ extraQueryParams: { screen: 'signup' } }),
    async completeSignin() {
      const signedIn = await manager.signinRedirectCallback().catch((error: unknown) => {
        if (error instanceof ErrorResponse && error.error === 'access_denied') throw new SignInCancelled();
        throw error;
      });
      const user = toAuthUser(signedIn);
      if (!user) throw new Error('The identity provider returned no ID token.');
      return user;
    },
    removeLocalUser: () => manager.removeUser(),
    async logout() {
      const user = await manager.getUser();
      await manager.removeUser();
      await manager.signoutRedirect({ id_token_hint: user?.id_token });
    },
  };
}
