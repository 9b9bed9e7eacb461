import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router-dom';
import { useAuth } from '../../auth/AuthContext.tsx';
import { clearAuthNotice, readAuthNotice } from '../../auth/authNotice.ts';
import { rememberReturnTo, safeReturnPath } from '../../auth/returnTo.ts';
import { ConnectionProblemBanner } from '../../components/ConnectionProblemBanner.tsx';
import { useProductTheme } from '../../theme/ThemeContext.tsx';

/** `/auth`: a welcome with Log in and Sign up; `?msg=` (e.g. why the user was logged out) is shown. */
export function AuthScreen() {
  const auth = useAuth();
  const theme = useProductTheme();
  const [params] = useSearchParams();
  // Why the user is here: the server's reason for ending the session (?msg=), or a note left before
  // leaving for the provider's logout (declined terms). Each reads as a sentence on its own.
  const [notice] = useState(readAuthNotice);
  const message = params.get('msg') ?? notice;
  const [providerUnreachable, setProviderUnreachable] = useState(false);

  useEffect(() => {
    if (notice) clearAuthNotice();
  }, [notice]);

  const go = (start: () => Promise<void>) => {
    setProviderUnreachable(false);
    start().catch(() => setProviderUnreachable(true));
  };

  // `?continue=<page>`: sent here from another brand's host after signing in there. The identity
  // provider still has the session, so signing in again passes straight through to that page.
  const continueTo = safeReturnPath(params.get('continue'));
  const continued = useRef(false);
  useEffect(() => {
    if (!continueTo || continued.current) return;
    continued.current = true;
    rememberReturnTo(continueTo);
    setProviderUnreachable(false);
    auth.login().catch(() => setProviderUnreachable(true));
  }, [continueTo, auth]);

  return (
    <Stack gap="lg" maw={560} mx="auto" py="xl">
      <Title order={1}>Welcome to {theme.appName}</Title>
      {message ? (
        // The message is a whole sentence (or two) of its own, so no title is put above it.
        <Alert variant="light" color="yellow" role="alert">
          {message}
        </Alert>
      ) : null}
      {providerUnreachable ? <ConnectionProblemBanner /> : null}
      <Text>
        Get your property ready for sale: answer the questions buyers' solicitors ask, gather your documents in one
        place and share them with your agent and solicitor.
      </Text>
      <Group gap="md" grow>
        <Button size="md" onClick={() => go(auth.login)}>
          Log in
        </Button>
        <Button size="md" variant="outline" onClick={() => go(auth.signup)}>
          Sign up
        </Button>
      </Group>
    </Stack>
  );
}
