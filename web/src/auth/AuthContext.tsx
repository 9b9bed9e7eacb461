import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { AuthService, AuthUser } from './AuthService.ts';

export type AuthState = {
  /** False until the sign-in has been restored (or found absent) after the page loaded. */
  ready: boolean;
  user: AuthUser | null;
  /** Why the last session was ended by the server (401/440), until the next sign-in or logout. */
  sessionEndMessage: string | null;
  /** The current ID token, read at request time (never stale inside Apollo links). */
  getIdToken(): string | null;
  login(): Promise<void>;
  signup(): Promise<void>;
  completeSignin(): Promise<AuthUser>;
  /** Forgets the user locally because the server refused the sign-in; the app stays on this page. */
  endLocalSession(message: string): void;
  /** Forgets the user and leaves for the provider's logout page. */
  logout(): Promise<void>;
};

const AuthContext = createContext<AuthState | null>(null);

type AuthProviderProps = { service: AuthService; children: ReactNode };

export function AuthProvider({ service, children }: AuthProviderProps) {
  const [user, setUserState] = useState<AuthUser | null>(null);
  const [ready, setReady] = useState(false);
  const [sessionEndMessage, setSessionEndMessage] = useState<string | null>(null);
  const userRef = useRef<AuthUser | null>(null);

  const setUser = useCallback((next: AuthUser | null) => {
    userRef.current = next;
    setUserState(next);
  }, []);

  useEffect(() => {
    let live = true;
    void service
      .loadUser()
      .catch(() => null)
      .then((stored) => {
        if (!live) return;
        // A sign-in finished meanwhile (on /auth/callback) wins over a restored one.
        if (!userRef.current) setUser(stored);
        setReady(true);
      });
    return () => {
      live = false;
    };
  }, [service, setUser]);

  // A renewed ID token replaces the current one while someone is signed in (never after a sign-out).
  useEffect(
    () =>
      service.onRenewed?.((renewed) => {
        if (userRef.current) setUser(renewed);
      }),
    [service, setUser],
  );

  const completeSignin = useCallback(async () => {
    const signedIn = await service.completeSignin();
    setSessionEndMessage(null);
    setUser(signedIn);
    setReady(true);
    return signedIn;
  }, [service, setUser]);

  const endLocalSession = useCallback(
    (message: string) => {
      setSessionEndMessage(message);
      setUser(null);
      void service.removeLocalUser().catch(() => undefined);
    },
    [service, setUser],
  );

  const logout = useCallback(async () => {
    setSessionEndMessage(null);
    setUser(null);
    await service.logout();
  }, [service, setUser]);

  const value = useMemo<AuthState>(
    () => ({
      ready,
      user,
      sessionEndMessage,
      getIdToken: () => userRef.current?.idToken ?? null,
      login: () => service.login(),
      signup: () => service.signup(),
      completeSignin,
      endLocalSession,
      logout,
    }),
    [ready, user, sessionEndMessage, service, completeSignin, endLocalSession, logout],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error('useAuth must be used inside <AuthProvider>');
  return auth;
}
