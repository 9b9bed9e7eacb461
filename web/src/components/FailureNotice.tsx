import { Alert, Stack, Title } from '@mantine/core';
import type { Failure } from '../failures/classifyFailure.ts';
import { ConnectionProblemBanner } from './ConnectionProblemBanner.tsx';

/** `asPage`: the notice stands in for a whole screen, so its title is the page's heading. */
type Props = { failure: Failure | null; onRetry?: () => void; asPage?: boolean };

/**
 * A failed request shown in place of the content it was for: the connection banner only for a
 * network or server failure; a refusal or a bad request in its own words; nothing for a session
 * end, which already took the user to the auth screen.
 */
export function FailureNotice({ failure, onRetry, asPage = false }: Props) {
  if (!failure || failure.kind === 'session') return null;
  if (failure.kind === 'connection') return <ConnectionProblemBanner onRetry={onRetry} />;
  const title =
    failure.kind === 'forbidden' ? 'Not allowed' : failure.kind === 'notFound' ? 'Not found' : 'Not possible';
  const color = failure.kind === 'forbidden' ? 'red' : 'yellow';
  if (asPage)
    return (
      <Stack gap="sm">
        <Title order={1} size="h3">
          {title}
        </Title>
        <Alert color={color} variant="light" role="alert">
          {failure.message}
        </Alert>
      </Stack>
    );
  return (
    <Alert color={color} variant="light" role="alert" title={title}>
      {failure.message}
    </Alert>
  );
}
