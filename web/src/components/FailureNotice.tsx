import { Alert } from '@mantine/core';
import type { Failure } from '../failures/classifyFailure.ts';
import { ConnectionProblemBanner } from './ConnectionProblemBanner.tsx';

type Props = { failure: Failure | null; onRetry?: () => void };

/**
 * A failed request shown in place of the content it was for: the connection banner only for a
 * network or server failure; a refusal or a bad request in its own words; nothing for a session
 * end, which already took the user to the auth screen.
 */
export function FailureNotice({ failure, onRetry }: Props) {
  if (!failure || failure.kind === 'session') return null;
  if (failure.kind === 'connection') return <ConnectionProblemBanner onRetry={onRetry} />;
  const title =
    failure.kind === 'forbidden' ? 'Not allowed' : failure.kind === 'notFound' ? 'Not found' : 'Not possible';
  return (
    <Alert color={failure.kind === 'forbidden' ? 'red' : 'yellow'} variant="light" role="alert" title={title}>
      {failure.message}
    </Alert>
  );
}
