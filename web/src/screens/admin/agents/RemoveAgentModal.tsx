import { useState } from 'react';
import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { MESSAGES } from '../../../../../domain/messages.ts';
import { useRemoveAgentMutation, type PersonRowFragment } from '../../../gql/admin.ts';
import { useNotify } from '../../../notifications/Notifier.tsx';
import { mutationMessage } from '../common/mutationMessage.ts';

/** Removes an agent from their organisation, first handing their properties to a colleague when one is chosen. */
export function RemoveAgentModal({
  agent,
  colleagues,
  onClose,
}: {
  agent: PersonRowFragment;
  colleagues: PersonRowFragment[];
  onClose: () => void;
}) {
  const notify = useNotify();
  const [newAgentId, setNewAgentId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [remove, { loading }] = useRemoveAgentMutation({ refetchQueries: ['AdminAgents'], awaitRefetchQueries: true });

  const confirm = async () => {
    try {
      await remove({ variables: { agentId: agent.id, newAgentId } });
      notify(MESSAGES.agentRemoved);
      onClose();
    } catch (failure) {
      setError(mutationMessage(failure as Error, MESSAGES.agentRemoveFailed));
    }
  };

  return (
    <Modal opened onClose={onClose} title={`Remove ${agent.name || agent.email}`} centered>
      <Stack gap="sm">
        <Text size="sm">
          They leave {agent.organisationName ?? 'their organisation'} and keep their account as a home mover.
        </Text>
        <Select
          label="Transfer their properties to (optional)"
          placeholder="Nobody"
          data={colleagues.map((c) => ({ value: c.id, label: `${c.name} (${c.email})` }))}
          value={newAgentId}
          onChange={setNewAgentId}
          clearable
        />
        {error ? (
          <Text role="alert" c="red.8" size="sm">
            {error}
          </Text>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button color="red" onClick={() => void confirm()} loading={loading}>
            {newAgentId ? 'Transfer and remove' : 'Remove agent'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
