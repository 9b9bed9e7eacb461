import { Anchor, Button, Checkbox, Paper, Select, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { MESSAGES } from '../../../../domain/messages.ts';
import { lengthProblem, NAME_MAX } from '../../../../domain/text-length.ts';
import { useViewer } from '../../auth/useViewer.ts';
import {
  useAddAgencyMutation,
  useAdminAgenciesQuery,
  useSetAgencyTa6TrialMutation,
  type AdminAgenciesQuery,
} from '../../gql/admin.ts';
import { useNotify } from '../../notifications/Notifier.tsx';
import { AdminPage } from './common/AdminPage.tsx';
import { DataTable } from './common/DataTable.tsx';
import { creditsText } from './common/formats.ts';
import { LoadState } from './common/LoadState.tsx';
import { mutationMessage } from './common/mutationMessage.ts';
import { useAdminForm } from './common/useAdminForm.ts';
import { FormError } from '../../forms/FormError.tsx';

type Agency = AdminAgenciesQuery['adminAgencies'][number];

/**
 * `/admin/agencies` (spec 02 §6, §9.1): the agencies the viewer manages, with an add form. The
 * parent brand column needs view-all-agencies; without it the heading says whose agencies they
 * are. The TA6 trial checkbox needs edit-TA6-trial and shows on agencies (type 2) only.
 */
export default function AgenciesScreen() {
  const { viewer } = useViewer();
  const can = (action: string) => viewer?.permissions.includes(action as never) ?? false;
  const viewAll = can('VIEW_ALL_AGENCIES');
  const { data, error, refetch } = useAdminAgenciesQuery({ variables: { withBrands: viewAll } });
  const organisationName = viewer?.user.organisation?.name ?? 'your organisation';
  return (
    <AdminPage title={viewAll ? 'Agencies' : `Agencies belonging to ${organisationName}`}>
      <LoadState
        data={data}
        error={error}
        failedMessage={MESSAGES.fetchAgenciesFailed}
        loadingLabel="Loading agencies"
        onRetry={() => void refetch()}
      >
        {(loaded) => (
          <Stack gap="lg">
            <AddAgencyForm brands={loaded.brands ?? null} phases={loaded.phases} />
            <AgencyTable
              agencies={loaded.adminAgencies}
              showBrand={viewAll}
              showCredits={can('VIEW_AGENCIES_CREDITS')}
              editTrial={can('EDIT_TA6_TRIAL')}
            />
          </Stack>
        )}
      </LoadState>
    </AdminPage>
  );
}

function AgencyTable({
  agencies,
  showBrand,
  showCredits,
  editTrial,
}: {
  agencies: Agency[];
  showBrand: boolean;
  showCredits: boolean;
  editTrial: boolean;
}) {
  return (
    <DataTable
      caption="Agencies"
      empty="No agencies yet."
      rows={agencies}
      rowKey={(agency) => agency.id}
      columns={[
        {
          key: 'name',
          header: 'Name',
          cell: (agency) => (
            <Anchor component={Link} to={`/admin/organisation/${agency.id}`}>
              {agency.name}
            </Anchor>
          ),
        },
        { key: 'brand', header: 'Parent brand', cell: (agency) => agency.parentName ?? '—', hidden: !showBrand },
        { key: 'agents', header: 'Agents', cell: (agency) => agency.numAgents },
        { key: 'properties', header: 'Properties', cell: (agency) => agency.numProperties },
        { key: 'credits', header: 'Credits', cell: (agency) => creditsText(agency.credits), hidden: !showCredits },
        { key: 'phase', header: 'Default phase', cell: (agency) => agency.defaultPhase?.label ?? '—' },
        {
          key: 'ta6',
          header: 'TA6 trial',
          cell: (agency) => (agency.type === 'AGENCY' ? <Ta6TrialBox agency={agency} /> : null),
          hidden: !editTrial,
        },
      ]}
    />
  );
}

function Ta6TrialBox({ agency }: { agency: Agency }) {
  const notify = useNotify();
  const [setTrial, { loading }] = useSetAgencyTa6TrialMutation({
    onCompleted: () => notify(MESSAGES.agencyUpdated),
    onError: (error) => notify(mutationMessage(error, MESSAGES.updateAgencyFailed), 'error'),
  });
  return (
    <Checkbox
      aria-label={`TA6 trial for ${agency.name}`}
      checked={agency.ta6Trial}
      disabled={loading}
      onChange={(event) => {
        const on = event.currentTarget.checked;
        void setTrial({
          variables: { organisationId: agency.id, on },
          optimisticResponse: {
            __typename: 'Mutation',
            setAgencyTa6Trial: { __typename: 'Organisation', id: agency.id, ta6Trial: on },
          },
        });
      }}
    />
  );
}

type Option = { id: string; name?: string; label?: string };

/** The add form: a name; for an administrator also the brand and the phase new properties start in. */
function AddAgencyForm({ brands, phases }: { brands: Option[] | null; phases: Option[] }) {
  const [add] = useAddAgencyMutation({ refetchQueries: ['AdminAgencies'], awaitRefetchQueries: true });
  const { form, onSubmit, formError } = useAdminForm<{ name: string; brandId: string | null; phaseId: string | null }>({
    initialValues: { name: '', brandId: null, phaseId: null },
    validate: (values) => ({
      name: values.name.trim() ? (lengthProblem(values.name, NAME_MAX) ?? undefined) : MESSAGES.nameRequired,
      brandId: brands && !values.brandId ? MESSAGES.brandRequired : undefined,
      phaseId: brands && !values.phaseId ? MESSAGES.defaultPhaseRequired : undefined,
    }),
    save: async ({ name, brandId, phaseId }) => {
      await add({ variables: { input: { name: name.trim(), brandId, defaultPhaseId: phaseId } } });
    },
    savedMessage: MESSAGES.addedSuccessfully,
    failedMessage: MESSAGES.addAgencyFailed,
  });

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="add-agency-heading">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h4" id="add-agency-heading">
            Add an agency
          </Title>
          <SimpleGrid cols={{ base: 1, sm: brands ? 3 : 1 }} spacing="sm">
            <TextInput label="Agency name" {...form.getInputProps('name')} required />
            {brands ? (
              <Select
                label="Brand"
                placeholder="Choose a brand"
                data={brands.map((brand) => ({ value: brand.id, label: brand.name ?? '' }))}
                {...form.getInputProps('brandId')}
                searchable
                required
              />
            ) : null}
            {brands ? (
              <Select
                label="Default phase"
                placeholder="Choose a phase"
                data={phases.map((phase) => ({ value: phase.id, label: phase.label ?? '' }))}
                {...form.getInputProps('phaseId')}
                required
              />
            ) : null}
          </SimpleGrid>
          <FormError message={formError} />
          <Button
            type="submit"
            loading={form.submitting}
            w={{ base: '100%', sm: 'auto' }}
            style={{ alignSelf: 'flex-start' }}
          >
            Add agency
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
