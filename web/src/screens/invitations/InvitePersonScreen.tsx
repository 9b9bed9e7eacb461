import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, NativeSelect, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { Link, useParams } from 'react-router-dom';
import { isInviteEmail } from '../../../../domain/invitations.ts';
import { MESSAGES } from '../../../../domain/messages.ts';
import { NOT_LISTED, NOTHING_CHOSEN } from '../../../../domain/property-creation.ts';
import { FailureNotice } from '../../components/FailureNotice.tsx';
import { PageLoader } from '../../components/PageLoader.tsx';
import { failureOf } from '../../failures/classifyFailure.ts';
import { useInviteAgentMutation, useInvitePersonPageQuery, useInviteSolicitorMutation, type InvitePersonInput } from '../../gql/invitations.ts';
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
  const { data, error, loading, refetch } = useInvitePersonPageQuery({ variables: { id, kind: kind === 'solicitor' ? 'SOLICITOR' : 'AGENT' } });
  const [organisation, setOrganisation] = useState<string>(String(NOTHING_CHOSEN));
  const [person, setPerson] = useState<string>(String(NOTHING_CHOSEN));
  const [organisationName, setOrganisationName] = useState('');
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [inviteSolicitor, solicitorState] = useInviteSolicitorMutation();
  const [inviteAgent, agentState] = useInviteAgentMutation();

  if (error) return <FailureNotice failure={failureOf(error)} onRetry={() => void refetch()} />;
  if (loading || !data) return <PageLoader label="Loading" />;

  const options = data.inviteOptions;
  const current = options.current;
  const chosenOrganisation = current ? current.id : organisation;
  const newOrganisation = !current && organisation === String(NOT_LISTED);
  const people = options.people.filter((candidate) => candidate.organisationId === chosenOrganisation);
  const organisationChosen = chosenOrganisation !== String(NOTHING_CHOSEN);
  const newPerson = newOrganisation || person === String(NOT_LISTED);
  const personChosen = newOrganisation || (organisationChosen && person !== String(NOTHING_CHOSEN));
  const newPersonValid = name.trim().length >= 2 && isInviteEmail(email) && (!newOrganisation || organisationName.trim().length >= 2);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    setFailure(null);
    if (newPerson && !newPersonValid) return setFailure(words.newInvalid);
    const input: InvitePersonInput = {
      propertyId: id,
      theme: theme.themeId,
      ...(newOrganisation ? { organisationName: organisationName.trim() } : current ? {} : { organisationId: chosenOrganisation }),
      ...(newPerson ? { name: name.trim(), email: email.trim() } : { personId: person }),
    };
    try {
      const result = kind === 'solicitor' ? (await inviteSolicitor({ variables: { input } })).data?.inviteSolicitor : (await inviteAgent({ variables: { input } })).data?.inviteAgent;
      setSent(result ? `${result.name} (${result.email}) of ${result.organisation.name}` : '');
      notify(words.invited);
      void refetch();
    } catch (caught) {
      setFailure(caught instanceof Error && caught.message ? caught.message : words.failed);
    }
  };

  const busy = solicitorState.loading || agentState.loading;
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
              <Button variant="light" onClick={() => { setSent(null); setPerson(String(NOTHING_CHOSEN)); setName(''); setEmail(''); setTouched(false); }}>
                Invite someone else
              </Button>
              <Button component={Link} to={`/properties/${id}`} variant="default">
                Return to Control Panel
              </Button>
            </Group>
          </Stack>
        ) : (
          <form onSubmit={(event) => void submit(event)} noValidate>
            <Stack gap="sm">
              {current ? (
                <Stack gap={2}>
                  <Text fw={600}>{words.existing}</Text>
                  <Text>{current.name}</Text>
                  <Text size="sm" c="gray.7">
                    A property can have one {kind === 'solicitor' ? "solicitors' firm" : 'agency'}; invite someone from it.
                  </Text>
                </Stack>
              ) : (
                <NativeSelect
                  label={words.organisation}
                  value={organisation}
                  onChange={(event) => { setOrganisation(event.currentTarget.value); setPerson(String(NOTHING_CHOSEN)); }}
                  error={touched && !organisationChosen ? 'Please choose one' : undefined}
                  data={[
                    { value: String(NOTHING_CHOSEN), label: 'Choose…' },
                    ...options.organisations.map((candidate) => ({ value: candidate.id, label: candidate.name })),
                    { value: String(NOT_LISTED), label: words.organisationNotHere },
                  ]}
                />
              )}
              {newOrganisation ? (
                <TextInput label={words.newOrganisation} value={organisationName} onChange={(event) => setOrganisationName(event.currentTarget.value)} required error={touched && organisationName.trim().length < 2 ? 'Please enter a name' : undefined} />
              ) : organisationChosen ? (
                <NativeSelect
                  label={words.person}
                  value={person}
                  onChange={(event) => setPerson(event.currentTarget.value)}
                  data={[
                    { value: String(NOTHING_CHOSEN), label: 'Choose…' },
                    ...people.map((candidate) => ({ value: candidate.id, label: `${candidate.name} (${candidate.email})` })),
                    { value: String(NOT_LISTED), label: words.personNotHere },
                  ]}
                />
              ) : null}
              {newPerson && organisationChosen ? (
                <>
                  <TextInput label="Name" value={name} onChange={(event) => setName(event.currentTarget.value)} required error={touched && name.trim().length < 2 ? 'Please enter a name' : undefined} />
                  <TextInput label="Email address" type="email" value={email} onChange={(event) => setEmail(event.currentTarget.value)} onBlur={() => setTouched(true)} required error={touched && !isInviteEmail(email) ? 'Please enter a valid email address' : undefined} />
                </>
              ) : null}
              {failure ? (
                <Alert color="red" role="alert">
                  {failure}
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
