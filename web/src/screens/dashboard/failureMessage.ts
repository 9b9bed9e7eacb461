import { failureOf } from '../../failures/classifyFailure.ts';

/**
 * A failed mutation in the words the spec's "{message}" and "{detail}" slots take, and whether it
 * was a connection problem (which also raises the banner): a refusal reads as the server's own
 * message, a network failure or a server error as the connection it was.
 */
export function failureMessage(error: unknown): { message: string; connection: boolean } {
  const failure = failureOf(error as Parameters<typeof failureOf>[0]);
  if (!failure || failure.kind === 'connection')
    return { message: 'the connection to the server failed', connection: true };
  return { message: failure.message, connection: false };
}
