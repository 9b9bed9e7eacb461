import { useState } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { MESSAGES } from '../../../../../domain/messages.ts';
import { useRevokeApiClientMutation, type ApiClientRowFragment } from '../../../gql/admin.ts';
import { useNotify } from '../../../notifications/Notifier.tsx';
import { mutationMessage } from '../common/mutationMessage.ts';

/** Asks before revoking: a revoked client's tokens stop working at once and it cannot be restored. */
export function RevokeApiClientModal({ client, onClose }: { client: ApiClientRowFragment; onClose: () => void }) {
  const notify = useNotify();
  const [error, setError] = useState<string | null>(null);
  // The answer carries the row, which the cache updates in place (ApiClient is keyed by clientId).
  const [revoke, { loading }] = useRevokeApiClientMutation();

  const confirm = async () => {
    try {
      await revoke({ variables: { clientId: client.clientId } });
      notify(MESSAGES.apiClientRevokedDone);
      onClose();
    } catch (failure) {
      setError(mutationMessage(failure as Error, MESSAGES.revokeApiClientFailed));
    }
  };

  return (
    <Modal opened onClose={onClose} title={`Revoke ${client.name}`} centered>
      <Stack gap="sm">
        <Text size="sm">{MESSAGES.apiClientRevokeConfirm(client.name)}</Text>
        {error ? (
          <Text role="alert" c="red.8" size="sm">
            {error}
          </Text>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button color="red" loading={loading} onClick={() => void confirm()}>
            Revoke
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
