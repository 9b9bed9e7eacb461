import { useEffect, useRef } from 'react';
import { Stack, Text } from '@mantine/core';
import { useNavigate } from 'react-router-dom';
import { PageLoader } from '../components/PageLoader.tsx';
import { useSyncViewerProfileMutation } from '../gql/graphql.ts';
import { useAuth } from './AuthContext.tsx';
import { SignInCancelled } from './AuthService.ts';

/**
 * `/auth/callback`: finishes the sign-in, copies the name and email of the ID token onto the
 * product's user record (spec 01 §1), accepts invitations, then opens the invited property, the page
 * the user was going to, or the properties screen.
 */
export function AuthCallbackScreen() {
  const auth = useAuth();
  const navigate = useNavigate();
  const [syncViewerProfile] = useSyncViewerProfileMutation();
  // The authorization code can be redeemed once: never run twice (React StrictMode re-runs effects).
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void (async () => {
      let profile;
      try {
        profile = (await auth.completeSignin()).profile;
      } catch (error) {
        if (error instanceof SignInCancelled) {
          void navigate('/auth', { replace: true });
          return;
        }
        const message = error instanceof Error ? error.message : 'Sign-in failed.';
        void navigate(`/auth?msg=${encodeURIComponent(message)}`, { replace: true });
        return;
      }
      if (profile.email) {
        try {
          await syncViewerProfile({
            variables: { input: { displayName: profile.name?.trim() || profile.email, email: profile.email } },
          });
        } catch {
          // A failed copy is retried at the next sign-in; the user can carry on meanwhile. A
          // rejected token has already logged the user out with its message.
          if (!auth.getIdToken()) return;
        }
      }
      // Invitations to the verified email (and a link opened before signing in) are accepted on the
      // way, by a screen of its own chunk, which then opens the invited property or the list.
      void navigate('/invitation-accept', { replace: true });
    })();
  }, [auth, navigate, syncViewerProfile]);

  return (
    <Stack align="center" gap="xs">
      <PageLoader label="Signing you in" />
      <Text>Signing you in…</Text>
    </Stack>
  );
}
