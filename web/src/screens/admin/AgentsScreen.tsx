import { useState } from 'react';
import { Button, Group, Stack } from '@mantine/core';
import { agentTypesFor } from '../../../../domain/admin/agent-types.ts';
import { MESSAGES } from '../../../../domain/messages.ts';
import { ROLE_ENUM } from '../../../../domain/roles.ts';
import { useViewer } from '../../auth/useViewer.ts';
import { useAdminAgentsQuery, type PersonRowFragment } from '../../gql/admin.ts';
import { AddAgentForm } from './agents/AddAgentForm.tsx';
import { ChangeOrganisationModal } from './agents/ChangeOrganisationModal.tsx';
import { RemoveAgentModal } from './agents/RemoveAgentModal.tsx';
import { AdminPage } from './common/AdminPage.tsx';
import { LoadState } from './common/LoadState.tsx';
import { PeopleTable } from './common/PeopleTable.tsx';

/**
 * `/admin/agents`: the agents of the organisations the viewer manages, colour-coded by kind, an
 * add form, and per agent a change of organisation or a removal (spec 02 §6, §7).
 */
export default function AgentsScreen() {
  const { viewer } = useViewer();
  const isAdmin = viewer?.role === 'ADMINISTRATOR';
  const { data, error, refetch } = useAdminAgentsQuery({ variables: { withBrands: isAdmin } });
  const [moving, setMoving] = useState<PersonRowFragment | null>(null);
  const [removing, setRemoving] = useState<PersonRowFragment | null>(null);
  if (!viewer) return null;
  const types = agentTypesFor(ROLE_ENUM[viewer.role]);
  const ownBrand = viewer.user.organisation
    ? [{ id: viewer.user.organisation.id, name: viewer.user.organisation.name }]
    : [];
  return (
    <AdminPage title="Individual Agents">
      <LoadState
        data={data}
        error={error}
        failedMessage={MESSAGES.fetchAgentsFailed}
        loadingLabel="Loading agents"
        onRetry={() => void refetch()}
      >
        {(loaded) => {
          const brands = loaded.brands ?? ownBrand;
          const colleaguesOf = (agent: PersonRowFragment) =>
            loaded.adminAgents.filter(
              (other) => other.organisationId === agent.organisationId && other.id !== agent.id,
            );
          return (
            <Stack gap="lg">
              <AddAgentForm types={types} agencies={loaded.adminAgencies} brands={brands} />
              <PeopleTable
                caption="Agents"
                empty="No agents yet."
                people={loaded.adminAgents}
                showRole
                actions={(agent) =>
                  agent.id === viewer.id ? null : (
                    <Group gap={6} wrap="nowrap">
                      <Button size="compact-sm" variant="light" onClick={() => setMoving(agent)}>
                        Change organisation
                      </Button>
                      <Button size="compact-sm" variant="light" color="red" onClick={() => setRemoving(agent)}>
                        Remove
                      </Button>
                    </Group>
                  )
                }
              />
              {moving ? (
                <ChangeOrganisationModal
                  agent={moving}
                  organisations={
                    moving.role === 'BRAND_ADMIN'
                      ? brands
                      : [...loaded.adminAgencies, ...(moving.role === 'ADMINISTRATOR' ? brands : [])]
                  }
                  colleagues={colleaguesOf(moving)}
                  onClose={() => setMoving(null)}
                />
              ) : null}
              {removing ? (
                <RemoveAgentModal
                  agent={removing}
                  colleagues={colleaguesOf(removing)}
                  onClose={() => setRemoving(null)}
                />
              ) : null}
            </Stack>
          );
        }}
      </LoadState>
    </AdminPage>
  );
}
