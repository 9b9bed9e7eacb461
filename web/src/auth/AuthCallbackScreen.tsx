import { useEffect, useRef } from 'react';
import { Stack, Text } from '@mantine/core';
import { useNavigate } from 'react-router-dom';
import { PageLoader } from '../components/PageLoader.tsx';
import { ViewerDocument, useCompleteSignInMutation } from '../gql/graphql.ts';
import { destinationAfterInvitations } from '../invitations/acceptAfterSignIn.ts';
import { pendingInvitation } from '../invitations/pendingInvitation.ts';
import { useNotify } from '../notifications/Notifier.tsx';
import { useAuth } from './AuthContext.tsx';
import { SignInCancelled } from './AuthService.ts';

/**
 * `/auth/callback`: finishes the sign-in, then in one request copies the name and email of the ID
 * token onto the product's user record (spec 01 §1) and accepts invitations, and opens the invited
 * property, the page the user was going to, or the properties screen. The viewer it answers fills
 * the cache, so the first screen costs its own query only.
 */
export function AuthCallbackScreen() {
  const auth = useAuth();
  const navigate = useNavigate();
  const notify = useNotify();
  const [completeSignIn] = useCompleteSignInMutation({
    update(cache, { data }) {
      if (data)
        cache.writeQuery({ query: ViewerDocument, data: { __typename: 'Query', viewer: data.completeSignIn.viewer } });
    },
  });
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
      let destination;
      try {
        const { data } = await completeSignIn({
          variables: {
            input: {
              displayName: profile.name?.trim() || profile.email || null,
              email: profile.email || null,
              invitationToken: pendingInvitation(),
            },
          },
        });
        const result = data!.completeSignIn;
        destination = destinationAfterInvitations(result.invitations, result.invitationError);
      } catch {
        // A rejected token has already logged the user out with its message; anything else is tried
        // again at the next sign-in while the user carries on.
        if (!auth.getIdToken()) return;
        destination = destinationAfterInvitations(null, null);
      }
      if (destination.message) notify(destination.message, 'error');
      void navigate(destination.path, { replace: true });
    })();
  }, [auth, navigate, notify, completeSignIn]);

  return (
    <Stack align="center" gap="xs">
      <PageLoader label="Signing you in" />
      <Text>Signing you in…</Text>
    </Stack>
  );
}
