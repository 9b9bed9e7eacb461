import { useEffect } from 'react';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Navigate, useParams } from 'react-router-dom';
import { useAuth } from '../../auth/AuthContext.tsx';
import { rememberInvitation } from '../../invitations/pendingInvitation.ts';
import { useProductTheme } from '../../theme/ThemeContext.tsx';

/**
 * `/invitation/:token`, the link in an invitation mail: keeps the token, then signs up or logs in.
 * The sign-in callback accepts it; someone already signed in goes through the callback's step at once.
 */
export default function InvitationScreen() {
  const { token = '' } = useParams();
  const auth = useAuth();
  const theme = useProductTheme();
  useEffect(() => {
    if (token) rememberInvitation(token);
  }, [token]);

  if (auth.user) return <Navigate to="/invitation-accept" replace />;
  return (
    <Paper withBorder p="lg" radius="md" maw={560} mx="auto">
      <Stack gap="md">
        <Title order={1}>You have been invited</Title>
        <Text>
          Sign up with the email address the invitation was sent to, or log in if you already have a {theme.appName}{' '}
          account. The property will be waiting for you.
        </Text>
        <Group>
          <Button onClick={() => void auth.signup()}>Sign up</Button>
          <Button variant="default" onClick={() => void auth.login()}>
            Log in
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
