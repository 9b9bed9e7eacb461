import { Anchor, Button, Paper, Select, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { MESSAGES } from '../../../../domain/messages.ts';
import { lengthProblem, NAME_MAX } from '../../../../domain/text-length.ts';
import { useViewer } from '../../auth/useViewer.ts';
import { useAddSolicitorsFirmMutation, useSolicitorsFirmsQuery } from '../../gql/admin.ts';
import { AdminPage } from './common/AdminPage.tsx';
import { DataTable } from './common/DataTable.tsx';
import { LoadState } from './common/LoadState.tsx';
import { useAdminForm } from './common/useAdminForm.ts';
import { FormError } from '../../forms/FormError.tsx';

/** `/admin/solicitors-firms` (spec 02 §9.1): the firms the viewer can see, with an add form for those who may add them. */
export default function SolicitorsFirmsScreen() {
  const { viewer } = useViewer();
  const viewAll = viewer?.permissions.includes('VIEW_ALL_AGENCIES') ?? false;
  const mayAdd = viewer?.permissions.includes('CREATE_AGENCY') ?? false;
  const { data, error, refetch } = useSolicitorsFirmsQuery({ variables: { withBrands: viewAll } });
  return (
    <AdminPage title="Solicitors' firms">
      <LoadState
        data={data}
        error={error}
        failedMessage={MESSAGES.fetchFirmsFailed}
        loadingLabel="Loading solicitors' firms"
        onRetry={() => void refetch()}
      >
        {(loaded) => (
          <Stack gap="lg">
            {mayAdd ? <AddFirmForm brands={loaded.brands ?? null} /> : null}
            <DataTable
              caption="Solicitors' firms"
              empty="No solicitors' firms yet."
              rows={loaded.solicitorsFirms}
              rowKey={(firm) => firm.id}
              minWidth={480}
              columns={[
                {
                  key: 'name',
                  header: 'Name',
                  cell: (firm) => (
                    <Anchor component={Link} to={`/admin/organisation/${firm.id}`}>
                      {firm.name}
                    </Anchor>
                  ),
                },
                { key: 'brand', header: 'Parent brand', cell: (firm) => firm.parentName ?? '—', hidden: !viewAll },
                { key: 'solicitors', header: 'Solicitors', cell: (firm) => firm.numAgents },
                { key: 'properties', header: 'Properties', cell: (firm) => firm.numProperties },
              ]}
            />
          </Stack>
        )}
      </LoadState>
    </AdminPage>
  );
}

function AddFirmForm({ brands }: { brands: { id: string; name: string }[] | null }) {
  const [add] = useAddSolicitorsFirmMutation({ refetchQueries: ['SolicitorsFirms'], awaitRefetchQueries: true });
  const { form, onSubmit, formError } = useAdminForm<{ name: string; brandId: string | null }>({
    initialValues: { name: '', brandId: null },
    validate: (values) => ({
      name: values.name.trim() ? (lengthProblem(values.name, NAME_MAX) ?? undefined) : MESSAGES.nameRequired,
      brandId: brands && !values.brandId ? MESSAGES.firmBrandRequired : undefined,
    }),
    save: async ({ name, brandId }) => {
      await add({ variables: { input: { name: name.trim(), brandId } } });
    },
    savedMessage: MESSAGES.addedSuccessfully,
    failedMessage: MESSAGES.addFirmFailed,
  });

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="add-firm-heading">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h4" id="add-firm-heading">
            Add a solicitors' firm
          </Title>
          <SimpleGrid cols={{ base: 1, sm: brands ? 2 : 1 }} spacing="sm">
            <TextInput label="Firm name" {...form.getInputProps('name')} required />
            {brands ? (
              <Select
                label="Brand"
                placeholder="Choose a brand"
                data={brands.map((brand) => ({ value: brand.id, label: brand.name }))}
                {...form.getInputProps('brandId')}
                searchable
                required
              />
            ) : null}
          </SimpleGrid>
          <FormError message={formError} />
          <Button type="submit" loading={form.submitting} style={{ alignSelf: 'flex-start' }}>
            Add firm
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
