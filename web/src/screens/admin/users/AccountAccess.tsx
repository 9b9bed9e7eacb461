import { useState } from 'react';
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { MESSAGES } from '../../../../../domain/messages.ts';
import { useDisableUserMutation, useEnableUserMutation } from '../../../gql/admin.ts';
import { useNotify } from '../../../notifications/Notifier.tsx';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { mutationMessage } from '../common/mutationMessage.ts';

type Person = { id: string; displayName: string; disabled?: boolean | null };

/**
 * An administrator's control over whether a user may sign in (issue 23). Disabling signs the user
 * out everywhere at once, so it asks first; enabling harms nobody and acts at once. Not offered
 * on one's own record: the server refuses it, and it would lock the administrator out.
 */
export function AccountAccess({ user, isSelf }: { user: Person; isSelf: boolean }) {
  const notify = useNotify();
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // The answers carry { id, disabled }, which the cache writes onto the user in place.
  const [disable, disabling] = useDisableUserMutation();
  const [enable, enabling] = useEnableUserMutation();
  const disabled = user.disabled === true;

  const run = async (action: 'disable' | 'enable') => {
    setError(null);
    try {
      if (action === 'disable') await disable({ variables: { id: user.id } });
      else await enable({ variables: { id: user.id } });
      setConfirming(false);
      notify(action === 'disable' ? MESSAGES.userDisabledDone : MESSAGES.userEnabledDone);
    } catch (failure) {
      setError(
        mutationMessage(
          failure as Error,
          action === 'disable' ? MESSAGES.disableUserFailed : MESSAGES.enableUserFailed,
        ),
      );
    }
  };

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="account-heading">
      <Stack gap="sm">
        <Group gap="sm">
          <Title order={2} size="h4" id="account-heading">
            Account
          </Title>
          <Badge color={disabled ? 'red' : 'green'} variant="light">
            {disabled ? 'Disabled' : 'Active'}
          </Badge>
        </Group>
        <Text size="sm">{disabled ? MESSAGES.userAccountDisabled : MESSAGES.userAccountActive}</Text>
        {isSelf ? null : disabled ? (
          <Button
            variant="default"
            loading={enabling.loading}
            onClick={() => void run('enable')}
            style={{ alignSelf: 'flex-start' }}
          >
            Enable user
          </Button>
        ) : (
          <Button color="red" variant="outline" onClick={() => setConfirming(true)} style={{ alignSelf: 'flex-start' }}>
            Disable user
          </Button>
        )}
        {error && !confirming ? (
          <Text role="alert" c="red.8" size="sm">
            {error}
          </Text>
        ) : null}
      </Stack>
      {confirming ? (
        <ConfirmDialog
          title={`Disable ${user.displayName}`}
          message={MESSAGES.userDisableConfirm(user.displayName)}
          action="Disable user"
          loading={disabling.loading}
          error={error}
          onConfirm={() => void run('disable')}
          onClose={() => setConfirming(false)}
        />
      ) : null}
    </Paper>
  );
}
