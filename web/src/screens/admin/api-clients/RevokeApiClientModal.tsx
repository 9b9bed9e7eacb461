import { useState } from 'react';
import { MESSAGES } from '../../../../../domain/messages.ts';
import { useRevokeApiClientMutation, type ApiClientRowFragment } from '../../../gql/admin.ts';
import { useNotify } from '../../../notifications/Notifier.tsx';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
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
    <ConfirmDialog
      title={`Revoke ${client.name}`}
      message={MESSAGES.apiClientRevokeConfirm(client.name)}
      action="Revoke"
      loading={loading}
      error={error}
      onConfirm={() => void confirm()}
      onClose={onClose}
    />
  );
}
