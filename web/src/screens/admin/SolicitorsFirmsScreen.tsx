import { useState, type FormEvent } from 'react';
import { Anchor, Button, Paper, Select, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { MESSAGES } from '../../../../domain/messages.ts';
import { useViewer } from '../../auth/useViewer.ts';
import { useAddSolicitorsFirmMutation, useSolicitorsFirmsQuery } from '../../gql/admin.ts';
import { useNotify } from '../../notifications/Notifier.tsx';
import { AdminPage } from './common/AdminPage.tsx';
import { DataTable } from './common/DataTable.tsx';
import { LoadState } from './common/LoadState.tsx';
import { mutationMessage } from './common/mutationMessage.ts';

/** `/admin/solicitors-firms` (spec 02 §9.1): the firms the viewer can see, with an add form for those who may add them. */
export default function SolicitorsFirmsScreen() {
  const { viewer } = useViewer();
  const viewAll = viewer?.permissions.includes('VIEW_ALL_AGENCIES') ?? false;
  const mayAdd = viewer?.permissions.includes('CREATE_AGENCY') ?? false;
  const { data, error, refetch } = useSolicitorsFirmsQuery({ variables: { withBrands: viewAll } });
  return (
    <AdminPage title="Solicitors' firms">
      <LoadState data={data} error={error} failedMessage={MESSAGES.fetchFirmsFailed} loadingLabel="Loading solicitors' firms" onRetry={() => void refetch()}>
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
                { key: 'name', header: 'Name', cell: (firm) => <Anchor component={Link} to={`/admin/organisation/${firm.id}`}>{firm.name}</Anchor> },
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
  const notify = useNotify();
  const [name, setName] = useState('');
  const [brandId, setBrandId] = useState<string | null>(null);
  const [errors, setErrors] = useState<{ name?: string; brand?: string; form?: string }>({});
  const [add, { loading }] = useAddSolicitorsFirmMutation({ refetchQueries: ['SolicitorsFirms'], awaitRefetchQueries: true });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = { name: name.trim() ? undefined : MESSAGES.nameRequired, brand: brands && !brandId ? MESSAGES.firmBrandRequired : undefined };
    setErrors(found);
    if (found.name || found.brand) return;
    try {
      await add({ variables: { input: { name: name.trim(), brandId } } });
      notify(MESSAGES.addedSuccessfully);
      setName('');
      setBrandId(null);
    } catch (error) {
      const message = mutationMessage(error as Error, MESSAGES.addFirmFailed);
      setErrors({ form: message });
      notify(message, 'error');
    }
  };

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="add-firm-heading">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h4" id="add-firm-heading">
            Add a solicitors' firm
          </Title>
          <SimpleGrid cols={{ base: 1, sm: brands ? 2 : 1 }} spacing="sm">
            <TextInput label="Firm name" value={name} onChange={(event) => setName(event.currentTarget.value)} error={errors.name} required maxLength={200} />
            {brands ? (
              <Select label="Brand" placeholder="Choose a brand" data={brands.map((brand) => ({ value: brand.id, label: brand.name }))} value={brandId} onChange={setBrandId} error={errors.brand} searchable required />
            ) : null}
          </SimpleGrid>
          {errors.form ? (
            <div role="alert" style={{ color: 'var(--mantine-color-red-8)' }}>
              {errors.form}
            </div>
          ) : null}
          <Button type="submit" loading={loading} style={{ alignSelf: 'flex-start' }}>
            Add firm
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
