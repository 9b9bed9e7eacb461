/** The signed-in user as the app needs it: the ID token is the JWT sent to the server. */
export type AuthUser = {
  idToken: string;
  profile: { name?: string; email?: string };
};

/** The user pressed Cancel at the identity provider: nothing went wrong, so nothing is reported. */
export class SignInCancelled extends Error {
  constructor() {
    super('Sign-in was cancelled.');
    this.name = 'SignInCancelled';
  }
}

/**
 * Sign-in as the app sees it. The real implementation wraps oidc-client-ts (`createOidcAuth`);
 * tests inject a fake with a ready-made user.
 */
export type AuthService = {
  /** The signed-in user, restored from the identity provider's session after a reload; null when nobody is signed in. */
  loadUser(): Promise<AuthUser | null>;
  /** Leaves for the identity provider's login page. */
  login(): Promise<void>;
  /** Leaves for the identity provider's sign-up page. */
  signup(): Promise<void>;
  /** Finishes the redirect back from the identity provider (on /auth/callback); `SignInCancelled` after Cancel there. */
  completeSignin(): Promise<AuthUser>;
  /** Forgets the signed-in user without leaving the app (after a 401/440 from the server). */
  removeLocalUser(): Promise<void>;
  /** Forgets the signed-in user and leaves for the identity provider's logout page. */
  logout(): Promise<void>;
  /** Calls back with the renewed user each time the ID token is renewed; returns the unsubscribe. */
  onRenewed?(listener: (user: AuthUser) => void): () => void;
};
