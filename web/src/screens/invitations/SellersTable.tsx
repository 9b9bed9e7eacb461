import { useState } from 'react';
import { Button, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { MESSAGES } from '../../../../domain/messages.ts';
import {
  useRemoveSellerMutation,
  useResendSellerInviteMutation,
  type InvitedSellerFieldsFragment,
} from '../../gql/invitations.ts';
import { useNotify } from '../../notifications/Notifier.tsx';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';

type Pending = { action: 'resend' | 'remove'; seller: InvitedSellerFieldsFragment } | null;

const serverText = (error: unknown) => (error instanceof Error ? error.message : String(error));

function lastActivity(seller: InvitedSellerFieldsFragment): string {
  return seller.lastActivity
    ? new Date(seller.lastActivity).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' })
    : 'never';
}

/**
 * The invited sellers (spec 02 §4.7): name, login email, last activity or 'never', with Resend
 * invite and Remove behind the spec's confirmations. `onChanged` refetches the screen's query.
 */
export function SellersTable({
  propertyId,
  sellers,
  onChanged,
}: {
  propertyId: string;
  sellers: readonly InvitedSellerFieldsFragment[];
  onChanged(): void;
}) {
  const notify = useNotify();
  const [pending, setPending] = useState<Pending>(null);
  const [resend, resending] = useResendSellerInviteMutation();
  const [remove, removing] = useRemoveSellerMutation();

  const confirm = async () => {
    if (!pending) return;
    const { action, seller } = pending;
    try {
      if (action === 'resend') {
        await resend({ variables: { propertyId, sellerId: seller.id } });
        notify(MESSAGES.inviteResent);
      } else {
        await remove({ variables: { propertyId, sellerId: seller.id } });
        notify(MESSAGES.sellerRemoved);
        onChanged();
      }
    } catch (error) {
      notify(
        action === 'resend'
          ? MESSAGES.resendInviteFailed(serverText(error))
          : MESSAGES.removeSellerFailed(serverText(error)),
        'error',
      );
    } finally {
      setPending(null);
    }
  };

  if (sellers.length === 0) return <Text>{MESSAGES.noMoversInvited}</Text>;
  return (
    <>
      {/* Phones get one card per seller, so the actions are never off screen. */}
      <Stack gap="sm" hiddenFrom="sm">
        {sellers.map((seller) => (
          <Paper key={seller.id} withBorder p="sm" radius="md">
            <Stack gap={4}>
              {/* A seller who has not signed up has no name yet: the email is said once, not twice. */}
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {seller.name || seller.email}
              </Text>
              {seller.name ? (
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {seller.email}
                </Text>
              ) : null}
              <Text size="sm" c="gray.7">
                {seller.accepted
                  ? `Last activity: ${lastActivity(seller)}`
                  : 'Invited, not signed up yet · last activity: never'}
              </Text>
              <Group gap="xs" mt={4}>
                <Button
                  size="xs"
                  variant="light"
                  onClick={() => setPending({ action: 'resend', seller })}
                  aria-label={`Resend invite to ${seller.email}`}
                >
                  Resend invite
                </Button>
                <Button
                  size="xs"
                  variant="outline"
                  color="red.8"
                  onClick={() => setPending({ action: 'remove', seller })}
                  aria-label={`Remove ${seller.email}`}
                >
                  Remove
                </Button>
              </Group>
            </Stack>
          </Paper>
        ))}
      </Stack>
      <Table.ScrollContainer minWidth={560} visibleFrom="sm">
        <Table striped verticalSpacing="sm" aria-label="Invited sellers">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th>Login email</Table.Th>
              <Table.Th>Last activity</Table.Th>
              <Table.Th>Actions</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {sellers.map((seller) => (
              <Table.Tr key={seller.id}>
                <Table.Td>
                  <Stack gap={0}>
                    <Text size="sm">{seller.name || '—'}</Text>
                    {seller.accepted ? null : (
                      <Text size="xs" c="gray.7">
                        Invited, not signed up yet
                      </Text>
                    )}
                  </Stack>
                </Table.Td>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{seller.email}</Table.Td>
                <Table.Td>{lastActivity(seller)}</Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <Button
                      size="xs"
                      variant="light"
                      onClick={() => setPending({ action: 'resend', seller })}
                      aria-label={`Resend invite to ${seller.email}`}
                    >
                      Resend invite
                    </Button>
                    <Button
                      size="xs"
                      variant="outline"
                      color="red.8"
                      onClick={() => setPending({ action: 'remove', seller })}
                      aria-label={`Remove ${seller.email}`}
                    >
                      Remove
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <ConfirmDialog
        opened={pending !== null}
        message={pending?.action === 'resend' ? MESSAGES.resendInviteConfirm : MESSAGES.removeSellerConfirm}
        action={pending?.action === 'remove' ? 'Remove' : 'Resend invite'}
        destructive={pending?.action === 'remove'}
        loading={resending.loading || removing.loading}
        onConfirm={() => void confirm()}
        onClose={() => setPending(null)}
      />
    </>
  );
}
