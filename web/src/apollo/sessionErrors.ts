import { CombinedGraphQLErrors, ServerError, type ErrorLike } from '@apollo/client';
import { MESSAGES } from '../../../domain/messages.ts';

const SESSION_CODES = new Set(['UNAUTHENTICATED', 'SESSION_EXPIRED']);
const SESSION_STATUSES = new Set([401, 440]);

function messageFromBody(bodyText: string): string | undefined {
  try {
    const body: unknown = JSON.parse(bodyText);
    if (typeof body !== 'object' || body === null) return undefined;
    if ('errors' in body && Array.isArray(body.errors)) {
      const first: unknown = body.errors[0];
      if (typeof first === 'object' && first !== null && 'message' in first && typeof first.message === 'string') {
        return first.message;
      }
    }
    if ('error' in body && typeof body.error === 'object' && body.error !== null && 'message' in body.error) {
      return typeof body.error.message === 'string' ? body.error.message : undefined;
    }
  } catch {
    return undefined;
  }
  return undefined;
}

/**
 * When an error means the sign-in is no longer valid (GraphQL code UNAUTHENTICATED or
 * SESSION_EXPIRED, or HTTP 401/440), the message to show on the auth screen; otherwise null.
 */
export function sessionEndMessage(error: ErrorLike | undefined | null): string | null {
  if (!error) return null;
  if (CombinedGraphQLErrors.is(error)) {
    const found = error.errors.find((item) => SESSION_CODES.has(String(item.extensions?.code ?? '')));
    return found ? found.message : null;
  }
  if (ServerError.is(error) && SESSION_STATUSES.has(error.statusCode)) {
    return (
      messageFromBody(error.bodyText) ??
      (error.statusCode === 440 ? MESSAGES.sessionExpired : MESSAGES.signInRequired)
    );
  }
  return null;
}

/** Whether an error is a NOT_FOUND from the server (an unknown or invisible id). */
export function isNotFound(error: ErrorLike | undefined | null): boolean {
  return CombinedGraphQLErrors.is(error) && error.errors.some((item) => item.extensions?.code === 'NOT_FOUND');
}
