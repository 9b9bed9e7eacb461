import type { ReactNode } from 'react';
import { Alert, Button, Stack } from '@mantine/core';
import { FailureNotice } from '../../../components/FailureNotice.tsx';
import { PageLoader } from '../../../components/PageLoader.tsx';
import { failureOf } from '../../../failures/classifyFailure.ts';

type Props<T> = {
  data: T | undefined;
  error: unknown;
  failedMessage: string;
  loadingLabel: string;
  onRetry: () => void;
  children: (data: T) => ReactNode;
};

/**
 * A screen's data, its loader, or its failure: the spec's 'Failed to fetch …' message (spec 02 §8)
 * with a retry, and the connection banner too when the network or the server was at fault.
 */
export function LoadState<T>({ data, error, failedMessage, loadingLabel, onRetry, children }: Props<T>) {
  if (data !== undefined) return <>{children(data)}</>;
  if (error) {
    const failure = failureOf(error as Parameters<typeof failureOf>[0]);
    if (failure?.kind === 'session') return null;
    return (
      <Stack gap="sm">
        {failure?.kind === 'connection' ? <FailureNotice failure={failure} onRetry={onRetry} /> : null}
        <Alert color="red" variant="light" role="alert" title={failedMessage}>
          {failure && failure.kind !== 'connection' ? failure.message : null}
          <Button mt="xs" size="xs" variant="light" onClick={onRetry}>
            Try again
          </Button>
        </Alert>
      </Stack>
    );
  }
  return <PageLoader label={loadingLabel} />;
}
