import { useState, type FormEvent } from 'react';
import { Button, Paper, Select, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { MESSAGES } from '../../../../domain/messages.ts';
import { useViewer } from '../../auth/useViewer.ts';
import { useAddSolicitorMutation, useSolicitorsQuery } from '../../gql/admin.ts';
import { useNotify } from '../../notifications/Notifier.tsx';
import { AdminPage } from './common/AdminPage.tsx';
import { LoadState } from './common/LoadState.tsx';
import { mutationMessage } from './common/mutationMessage.ts';
import { PeopleTable } from './common/PeopleTable.tsx';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** `/admin/solicitors`: solicitors of the firms the viewer can see, and an add form for those who add people. */
export default function SolicitorsScreen() {
  const { viewer } = useViewer();
  const mayAdd = viewer?.permissions.includes('CREATE_AGENT') ?? false;
  const { data, error, refetch } = useSolicitorsQuery();
  return (
    <AdminPage title="Individual Solicitors">
      <LoadState data={data} error={error} failedMessage={MESSAGES.fetchSolicitorsFailed} loadingLabel="Loading solicitors" onRetry={() => void refetch()}>
        {(loaded) => (
          <Stack gap="lg">
            {mayAdd ? <AddSolicitorForm firms={loaded.solicitorsFirms} /> : null}
            <PeopleTable caption="Solicitors" empty="No solicitors yet." people={loaded.solicitors} />
          </Stack>
        )}
      </LoadState>
    </AdminPage>
  );
}

function AddSolicitorForm({ firms }: { firms: { id: string; name: string }[] }) {
  const notify = useNotify();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [firmId, setFirmId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [add, { loading }] = useAddSolicitorMutation({ refetchQueries: ['Solicitors'], awaitRefetchQueries: true });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim() || !EMAIL.test(email.trim()) || !firmId) {
      setError(MESSAGES.addSolicitorFailed);
      return;
    }
    setError(null);
    try {
      await add({ variables: { input: { name: name.trim(), email: email.trim(), firmId } } });
      notify(MESSAGES.addedSuccessfully);
      setName('');
      setEmail('');
      setFirmId(null);
    } catch (failure) {
      const message = mutationMessage(failure as Error, MESSAGES.addSolicitorFailed);
      setError(message);
      notify(message, 'error');
    }
  };

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="add-solicitor-heading">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h4" id="add-solicitor-heading">
            Add a solicitor
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <TextInput label="Name" value={name} onChange={(event) => setName(event.currentTarget.value)} required maxLength={200} />
            <TextInput label="Email" type="email" value={email} onChange={(event) => setEmail(event.currentTarget.value)} required maxLength={320} />
            <Select label="Firm" placeholder="Choose a firm" data={firms.map((firm) => ({ value: firm.id, label: firm.name }))} value={firmId} onChange={setFirmId} searchable required />
          </SimpleGrid>
          {error ? (
            <div role="alert" style={{ color: 'var(--mantine-color-red-8)' }}>
              {error}
            </div>
          ) : null}
          <Button type="submit" loading={loading} style={{ alignSelf: 'flex-start' }}>
            Add solicitor
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
