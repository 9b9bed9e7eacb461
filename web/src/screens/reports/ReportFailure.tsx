import { Button, Group, Text } from '@mantine/core';
import { MESSAGES } from '../../../../domain/messages.ts';
import type { ErrorLike } from '@apollo/client';
import { failureOf } from '../../failures/classifyFailure.ts';

/**
 * A report that could not be fetched: 'Failed to fetch report' (spec 02 §8) when the service did
 * not answer, the server's own words for a refusal, nothing for an ended session (the app has
 * already gone to the auth screen).
 */
export function ReportFailure({ error, onRetry }: { error: ErrorLike | undefined; onRetry: () => void }) {
  const failure = failureOf(error);
  if (!failure || failure.kind === 'session') return null;
  return (
    <Group gap="sm" role="alert">
      <Text c="red.8">{failure.kind === 'connection' ? MESSAGES.attributesFetchFailed : failure.message}</Text>
      <Button size="xs" variant="light" onClick={onRetry}>
        Try again
      </Button>
    </Group>
  );
}
