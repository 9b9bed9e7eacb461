import { useState, type FormEvent } from 'react';
import { Button, Paper, Select, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { apiClientName, API_CLIENT_NAME_MAX, EXTERNAL_CLIENT_ID_MAX, isExternalClientId } from '../../../../../domain/api-clients.ts';
import { MESSAGES } from '../../../../../domain/messages.ts';
import { useCreateApiClientMutation } from '../../../gql/admin.ts';
import { useNotify } from '../../../notifications/Notifier.tsx';
import { mutationMessage } from '../common/mutationMessage.ts';
import type { NewClient } from './NewClientSecret.tsx';

type Organisation = { id: string; name: string; parentName: string | null };

/** The create form: a name and the organisation the client acts for. */
export function CreateApiClientForm({ organisations, onCreated }: { organisations: Organisation[]; onCreated: (client: NewClient) => void }) {
  const notify = useNotify();
  const [name, setName] = useState('');
  const [organisationId, setOrganisationId] = useState<string | null>(null);
  const [externalId, setExternalId] = useState('');
  const [errors, setErrors] = useState<{ name?: string; organisation?: string; externalId?: string; form?: string }>({});
  const [create, { loading }] = useCreateApiClientMutation({ refetchQueries: ['ApiClients'], awaitRefetchQueries: true });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const cleanName = apiClientName(name);
    const external = externalId.trim();
    const found = {
      name: cleanName ? undefined : MESSAGES.apiClientNameInvalid,
      organisation: organisationId ? undefined : MESSAGES.apiClientOrganisationRequired,
      externalId: external && !isExternalClientId(external) ? MESSAGES.apiClientIdInvalid : undefined,
    };
    setErrors(found);
    if (!cleanName || !organisationId || found.externalId) return;
    try {
      const result = await create({ variables: { input: { name: cleanName, organisationId, ...(external ? { externalClientId: external } : {}) } } });
      const createdClient = result.data?.createApiClient;
      if (!createdClient) return;
      notify(MESSAGES.apiClientCreated);
      setName('');
      setOrganisationId(null);
      setExternalId('');
      onCreated({ clientId: createdClient.client.clientId, name: createdClient.client.name, secret: createdClient.clientSecret });
    } catch (error) {
      const message = mutationMessage(error as Error, MESSAGES.createApiClientFailed);
      setErrors({ form: message });
      notify(message, 'error');
    }
  };

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="create-api-client-heading">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h4" id="create-api-client-heading">
            Create an API client
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput label="Client name" value={name} onChange={(event) => setName(event.currentTarget.value)} error={errors.name} required maxLength={API_CLIENT_NAME_MAX} />
            <Select
              label="Organisation"
              placeholder="Choose the organisation it acts for"
              data={organisations.map((organisation) => ({ value: organisation.id, label: organisation.parentName ? `${organisation.name} (${organisation.parentName})` : organisation.name }))}
              value={organisationId}
              onChange={setOrganisationId}
              error={errors.organisation}
              searchable
              required
            />
          </SimpleGrid>
          <TextInput
            label="External client id (optional)"
            description="Only for a client registered at an external OpenID issuer; leave empty to get a secret from this product."
            value={externalId}
            onChange={(event) => setExternalId(event.currentTarget.value)}
            error={errors.externalId}
            maxLength={EXTERNAL_CLIENT_ID_MAX}
          />
          {errors.form ? (
            <div role="alert" style={{ color: 'var(--mantine-color-red-8)' }}>
              {errors.form}
            </div>
          ) : null}
          <Button type="submit" loading={loading} w={{ base: '100%', sm: 'auto' }} style={{ alignSelf: 'flex-start' }}>
            Create client
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
