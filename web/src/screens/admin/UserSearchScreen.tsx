import { useState, type FormEvent } from 'react';
import { Alert, Anchor, Button, Group, List, Stack, TextInput } from '@mantine/core';
import { Link } from 'react-router-dom';
import { MESSAGES } from '../../../../domain/messages.ts';
import { EMAIL_MAX, lengthProblem } from '../../../../domain/text-length.ts';
import { ROLE_ENUM, roleLabel } from '../../../../domain/roles.ts';
import { useUserSearchLazyQuery } from '../../gql/admin.ts';
import { AdminPage } from './common/AdminPage.tsx';
import { errorText } from './common/formats.ts';

/** `/admin/user-search` (spec 02 §9.1): find users by email; each result 'name (email) - role' links to the user page. */
export default function UserSearchScreen() {
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [search, { data, loading }] = useUserSearchLazyQuery({ fetchPolicy: 'network-only' });
  const results = data?.userSearch ?? null;
  const tooLong = lengthProblem(email, EMAIL_MAX);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) {
      setMessage(MESSAGES.enterEmail);
      return;
    }
    if (tooLong) return;
    setMessage(null);
    try {
      const result = await search({ variables: { email: email.trim() } });
      if (result.error) setMessage(MESSAGES.userSearchFailed(errorText(result.error)));
      else if (result.data?.userSearch.length === 0) setMessage(MESSAGES.noUsersFound);
    } catch (error) {
      setMessage(MESSAGES.userSearchFailed(errorText(error)));
    }
  };

  return (
    <AdminPage title="User Search">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Group align="flex-end" gap="sm">
          <TextInput
            label="Email"
            type="email"
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            style={{ flex: '1 1 240px' }}
            error={tooLong}
          />
          <Button type="submit" loading={loading}>
            Search
          </Button>
        </Group>
      </form>
      {message ? (
        <Alert color={message === MESSAGES.noUsersFound ? 'yellow' : 'red'} variant="light" role="alert">
          {message}
        </Alert>
      ) : null}
      {results && results.length > 0 ? (
        <Stack gap="xs">
          <List aria-label="Users found">
            {results.map((user) => (
              <List.Item key={user.id}>
                <Anchor
                  component={Link}
                  to={`/admin/user/${encodeURIComponent(user.id)}`}
                  style={{ overflowWrap: 'anywhere' }}
                >
                  {`${user.name} (${user.email}) - ${roleLabel(ROLE_ENUM[user.role])}`}
                </Anchor>
              </List.Item>
            ))}
          </List>
        </Stack>
      ) : null}
    </AdminPage>
  );
}
