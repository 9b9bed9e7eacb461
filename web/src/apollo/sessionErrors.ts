import type { ErrorLike } from '@apollo/client';
import { failureOf } from '../failures/classifyFailure.ts';

/**
 * When an error means the sign-in is no longer valid (GraphQL code UNAUTHENTICATED or
 * SESSION_EXPIRED, or HTTP 401/440), the message to show on the auth screen; otherwise null.
 */
export function sessionEndMessage(error: ErrorLike | undefined | null): string | null {
  const failure = failureOf(error);
  return failure?.kind === 'session' ? failure.message : null;
}

/** Whether an error is a NOT_FOUND from the server (an unknown or invisible id). */
export function isNotFound(error: ErrorLike | undefined | null): boolean {
  return failureOf(error)?.kind === 'notFound';
}
