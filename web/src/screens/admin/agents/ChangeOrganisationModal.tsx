import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { MESSAGES } from '../../../../../domain/messages.ts';
import { useChangeAgentOrganisationMutation, type PersonRowFragment } from '../../../gql/admin.ts';
import { useNotify } from '../../../notifications/Notifier.tsx';
import { mutationMessage } from '../common/mutationMessage.ts';
import { useSubmitForm } from '../../../forms/useSubmitForm.ts';

/** Moves an agent to another organisation; a colleague may take over the properties they own. */
export function ChangeOrganisationModal({
  agent,
  organisations,
  colleagues,
  onClose,
}: {
  agent: PersonRowFragment;
  organisations: { id: string; name: string }[];
  colleagues: PersonRowFragment[];
  onClose: () => void;
}) {
  const notify = useNotify();
  const [change] = useChangeAgentOrganisationMutation({ refetchQueries: ['AdminAgents'], awaitRefetchQueries: true });
  const { form, onSubmit, formError } = useSubmitForm<{ organisationId: string | null; takeOver: string | null }>({
    initialValues: { organisationId: null, takeOver: null },
    submit: async ({ organisationId, takeOver }) => {
      if (!organisationId) return;
      await change({ variables: { agentId: agent.id, organisationId, takeOverAgentId: takeOver } });
      notify(MESSAGES.agentMoved);
      onClose();
    },
    failureMessage: (failure) => mutationMessage(failure as Error, MESSAGES.agentMoveFailed),
  });
  const choices = organisations.filter((organisation) => organisation.id !== agent.organisationId);

  return (
    <Modal opened onClose={onClose} title={`Change organisation of ${agent.name || agent.email}`} centered>
      <Stack gap="sm">
        <Text size="sm">Now with {agent.organisationName ?? 'no organisation'}.</Text>
        <Select
          label="New organisation"
          placeholder="Choose one"
          data={choices.map((o) => ({ value: o.id, label: o.name }))}
          {...form.getInputProps('organisationId')}
          searchable
        />
        <Select
          label="Agent taking over their properties (optional)"
          placeholder="Nobody: they keep their properties"
          data={colleagues.map((c) => ({ value: c.id, label: `${c.name} (${c.email})` }))}
          {...form.getInputProps('takeOver')}
          clearable
        />
        {formError ? (
          <Text role="alert" c="red.8" size="sm">
            {formError}
          </Text>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => onSubmit()} loading={form.submitting} disabled={!form.values.organisationId}>
            Move agent
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
