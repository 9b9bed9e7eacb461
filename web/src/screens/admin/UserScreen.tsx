import { useEffect, useState } from 'react';
import { Alert, Anchor, Button, List, Paper, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { Link, useParams } from 'react-router-dom';
import { MESSAGES } from '../../../../domain/messages.ts';
import { ROLE_ENUM, roleLabel, type RoleEnumName } from '../../../../domain/roles.ts';
import { useViewer } from '../../auth/useViewer.ts';
import { failureOf } from '../../failures/classifyFailure.ts';
import { useUpdateUserMutation, useUserDetailsQuery, type Role, type UserDetailsQuery } from '../../gql/admin.ts';
import { dateText } from './common/formats.ts';
import { AdminPage } from './common/AdminPage.tsx';
import { LoadState } from './common/LoadState.tsx';
import { mutationMessage } from './common/mutationMessage.ts';
import { useSubmitForm } from '../../forms/useSubmitForm.ts';
import { AccountAccess } from './users/AccountAccess.tsx';

/** How long 'User updated successfully!' stays (spec 02 §8, 3 s). */
export const USER_UPDATED_MS = 3000;

const ROLES = Object.keys(ROLE_ENUM) as RoleEnumName[];

/**
 * `/admin/user/:id` (spec 02 §9.1): the user's details; an administrator changes the role (never
 * for a user with properties) and the organisation (not for home movers), and disables or enables
 * the account. Save is enabled only once something changed.
 */
export default function UserScreen() {
  const { id = '' } = useParams();
  const { viewer } = useViewer();
  const isAdmin = viewer?.permissions.includes('ADMIN_ONLY') ?? false;
  const { data, error, refetch } = useUserDetailsQuery({ variables: { id, withOrganisations: isAdmin } });
  const failure = failureOf(error as Parameters<typeof failureOf>[0]);
  if (failure?.kind === 'notFound' && failure.message === MESSAGES.serviceUserManagedAsApiClient) {
    // An API client's service user is no person: nothing to retry here, it is managed on the API clients screen.
    return (
      <AdminPage title="User details">
        <Alert color="blue" variant="light" role="status" title={MESSAGES.serviceUserManagedAsApiClient}>
          {isAdmin ? (
            <Anchor component={Link} to="/admin/api-clients">
              Open API clients
            </Anchor>
          ) : null}
        </Alert>
      </AdminPage>
    );
  }
  return (
    <AdminPage title="User details">
      <LoadState
        data={data}
        error={error}
        failedMessage={MESSAGES.fetchUserFailed}
        loadingLabel="Loading user"
        onRetry={() => void refetch()}
      >
        {(loaded) => (
          <UserForm key={loaded.user.id} data={loaded} isAdmin={isAdmin} isSelf={loaded.user.id === viewer?.id} />
        )}
      </LoadState>
    </AdminPage>
  );
}

function UserForm({ data, isAdmin, isSelf }: { data: UserDetailsQuery; isAdmin: boolean; isSelf: boolean }) {
  const { user } = data;
  const [saved, setSaved] = useState(false);
  const [update] = useUpdateUserMutation();
  const initialOrganisationId = user.organisation?.id ?? null;
  const { form, onSubmit, formError } = useSubmitForm<{ role: Role; organisationId: string | null }>({
    initialValues: { role: user.role, organisationId: initialOrganisationId },
    submit: async ({ role, organisationId }) => {
      await update({
        variables: {
          id: user.id,
          input: {
            ...(role !== user.role ? { role } : {}),
            ...(organisationId !== initialOrganisationId ? { organisationId } : {}),
          },
        },
      });
      setSaved(true);
    },
    // The server's reason alone: the alert sits under the form it is about.
    failureMessage: (error) => {
      const message = mutationMessage(error as Error, MESSAGES.updateUserFailed);
      return message.startsWith(`${MESSAGES.updateUserFailed}: `)
        ? message.slice(MESSAGES.updateUserFailed.length + 2)
        : message;
    },
  });

  useEffect(() => {
    if (!saved) return;
    const timer = setTimeout(() => setSaved(false), USER_UPDATED_MS);
    return () => clearTimeout(timer);
  }, [saved]);

  const hasProperties = user.properties.length > 0;
  const isMover = user.role === 'HOME_MOVER';
  const organisations = [...(data.brands ?? []), ...(data.adminAgencies ?? []), ...(data.solicitorsFirms ?? [])];
  const changed = form.values.role !== user.role || form.values.organisationId !== initialOrganisationId;

  return (
    <Stack gap="lg">
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput label="Name" value={user.displayName} readOnly />
            <TextInput label="Email" value={user.email} readOnly />
            {isAdmin ? (
              <Select
                label="Role"
                data={ROLES.map((name) => ({ value: name, label: roleLabel(ROLE_ENUM[name]) }))}
                value={form.values.role}
                onChange={(value) => value && form.setFieldValue('role', value as Role)}
                disabled={hasProperties}
                description={hasProperties ? MESSAGES.roleLockedByProperties : undefined}
                styles={{ description: { color: 'var(--mantine-color-gray-7)' } }}
                allowDeselect={false}
              />
            ) : (
              <TextInput label="Role" value={roleLabel(ROLE_ENUM[user.role])} readOnly />
            )}
            <TextInput label="Accepted T&Cs" value={user.acceptedTerms ? 'Yes' : 'No'} readOnly />
            <TextInput label="Date registered" value={dateText(user.dateRegistered)} readOnly />
            <TextInput label="Last activity" value={dateText(user.lastActivity)} readOnly />
            {isAdmin && !isMover ? (
              <Select
                label="Organisation"
                placeholder="None"
                data={organisations.map((organisation) => ({ value: organisation.id, label: organisation.name }))}
                {...form.getInputProps('organisationId')}
                searchable
                clearable
              />
            ) : (
              <TextInput
                label="Organisation"
                value={
                  user.organisation
                    ? `${user.organisation.name}${user.organisation.parentName ? ` (${user.organisation.parentName})` : ''}`
                    : '—'
                }
                readOnly
              />
            )}
          </SimpleGrid>
          {isAdmin ? (
            <Button
              onClick={() => onSubmit()}
              disabled={!changed}
              loading={form.submitting}
              style={{ alignSelf: 'flex-start' }}
            >
              Save
            </Button>
          ) : null}
          {saved ? (
            <Alert color="green" variant="light" role="status">
              {MESSAGES.userUpdated}
            </Alert>
          ) : null}
          {formError ? (
            <Alert color="red" variant="light" role="alert">
              {formError}
            </Alert>
          ) : null}
        </Stack>
      </Paper>
      {isAdmin ? <AccountAccess user={user} isSelf={isSelf} /> : null}
      <Stack gap="xs" component="section" aria-labelledby="owned-heading">
        <Title order={2} size="h4" id="owned-heading">
          Properties
        </Title>
        {user.properties.length === 0 ? (
          <Text c="gray.7">No properties.</Text>
        ) : (
          <List>
            {user.properties.map((property) => (
              <List.Item key={property.id}>
                <Anchor component={Link} to={`/properties/${property.id}`}>
                  {property.name}
                </Anchor>
              </List.Item>
            ))}
          </List>
        )}
      </Stack>
    </Stack>
  );
}
