import { Button, Paper, Select, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { apiClientName, isExternalClientId } from '../../../../../domain/api-clients.ts';
import { MESSAGES } from '../../../../../domain/messages.ts';
import { FormError } from '../../../forms/FormError.tsx';
import { useCreateApiClientMutation } from '../../../gql/admin.ts';
import { useAdminForm } from '../common/useAdminForm.ts';
import type { NewClient } from './NewClientSecret.tsx';

type Organisation = { id: string; name: string; parentName: string | null };
type Values = { name: string; organisationId: string | null; externalId: string };

/** The create form: a name and the organisation the client acts for. */
export function CreateApiClientForm({
  organisations,
  onCreated,
}: {
  organisations: Organisation[];
  onCreated: (client: NewClient) => void;
}) {
  const [create] = useCreateApiClientMutation({ refetchQueries: ['ApiClients'], awaitRefetchQueries: true });
  const { form, onSubmit, formError } = useAdminForm<Values>({
    initialValues: { name: '', organisationId: null, externalId: '' },
    validate: (values) => {
      const external = values.externalId.trim();
      return {
        name: apiClientName(values.name) ? undefined : MESSAGES.apiClientNameInvalid,
        organisationId: values.organisationId ? undefined : MESSAGES.apiClientOrganisationRequired,
        externalId: external && !isExternalClientId(external) ? MESSAGES.apiClientIdInvalid : undefined,
      };
    },
    save: async (values) => {
      const external = values.externalId.trim();
      const result = await create({
        variables: {
          input: {
            name: apiClientName(values.name)!,
            organisationId: values.organisationId!,
            ...(external ? { externalClientId: external } : {}),
          },
        },
      });
      const created = result.data?.createApiClient;
      if (!created) return false;
      onCreated({ clientId: created.client.clientId, name: created.client.name, secret: created.clientSecret });
    },
    savedMessage: MESSAGES.apiClientCreated,
    failedMessage: MESSAGES.createApiClientFailed,
  });

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="create-api-client-heading">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h4" id="create-api-client-heading">
            Create an API client
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput label="Client name" {...form.getInputProps('name')} required />
            <Select
              label="Organisation"
              placeholder="Choose the organisation it acts for"
              data={organisations.map((organisation) => ({
                value: organisation.id,
                label: organisation.parentName
                  ? `${organisation.name} (${organisation.parentName})`
                  : organisation.name,
              }))}
              {...form.getInputProps('organisationId')}
              searchable
              required
            />
          </SimpleGrid>
          <TextInput
            label="External client id (optional)"
            description="Only for a client registered at an external OpenID issuer; leave empty to get a secret from this product."
            {...form.getInputProps('externalId')}
          />
          <FormError message={formError} />
          <Button
            type="submit"
            loading={form.submitting}
            w={{ base: '100%', sm: 'auto' }}
            style={{ alignSelf: 'flex-start' }}
          >
            Create client
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
