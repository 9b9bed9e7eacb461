import { Button, Paper, Select, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { AGENT_TYPE_LABEL, type AgentTypeName } from '../../../../../domain/admin/agent-types.ts';
import { isEmailAddress } from '../../../../../domain/email.ts';
import { MESSAGES } from '../../../../../domain/messages.ts';
import { personLengthProblems } from '../common/personLengthProblems.ts';
import { FormError } from '../../../forms/FormError.tsx';
import { FORM_ERROR } from '../../../forms/useSubmitForm.ts';
import { useAddAgentMutation, type AgentType } from '../../../gql/admin.ts';
import { useAdminForm } from '../common/useAdminForm.ts';

type Option = { id: string; name: string };
type Values = { name: string; email: string; type: AgentTypeName; organisationId: string | null };

/** Adds an agent: name, email, the kind of agent and the organisation (a brand for a brand admin, else an agency). */
export function AddAgentForm({
  types,
  agencies,
  brands,
}: {
  types: AgentTypeName[];
  agencies: Option[];
  brands: Option[];
}) {
  const [add] = useAddAgentMutation({ refetchQueries: ['AdminAgents'], awaitRefetchQueries: true });
  const { form, onSubmit, formError } = useAdminForm<Values>({
    initialValues: { name: '', email: '', type: 'agent', organisationId: null },
    // One message for the whole form, as the spec words it.
    validate: (values) =>
      personLengthProblems(values) ??
      (values.name.trim() && isEmailAddress(values.email) && values.organisationId
        ? {}
        : { [FORM_ERROR]: MESSAGES.addAgentFailed }),
    save: async ({ name, email, type, organisationId }) => {
      await add({
        variables: {
          input: {
            name: name.trim(),
            email: email.trim(),
            organisationId: organisationId!,
            agentType: type.toUpperCase() as AgentType,
          },
        },
      });
    },
    savedMessage: MESSAGES.addedSuccessfully,
    failedMessage: MESSAGES.addAgentFailed,
  });
  const { type } = form.values;
  const organisations = type === 'brand' ? brands : type === 'admin' ? [...brands, ...agencies] : agencies;

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="add-agent-heading">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h4" id="add-agent-heading">
            Add an agent
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
            <TextInput label="Name" {...form.getInputProps('name')} required />
            <TextInput label="Email" type="email" {...form.getInputProps('email')} required />
            <Select
              label="Agent type"
              data={types.map((value) => ({ value, label: AGENT_TYPE_LABEL[value] }))}
              value={type}
              onChange={(value) => {
                form.setFieldValue('type', (value as AgentTypeName | null) ?? 'agent');
                form.setFieldValue('organisationId', null);
              }}
              allowDeselect={false}
            />
            <Select
              label={type === 'brand' ? 'Brand' : 'Agency'}
              placeholder="Choose one"
              data={organisations.map((organisation) => ({ value: organisation.id, label: organisation.name }))}
              {...form.getInputProps('organisationId')}
              searchable
              required
            />
          </SimpleGrid>
          <FormError message={formError} />
          <Button type="submit" loading={form.submitting} style={{ alignSelf: 'flex-start' }}>
            Add agent
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
