import { useState } from 'react';
import { Badge, Button, Code, Group, Stack } from '@mantine/core';
import { ENUM_LABELS } from '../../../../domain/labels.ts';
import { MESSAGES } from '../../../../domain/messages.ts';
import { useApiClientsQuery, type ApiClientRowFragment } from '../../gql/admin.ts';
import { AdminPage } from './common/AdminPage.tsx';
import { DataTable } from './common/DataTable.tsx';
import { dateText } from './common/formats.ts';
import { LoadState } from './common/LoadState.tsx';
import { CreateApiClientForm } from './api-clients/CreateApiClientForm.tsx';
import { NewClientSecret, type NewClient } from './api-clients/NewClientSecret.tsx';
import { RevokeApiClientModal } from './api-clients/RevokeApiClientModal.tsx';
import { ClientWebhooks } from './api-clients/ClientWebhooks.tsx';
import { IntegratorHowTo } from './api-clients/IntegratorHowTo.tsx';

/**
 * `/admin/api-clients` (issue 10): integrators' API clients. An administrator creates one for an
 * organisation and copies its id and secret (shown once), or revokes one. One GraphQL request
 * loads the table and the organisation choices.
 */
export default function ApiClientsScreen() {
  const { data, error, refetch } = useApiClientsQuery();
  const [created, setCreated] = useState<NewClient | null>(null);
  const [revoking, setRevoking] = useState<ApiClientRowFragment | null>(null);
  const [webhooksOf, setWebhooksOf] = useState<string | null>(null);
  return (
    <AdminPage title="API clients">
      <IntegratorHowTo />
      <LoadState
        data={data}
        error={error}
        failedMessage={MESSAGES.fetchApiClientsFailed}
        loadingLabel="Loading API clients"
        onRetry={() => void refetch()}
      >
        {(loaded) => (
          <Stack gap="lg">
            {created ? (
              <NewClientSecret client={created} onDone={() => setCreated(null)} />
            ) : (
              <CreateApiClientForm organisations={loaded.agencies} onCreated={setCreated} />
            )}
            <DataTable
              caption="API clients"
              empty="No API clients yet."
              rows={loaded.apiClients}
              rowKey={(client) => client.clientId}
              minWidth={860}
              columns={[
                { key: 'name', header: 'Name', cell: (client) => client.name },
                { key: 'organisation', header: 'Organisation', cell: (client) => client.organisationName },
                {
                  key: 'id',
                  header: 'Client id',
                  cell: (client) => <Code style={{ overflowWrap: 'anywhere' }}>{client.clientId}</Code>,
                },
                { key: 'created', header: 'Created', cell: (client) => dateText(client.createdAt) },
                { key: 'used', header: 'Last used', cell: (client) => dateText(client.lastUsedAt) },
                {
                  key: 'status',
                  header: 'Status',
                  cell: (client) =>
                    client.status === 'ACTIVE' ? (
                      <Badge color="green" variant="light">
                        {ENUM_LABELS.ApiClientStatus.ACTIVE}
                      </Badge>
                    ) : (
                      <Badge color="gray" variant="light">
                        {ENUM_LABELS.ApiClientStatus.REVOKED} {dateText(client.revokedAt)}
                      </Badge>
                    ),
                },
                {
                  key: 'actions',
                  header: 'Actions',
                  cell: (client) => (
                    <Group gap="xs" wrap="nowrap">
                      <Button
                        size="xs"
                        variant="light"
                        onClick={() => setWebhooksOf(client.clientId)}
                        aria-label={`Webhooks of ${client.name}`}
                      >
                        Webhooks
                      </Button>
                      {client.status === 'ACTIVE' ? (
                        <Button
                          size="xs"
                          color="red"
                          variant="light"
                          onClick={() => setRevoking(client)}
                          aria-label={`Revoke ${client.name}`}
                        >
                          Revoke
                        </Button>
                      ) : null}
                    </Group>
                  ),
                },
              ]}
            />
            {(() => {
              const client = loaded.apiClients.find((candidate) => candidate.clientId === webhooksOf);
              return client ? (
                <ClientWebhooks key={client.clientId} client={client} onClose={() => setWebhooksOf(null)} />
              ) : null;
            })()}
          </Stack>
        )}
      </LoadState>
      {revoking ? <RevokeApiClientModal client={revoking} onClose={() => setRevoking(null)} /> : null}
    </AdminPage>
  );
}
