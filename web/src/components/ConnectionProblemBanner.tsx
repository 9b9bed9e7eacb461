import { Alert, Button, Group } from '@mantine/core';
import { MESSAGES } from '../../../domain/messages.ts';

type Props = { onRetry?: () => void };

/** The connection-problem banner of spec 01 §4/§8, naming the host the app was loaded from. */
export function ConnectionProblemBanner({ onRetry }: Props) {
  return (
    <Alert color="red" variant="light" role="alert" title="Connection problem">
      <Group justify="space-between" align="center" gap="sm">
        <span>{MESSAGES.connectionProblem(window.location.host)}</span>
        {onRetry ? (
          <Button size="xs" variant="default" onClick={onRetry}>
            Try again
          </Button>
        ) : null}
      </Group>
    </Alert>
  );
}
