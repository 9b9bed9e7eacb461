import type { ErrorLike } from '@apollo/client';
import { failureOf } from '../../../failures/classifyFailure.ts';

/**
 * What a failed change says: the spec's failure message, followed by the server's reason when the
 * server refused the input (a network or server fault adds nothing the user can act on).
 */
export function mutationMessage(error: ErrorLike, fallback: string): string {
  const failure = failureOf(error);
  if (!failure || failure.kind === 'connection' || failure.kind === 'session') return fallback;
  return `${fallback}: ${failure.message}`;
}
