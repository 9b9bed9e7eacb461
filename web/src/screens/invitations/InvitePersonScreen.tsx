import { useState } from 'react';
import { Alert, Button, Group, NativeSelect, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { Link, useParams } from 'react-router-dom';
import { isInviteEmail } from '../../../../domain/invitations.ts';
import { MESSAGES } from '../../../../domain/messages.ts';
import { NOT_LISTED, NOTHING_CHOSEN } from '../../../../domain/property-creation.ts';
import { FailureNotice } from '../../components/FailureNotice.tsx';
import { PageLoader } from '../../components/PageLoader.tsx';
import { failureOf } from '../../failures/classifyFailure.ts';
import { FORM_ERROR, useSubmitForm } from '../../forms/useSubmitForm.ts';
import {
  useInviteAgentMutation,
  useInvitePersonPageQuery,
  useInviteSolicitorMutation,
  type InvitePersonInput,
} from '../../gql/invitations.ts';
import { useNotify } from '../../notifications/Notifier.tsx';
import { useProductTheme } from '../../theme/ThemeContext.tsx';

export type InvitePersonKind = 'solicitor' | 'agent';

/** The words of each screen (spec 02 §4.6, §8). */
const WORDS = {
  solicitor: {
    title: 'Invite solicitor',
    organisation: "Solicitors' firm",
    organisationNotHere: 'The firm I want is not here',
    person: 'Solicitor',
    personNotHere: 'The solicitor I want is not here',
    existing: "This property's solicitors' firm",
    newOrganisation: "New firm's name",
    invited: MESSAGES.solicitorInvited,
    failed: MESSAGES.inviteSolicitorFailed,
    newInvalid: MESSAGES.newSolicitorInvalid,
  },
  agent: {
    title: 'Invite agent',
    organisation: 'Agency',
    organisationNotHere: 'The agency I want is not here',
    person: 'Agent',
    personNotHere: 'The agent I want is not here',
    existing: "This property's agency",
    newOrganisation: "New agency's name",
    invited: MESSAGES.agentInvited,
    failed: MESSAGES.inviteAgentFailed,
    newInvalid: MESSAGES.newAgentInvalid,
  },
} as const;

type Values = { organisation: string; person: string; organisationName: string; name: string; email: string };

/** What the choices so far mean: the organisation (the property's own, when it has one), and whether the person or the organisation is new. */
function choiceOf(values: Values, current: { id: string } | null) {
  const organisation = current ? current.id : values.organisation;
  const newOrganisation = !current && values.organisation === String(NOT_LISTED);
  const organisationChosen = organisation !== String(NOTHING_CHOSEN);
  const newPerson = newOrganisation || values.person === String(NOT_LISTED);
  const personChosen = newOrganisation || (organisationChosen && values.person !== String(NOTHING_CHOSEN));
  return { organisation, newOrganisation, organisationChosen, newPerson, personChosen };
}

/**
 * `/properties/:id/invite-solicitor` and `/invite-agent` (spec 02 §4.6): choose a firm or agency or
 * 'not here', then a person or 'not here'; a new person needs a name, an email and an organisation.
 * A property has one firm and one agency at most: when it has one, the screen names it and hides
 * the selection. 'Send invite' appears only once a person is chosen. Selects use 0 for nothing
 * chosen and -1 for not listed, as the wizard's do; choosing another organisation resets the person.
 */
export function InvitePersonScreen({ kind }: { kind: InvitePersonKind }) {
  const words = WORDS[kind];
  const { id = '' } = useParams();
  const notify = useNotify();
  const theme = useProductTheme();
  const { data, error, loading, refetch } = useInvitePersonPageQuery({
    variables: { id, kind: kind === 'solicitor' ? 'SOLICITOR' : 'AGENT' },
  });
  const [sent, setSent] = useState<string | null>(null);
  const [inviteSolicitor] = useInviteSolicitorMutation();
  const [inviteAgent] = useInviteAgentMutation();
  const current = data?.inviteOptions.current ?? null;
  const { form, onSubmit, formError } = useSubmitForm<Values>({
    initialValues: {
      organisation: String(NOTHING_CHOSEN),
      person: String(NOTHING_CHOSEN),
      organisationName: '',
      name: '',
      email: '',
    },
    validate: (values) => {
      const chosen = choiceOf(values, current);
      const errors = {
        organisation: chosen.organisationChosen ? undefined : 'Please choose one',
        organisationName:
          chosen.newOrganisation && values.organisationName.trim().length < 2 ? 'Please enter a name' : undefined,
        name: chosen.newPerson && values.name.trim().length < 2 ? 'Please enter a name' : undefined,
        email: chosen.newPerson && !isInviteEmail(values.email) ? 'Please enter a valid email address' : undefined,
      };
      const newPersonInvalid = chosen.newPerson && Boolean(errors.organisationName || errors.name || errors.email);
      return { ...errors, [FORM_ERROR]: newPersonInvalid ? words.newInvalid : undefined };
    },
    validateInputOnBlur: ['email'],
    submit: async (values) => {
      const chosen = choiceOf(values, current);
      const input: InvitePersonInput = {
        propertyId: id,
        theme: theme.themeId,
        ...(chosen.newOrganisation
          ? { organisationName: values.organisationName.trim() }
          : current
            ? {}
            : { organisationId: chosen.organisation }),
        ...(chosen.newPerson ? { name: values.name.trim(), email: values.email.trim() } : { personId: values.person }),
      };
      const result =
        kind === 'solicitor'
          ? (await inviteSolicitor({ variables: { input } })).data?.inviteSolicitor
          : (await inviteAgent({ variables: { input } })).data?.inviteAgent;
      setSent(result ? `${result.name} (${result.email}) of ${result.organisation.name}` : '');
      notify(words.invited);
      void refetch();
    },
    failureMessage: (caught) => (caught instanceof Error && caught.message ? caught.message : words.failed),
  });
  if (error) return <FailureNotice failure={failureOf(error)} onRetry={() => void refetch()} />;
  if (loading || !data) return <PageLoader label="Loading" />;

  const options = data.inviteOptions;
  const {
    organisation: chosenOrganisation,
    newOrganisation,
    organisationChosen,
    newPerson,
    personChosen,
  } = choiceOf(form.values, current);
  const people = options.people.filter((candidate) => candidate.organisationId === chosenOrganisation);
  const busy = form.submitting;
  return (
    <Stack gap="lg" maw={640}>
      <Stack gap={4}>
        <Title order={1}>{words.title}</Title>
        <Text c="gray.7" style={{ overflowWrap: 'anywhere' }}>
          {data.property.name}
        </Text>
      </Stack>
      <Paper withBorder p="md" radius="md">
        {sent !== null ? (
          <Stack gap="sm">
            <Alert color="teal" title={words.invited}>
              An invitation is on its way to {sent}.
            </Alert>
            <Group gap="sm">
              <Button
                variant="light"
                onClick={() => {
                  setSent(null);
                  form.setValues({ person: String(NOTHING_CHOSEN), name: '', email: '' });
                  form.clearErrors();
                }}
              >
                Invite someone else
              </Button>
              <Button component={Link} to={`/properties/${id}`} variant="default">
                Return to Control Panel
              </Button>
            </Group>
          </Stack>
        ) : (
          <form onSubmit={onSubmit} noValidate>
            <Stack gap="sm">
              {current ? (
                <Stack gap={2}>
                  <Text fw={600}>{words.existing}</Text>
                  <Text>{current.name}</Text>
                  <Text size="sm" c="gray.7">
                    A property can have one {kind === 'solicitor' ? "solicitors' firm" : 'agency'}; invite someone from
                    it.
                  </Text>
                </Stack>
              ) : (
                <NativeSelect
                  label={words.organisation}
                  {...form.getInputProps('organisation')}
                  onChange={(event) =>
                    form.setValues({ organisation: event.currentTarget.value, person: String(NOTHING_CHOSEN) })
                  }
                  data={[
                    { value: String(NOTHING_CHOSEN), label: 'Choose…' },
                    ...options.organisations.map((candidate) => ({ value: candidate.id, label: candidate.name })),
                    { value: String(NOT_LISTED), label: words.organisationNotHere },
                  ]}
                />
              )}
              {newOrganisation ? (
                <TextInput label={words.newOrganisation} {...form.getInputProps('organisationName')} required />
              ) : organisationChosen ? (
                <NativeSelect
                  label={words.person}
                  {...form.getInputProps('person')}
                  data={[
                    { value: String(NOTHING_CHOSEN), label: 'Choose…' },
                    ...people.map((candidate) => ({
                      value: candidate.id,
                      label: `${candidate.name} (${candidate.email})`,
                    })),
                    { value: String(NOT_LISTED), label: words.personNotHere },
                  ]}
                />
              ) : null}
              {newPerson && organisationChosen ? (
                <>
                  <TextInput label="Name" {...form.getInputProps('name')} required />
                  <TextInput label="Email address" type="email" {...form.getInputProps('email')} required />
                </>
              ) : null}
              {formError ? (
                <Alert color="red" role="alert">
                  {formError}
                </Alert>
              ) : null}
              <Group gap="sm">
                {personChosen ? (
                  <Button type="submit" loading={busy}>
                    Send invite
                  </Button>
                ) : null}
                <Button component={Link} to={`/properties/${id}`} variant="default">
                  Return to Control Panel
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Paper>
    </Stack>
  );
}

export default function InviteSolicitorScreen() {
  return <InvitePersonScreen kind="solicitor" />;
}
