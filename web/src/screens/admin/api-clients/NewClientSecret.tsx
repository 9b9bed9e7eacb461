import { Alert, Button, Stack, Text } from '@mantine/core';
import { MESSAGES } from '../../../../../domain/messages.ts';
import { CopyableSecret } from './CopyableSecret.tsx';

export type NewClient = { clientId: string; name: string; secret: string | null };

/**
 * The id and secret of the client just created. The secret lives only in this component's props:
 * once the administrator closes it, nothing can show it again (the server keeps only its hash).
 */
export function NewClientSecret({ client, onDone }: { client: NewClient; onDone: () => void }) {
  return (
    <Alert color="green" variant="light" title={`${client.name} created`} role="status">
      <Stack gap="sm">
        <CopyableSecret label="Client id" value={client.clientId} />
        {client.secret ? (
          <>
            <CopyableSecret label="Client secret" value={client.secret} />
            <Text fw={600} role="note">
              {MESSAGES.apiClientSecretOnce}
            </Text>
          </>
        ) : (
          <Text size="sm">It obtains its tokens from your external issuer.</Text>
        )}
        <Button onClick={onDone} style={{ alignSelf: 'flex-start' }}>
          Done
        </Button>
      </Stack>
    </Alert>
  );
}
