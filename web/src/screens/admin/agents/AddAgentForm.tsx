import { useState, type FormEvent } from 'react';
import { Button, Paper, Select, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { AGENT_TYPE_LABEL, type AgentTypeName } from '../../../../../domain/admin/agent-types.ts';
import { MESSAGES } from '../../../../../domain/messages.ts';
import { useAddAgentMutation, type AgentType } from '../../../gql/admin.ts';
import { useNotify } from '../../../notifications/Notifier.tsx';
import { mutationMessage } from '../common/mutationMessage.ts';

type Option = { id: string; name: string };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Adds an agent: name, email, the kind of agent and the organisation (a brand for a brand admin, else an agency). */
export function AddAgentForm({ types, agencies, brands }: { types: AgentTypeName[]; agencies: Option[]; brands: Option[] }) {
  const notify = useNotify();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [type, setType] = useState<AgentTypeName>('agent');
  const [organisationId, setOrganisationId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [add, { loading }] = useAddAgentMutation({ refetchQueries: ['AdminAgents'], awaitRefetchQueries: true });
  const organisations = type === 'brand' ? brands : type === 'admin' ? [...brands, ...agencies] : agencies;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim() || !EMAIL.test(email.trim()) || !organisationId) {
      setError(MESSAGES.addAgentFailed);
      return;
    }
    setError(null);
    try {
      await add({ variables: { input: { name: name.trim(), email: email.trim(), organisationId, agentType: type.toUpperCase() as AgentType } } });
      notify(MESSAGES.addedSuccessfully);
      setName('');
      setEmail('');
      setOrganisationId(null);
    } catch (failure) {
      const message = mutationMessage(failure as Error, MESSAGES.addAgentFailed);
      setError(message);
      notify(message, 'error');
    }
  };

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="add-agent-heading">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h4" id="add-agent-heading">
            Add an agent
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
            <TextInput label="Name" value={name} onChange={(event) => setName(event.currentTarget.value)} required maxLength={200} />
            <TextInput label="Email" type="email" value={email} onChange={(event) => setEmail(event.currentTarget.value)} required maxLength={320} />
            <Select
              label="Agent type"
              data={types.map((value) => ({ value, label: AGENT_TYPE_LABEL[value] }))}
              value={type}
              onChange={(value) => {
                setType((value as AgentTypeName | null) ?? 'agent');
                setOrganisationId(null);
              }}
              allowDeselect={false}
            />
            <Select
              label={type === 'brand' ? 'Brand' : 'Agency'}
              placeholder="Choose one"
              data={organisations.map((organisation) => ({ value: organisation.id, label: organisation.name }))}
              value={organisationId}
              onChange={setOrganisationId}
              searchable
              required
            />
          </SimpleGrid>
          {error ? (
            <div role="alert" style={{ color: 'var(--mantine-color-red-8)' }}>
              {error}
            </div>
          ) : null}
          <Button type="submit" loading={loading} style={{ alignSelf: 'flex-start' }}>
            Add agent
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
