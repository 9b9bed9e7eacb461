import { GraphQLError } from 'graphql';

/** REST status → GraphQL `extensions.code`, in one place (CONVENTIONS.md). */
const CODES: Record<number, string> = {
  400: 'BAD_USER_INPUT',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'BAD_USER_INPUT',
  422: 'BAD_USER_INPUT',
  440: 'SESSION_EXPIRED',
};

export function codeForStatus(status: number): string {
  return CODES[status] ?? (status >= 500 ? 'UPSTREAM_ERROR' : 'BAD_REQUEST');
}

/** The error for a non-2xx answer; the API's own message is kept, since the web app shows it. */
export function restError(status: number, body: unknown): GraphQLError {
  const message =
    typeof body === 'object' && body !== null && 'error' in body && typeof (body as { error: { message?: unknown } }).error?.message === 'string'
      ? (body as { error: { message: string } }).error.message
      : status >= 500
        ? 'The service is having problems. Please try again in a few minutes.'
        : `Request failed with status ${status}.`;
  return new GraphQLError(message, { extensions: { code: codeForStatus(status)} });
}

export function upstreamUnavailable(cause: unknown): GraphQLError {
  const timedOut = cause instanceof Error && /Timeout/i.test(cause.name + cause.message);
  return new GraphQLError(
    timedOut ? 'The service took too long to answer. Please try again.' : 'The service is unavailable. Please try again in a few minutes.',
    { extensions: { code: timedOut ? 'UPSTREAM_TIMEOUT' : 'UPSTREAM_UNAVAILABLE'} },
  );
}
