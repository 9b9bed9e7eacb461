import { useState } from 'react';
import { Alert, Anchor, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { Link, useParams } from 'react-router-dom';
import { isInviteEmail } from '../../../../domain/invitations.ts';
import { MESSAGES } from '../../../../domain/messages.ts';
import { FailureNotice } from '../../components/FailureNotice.tsx';
import { PageLoader } from '../../components/PageLoader.tsx';
import { failureOf } from '../../failures/classifyFailure.ts';
import { FORM_ERROR, useSubmitForm } from '../../forms/useSubmitForm.ts';
import { useInviteSellerMutation, useInviteSellerPageQuery } from '../../gql/invitations.ts';
import { useNotify } from '../../notifications/Notifier.tsx';
import { useProductTheme } from '../../theme/ThemeContext.tsx';
import { SellersTable } from './SellersTable.tsx';

/**
 * `/properties/:id/invite-seller` (spec 02 §4.6): an email, Send invite, then Invite another seller
 * or Return to Control Panel. At most four sellers: the screen says so, and at four offers no form.
 */
export default function InviteSellerScreen() {
  const { id = '' } = useParams();
  const notify = useNotify();
  const theme = useProductTheme();
  const { data, error, loading, refetch } = useInviteSellerPageQuery({ variables: { id } });
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [invite] = useInviteSellerMutation();
  const { form, onSubmit, formError } = useSubmitForm<{ email: string }>({
    initialValues: { email: '' },
    validate: ({ email }) =>
      isInviteEmail(email)
        ? {}
        : { email: 'Please enter a valid email address', [FORM_ERROR]: MESSAGES.inviteSellerFailed },
    validateInputOnBlur: ['email'],
    submit: async ({ email }) => {
      await invite({ variables: { propertyId: id, email: email.trim(), theme: theme.themeId } });
      setSentTo(email.trim());
      notify(MESSAGES.userInvited);
      void refetch();
    },
    failureMessage: (caught) =>
      caught instanceof Error && caught.message ? caught.message : MESSAGES.inviteSellerFailed,
  });
  if (error) return <FailureNotice failure={failureOf(error)} onRetry={() => void refetch()} />;
  if (loading || !data) return <PageLoader label="Loading sellers" />;

  const { property, invitedSellers } = data;
  const max = invitedSellers.maxSellers;
  const full = property.numSellers >= max;
  const another = () => {
    setSentTo(null);
    form.reset();
  };
  return (
    <Stack gap="lg" maw={760}>
      <Stack gap={4}>
        <Title order={1}>Invite seller</Title>
        <Text c="gray.7" style={{ overflowWrap: 'anywhere' }}>
          {property.name}
        </Text>
      </Stack>
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          <Text>
            {MESSAGES.maxSellersNote(max)} This property has {property.numSellers} of {max}.
          </Text>
          {sentTo ? (
            <Alert color="teal" title={MESSAGES.userInvited}>
              An invitation is on its way to {sentTo}.
            </Alert>
          ) : full ? (
            <Alert color="yellow">{MESSAGES.maxSellersReached(max)} No more sellers can be added.</Alert>
          ) : (
            <form onSubmit={onSubmit} noValidate>
              <Stack gap="sm">
                <TextInput
                  label="Seller's email address"
                  type="email"
                  autoComplete="off"
                  {...form.getInputProps('email')}
                  required
                />
                {formError ? (
                  <Alert color="red" role="alert">
                    {formError}
                  </Alert>
                ) : null}
                <Group>
                  <Button type="submit" loading={form.submitting}>
                    Send invite
                  </Button>
                </Group>
              </Stack>
            </form>
          )}
          <Group gap="sm">
            {sentTo && !full ? (
              <Button variant="light" onClick={another}>
                Invite another seller
              </Button>
            ) : null}
            <Button component={Link} to={`/properties/${id}`} variant="default">
              Return to Control Panel
            </Button>
          </Group>
        </Stack>
      </Paper>
      <Stack gap="xs" component="section" aria-labelledby="sellers-heading">
        <Title order={2} size="h3" id="sellers-heading">
          Invited sellers
        </Title>
        <SellersTable propertyId={id} sellers={invitedSellers.sellers} onChanged={() => void refetch()} />
      </Stack>
      <Anchor component={Link} to={`/admin/properties/${id}/manage`} size="sm">
        Manage this property
      </Anchor>
    </Stack>
  );
}
