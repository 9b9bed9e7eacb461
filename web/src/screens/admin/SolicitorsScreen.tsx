import { Button, Paper, Select, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { MESSAGES } from '../../../../domain/messages.ts';
import { useViewer } from '../../auth/useViewer.ts';
import { useAddSolicitorMutation, useSolicitorsQuery } from '../../gql/admin.ts';
import { AdminPage } from './common/AdminPage.tsx';
import { LoadState } from './common/LoadState.tsx';
import { useAdminForm } from './common/useAdminForm.ts';
import { FormError } from '../../forms/FormError.tsx';
import { FORM_ERROR } from '../../forms/useSubmitForm.ts';
import { isEmailAddress } from '../../../../domain/email.ts';
import { PeopleTable } from './common/PeopleTable.tsx';
import { personLengthProblems } from './common/personLengthProblems.ts';

/** `/admin/solicitors`: solicitors of the firms the viewer can see, and an add form for those who add people. */
export default function SolicitorsScreen() {
  const { viewer } = useViewer();
  const mayAdd = viewer?.permissions.includes('CREATE_AGENT') ?? false;
  const { data, error, refetch } = useSolicitorsQuery();
  return (
    <AdminPage title="Individual Solicitors">
      <LoadState
        data={data}
        error={error}
        failedMessage={MESSAGES.fetchSolicitorsFailed}
        loadingLabel="Loading solicitors"
        onRetry={() => void refetch()}
      >
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
  const [add] = useAddSolicitorMutation({ refetchQueries: ['Solicitors'], awaitRefetchQueries: true });
  const { form, onSubmit, formError } = useAdminForm<{ name: string; email: string; firmId: string | null }>({
    initialValues: { name: '', email: '', firmId: null },
    // One message for the whole form, as the spec words it.
    validate: (values) =>
      personLengthProblems(values) ??
      (values.name.trim() && isEmailAddress(values.email) && values.firmId
        ? {}
        : { [FORM_ERROR]: MESSAGES.addSolicitorFailed }),
    save: async ({ name, email, firmId }) => {
      await add({ variables: { input: { name: name.trim(), email: email.trim(), firmId: firmId! } } });
    },
    savedMessage: MESSAGES.addedSuccessfully,
    failedMessage: MESSAGES.addSolicitorFailed,
  });

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="add-solicitor-heading">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h4" id="add-solicitor-heading">
            Add a solicitor
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <TextInput label="Name" {...form.getInputProps('name')} required />
            <TextInput label="Email" type="email" {...form.getInputProps('email')} required />
            <Select
              label="Firm"
              placeholder="Choose a firm"
              data={firms.map((firm) => ({ value: firm.id, label: firm.name }))}
              {...form.getInputProps('firmId')}
              searchable
              required
            />
          </SimpleGrid>
          <FormError message={formError} />
          <Button type="submit" loading={form.submitting} style={{ alignSelf: 'flex-start' }}>
            Add solicitor
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
