import { Alert, Anchor, Button, Group, NativeSelect, Stack, TextInput } from '@mantine/core';
import { MESSAGES } from '../../../../domain/messages.ts';
import { forgetPropertyListAndViewer } from '../../cache/effects.ts';
import { FORM_ERROR, useSubmitForm } from '../../forms/useSubmitForm.ts';
import { useAddPropertyByTitleMutation, useAgencyOptionsQuery, useAgentOptionsQuery } from '../../gql/wizard.ts';
import { addByTitleFailureMessage, NOT_LISTED_VALUE, NOTHING, titleFormProblem } from './wizardFlow.ts';

type Props = {
  /** The viewer may add for another agency (CREATE_PROPERTY_WITH_OTHER_PARENT): the agency select shows. */
  choosesAgency: boolean;
  ownOrganisationId: string | null;
  onAdded: (propertyId: string) => void;
  onSwitchToPostcode: () => void;
};

/**
 * Adding by title number (spec 02 §4.5, §5.2): the title number and an agent, and for roles that
 * create for another parent an agency first. Choosing an agency resets the agent.
 */
export function TitleNumberForm({ choosesAgency, ownOrganisationId, onAdded, onSwitchToPostcode }: Props) {
  const [addByTitle] = useAddPropertyByTitleMutation({ update: forgetPropertyListAndViewer });
  const { form, onSubmit, formError } = useSubmitForm<{ titleNumber: string; agencyId: string; agentId: string }>({
    initialValues: { titleNumber: '', agencyId: NOTHING, agentId: NOTHING },
    validate: (values) => ({ [FORM_ERROR]: titleFormProblem(values.titleNumber, values.agentId) ?? undefined }),
    submit: async ({ titleNumber, agencyId, agentId }) => {
      const result = await addByTitle({
        variables: {
          input: {
            titleNumber: titleNumber.trim(),
            agentId,
            agencyId: choosesAgency && agencyId !== NOTHING ? agencyId : undefined,
          },
        },
      });
      const id = result.data?.addPropertyByTitle.id;
      if (id) onAdded(id);
      else form.setFieldError(FORM_ERROR, MESSAGES.invalidTitleNumber);
    },
    failureMessage: (error) => addByTitleFailureMessage(error as Error),
  });
  const { agencyId } = form.values;
  const agencies = useAgencyOptionsQuery({ skip: !choosesAgency });
  const agentsOf =
    choosesAgency && agencyId !== NOTHING && agencyId !== NOT_LISTED_VALUE ? agencyId : ownOrganisationId;
  const agents = useAgentOptionsQuery({ variables: { organisationId: agentsOf ?? '' }, skip: agentsOf === null });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md" maw={480}>
        <TextInput
          label="Title number"
          description="As on the title register, e.g. GR123456"
          {...form.getInputProps('titleNumber')}
          autoCapitalize="characters"
        />
        {choosesAgency ? (
          <NativeSelect
            label="Agency"
            value={agencyId}
            onChange={(event) => form.setValues({ agencyId: event.currentTarget.value, agentId: NOTHING })}
            data={[
              { value: NOTHING, label: 'Choose an agency' },
              ...(agencies.data?.agencies ?? []).map((agency) => ({
                value: agency.id,
                label: agency.parentName ? `${agency.name} (${agency.parentName})` : agency.name,
              })),
              { value: NOT_LISTED_VALUE, label: 'The agency I want is not listed' },
            ]}
            error={agencies.error ? 'Failed to fetch agencies' : undefined}
          />
        ) : null}
        <NativeSelect
          label="Agent"
          {...form.getInputProps('agentId')}
          data={[
            { value: NOTHING, label: 'Choose an agent' },
            ...(agents.data?.agents ?? []).map((agent) => ({
              value: agent.id,
              label: `${agent.name} (${agent.email})`,
            })),
            { value: NOT_LISTED_VALUE, label: 'The agent I want is not listed' },
          ]}
          error={agents.error ? 'Failed to fetch agents' : undefined}
        />
        {formError ? (
          <Alert color="red" variant="light" role="alert">
            {formError}
          </Alert>
        ) : null}
        <Group gap="md">
          <Button type="submit" loading={form.submitting}>
            Add property
          </Button>
          <Anchor component="button" type="button" onClick={onSwitchToPostcode}>
            Switch to postcode
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
}
