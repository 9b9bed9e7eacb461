import { useState, type FormEvent } from 'react';
import { Alert, Anchor, Button, Group, NativeSelect, Stack, TextInput } from '@mantine/core';
import { MESSAGES } from '../../../../domain/messages.ts';
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
  const [titleNumber, setTitleNumber] = useState('');
  const [agencyId, setAgencyId] = useState(NOTHING);
  const [agentId, setAgentId] = useState(NOTHING);
  const [problem, setProblem] = useState<string | null>(null);

  const agencies = useAgencyOptionsQuery({ skip: !choosesAgency });
  const agentsOf = choosesAgency && agencyId !== NOTHING && agencyId !== NOT_LISTED_VALUE ? agencyId : ownOrganisationId;
  const agents = useAgentOptionsQuery({ variables: { organisationId: agentsOf ?? '' }, skip: agentsOf === null });
  const [addByTitle, { loading }] = useAddPropertyByTitleMutation({
    update: (cache) => {
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'properties' });
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'viewer' });
    },
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = titleFormProblem(titleNumber, agentId);
    setProblem(invalid);
    if (invalid) return;
    try {
      const result = await addByTitle({
        variables: { input: { titleNumber: titleNumber.trim(), agentId, agencyId: choosesAgency && agencyId !== NOTHING ? agencyId : undefined } },
      });
      const id = result.data?.addPropertyByTitle.id;
      if (id) onAdded(id);
      else setProblem(MESSAGES.invalidTitleNumber);
    } catch (error) {
      setProblem(addByTitleFailureMessage(error as Error));
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md" maw={480}>
        <TextInput label="Title number" description="As on the title register, e.g. GR123456" value={titleNumber} onChange={(event) => setTitleNumber(event.currentTarget.value)} autoCapitalize="characters" />
        {choosesAgency ? (
          <NativeSelect
            label="Agency"
            value={agencyId}
            onChange={(event) => {
              setAgencyId(event.currentTarget.value);
              setAgentId(NOTHING);
            }}
            data={[
              { value: NOTHING, label: 'Choose an agency' },
              ...(agencies.data?.agencies ?? []).map((agency) => ({ value: agency.id, label: agency.parentName ? `${agency.name} (${agency.parentName})` : agency.name })),
              { value: NOT_LISTED_VALUE, label: 'The agency I want is not listed' },
            ]}
            error={agencies.error ? 'Failed to fetch agencies' : undefined}
          />
        ) : null}
        <NativeSelect
          label="Agent"
          value={agentId}
          onChange={(event) => setAgentId(event.currentTarget.value)}
          data={[
            { value: NOTHING, label: 'Choose an agent' },
            ...(agents.data?.agents ?? []).map((agent) => ({ value: agent.id, label: `${agent.name} (${agent.email})` })),
            { value: NOT_LISTED_VALUE, label: 'The agent I want is not listed' },
          ]}
          error={agents.error ? 'Failed to fetch agents' : undefined}
        />
        {problem ? (
          <Alert color="red" variant="light" role="alert">
            {problem}
          </Alert>
        ) : null}
        <Group gap="md">
          <Button type="submit" loading={loading}>
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
