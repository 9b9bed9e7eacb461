import { Alert, Button, Code, CopyButton, Group, Stack, Text } from '@mantine/core';
import { MESSAGES } from '../../../../../domain/messages.ts';

export type NewClient = { clientId: string; name: string; secret: string | null };

function Copyable({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={2}>
      <Text size="sm" fw={600}>
        {label}
      </Text>
      <Group gap="xs" wrap="nowrap" align="center">
        <Code block style={{ flex: 1, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }} aria-label={label}>
          {value}
        </Code>
        <CopyButton value={value}>
          {({ copied, copy }) => (
            <Button size="xs" variant="light" onClick={copy} aria-label={`Copy ${label.toLowerCase()}`}>
              {copied ? 'Copied' : 'Copy'}
            </Button>
          )}
        </CopyButton>
      </Group>
    </Stack>
  );
}

/**
 * The id and secret of the client just created. The secret lives only in this component's props:
 * once the administrator closes it, nothing can show it again (the server keeps only its hash).
 */
export function NewClientSecret({ client, onDone }: { client: NewClient; onDone: () => void }) {
  return (
    <Alert color="green" variant="light" title={`${client.name} created`} role="status">
      <Stack gap="sm">
        <Copyable label="Client id" value={client.clientId} />
        {client.secret ? (
          <>
            <Copyable label="Client secret" value={client.secret} />
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
