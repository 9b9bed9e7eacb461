import { useState } from 'react';
import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { MESSAGES } from '../../../../../domain/messages.ts';
import { useChangeAgentOrganisationMutation, type PersonRowFragment } from '../../../gql/admin.ts';
import { useNotify } from '../../../notifications/Notifier.tsx';
import { mutationMessage } from '../common/mutationMessage.ts';

/** Moves an agent to another organisation; a colleague may take over the properties they own. */
export function ChangeOrganisationModal({ agent, organisations, colleagues, onClose }: { agent: PersonRowFragment; organisations: { id: string; name: string }[]; colleagues: PersonRowFragment[]; onClose: () => void }) {
  const notify = useNotify();
  const [organisationId, setOrganisationId] = useState<string | null>(null);
  const [takeOver, setTakeOver] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [change, { loading }] = useChangeAgentOrganisationMutation({ refetchQueries: ['AdminAgents'], awaitRefetchQueries: true });
  const choices = organisations.filter((organisation) => organisation.id !== agent.organisationId);

  const save = async () => {
    if (!organisationId) return;
    try {
      await change({ variables: { agentId: agent.id, organisationId, takeOverAgentId: takeOver } });
      notify(MESSAGES.agentMoved);
      onClose();
    } catch (failure) {
      setError(mutationMessage(failure as Error, MESSAGES.agentMoveFailed));
    }
  };

  return (
    <Modal opened onClose={onClose} title={`Change organisation of ${agent.name || agent.email}`} centered>
      <Stack gap="sm">
        <Text size="sm">Now with {agent.organisationName ?? 'no organisation'}.</Text>
        <Select label="New organisation" placeholder="Choose one" data={choices.map((o) => ({ value: o.id, label: o.name }))} value={organisationId} onChange={setOrganisationId} searchable />
        <Select
          label="Agent taking over their properties (optional)"
          placeholder="Nobody: they keep their properties"
          data={colleagues.map((c) => ({ value: c.id, label: `${c.name} (${c.email})` }))}
          value={takeOver}
          onChange={setTakeOver}
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
          <Button onClick={() => void save()} loading={loading} disabled={!organisationId}>
            Move agent
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
