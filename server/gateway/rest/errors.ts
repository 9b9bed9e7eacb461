import { GraphQLError } from 'graphql';
import type { AnswerChangePayload } from '../../../contracts/answer-changes.ts';

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
  // A REST API run apart from the gateway (REST_URL) counts the gateway's calls per user.
  429: 'RATE_LIMITED',
  440: 'SESSION_EXPIRED',
  // The API's database or document store out of reach for a moment: worth trying again shortly.
  503: 'SERVICE_UNAVAILABLE',
};

export function codeForStatus(status: number): string {
  return CODES[status] ?? (status >= 500 ? 'UPSTREAM_ERROR' : 'BAD_REQUEST');
}

/** The refused answers a REST error body names, renamed for GraphQL; none when it names none. */
function refusedQuestions(body: unknown): { questionId: string; message: string }[] | undefined {
  if (typeof body !== 'object' || body === null || !('error' in body)) return undefined;
  const { error } = body as { error: { questions?: unknown } };
  if (!Array.isArray(error?.questions)) return undefined;
  return error.questions
    .filter(
      (item): item is { question_id: string; message: string } =>
        typeof item?.question_id === 'string' && typeof item?.message === 'string',
    )
    .map((item) => ({ questionId: item.question_id, message: item.message }));
}

/** The changes a refused signature names, renamed for GraphQL as `AnswerChange` names its fields; none when it names none. */
function answerChanges(body: unknown) {
  if (typeof body !== 'object' || body === null || !('error' in body)) return undefined;
  const { error } = body as { error: { changes?: unknown } };
  if (!Array.isArray(error?.changes)) return undefined;
  return (error.changes as AnswerChangePayload[]).map((change) => ({
    questionKey: change.question_id,
    question: change.question,
    kind: change.kind.toUpperCase(),
    changedBy: change.changed_by,
    cleared: change.cleared,
    changedAt: change.changed_at,
  }));
}

/**
 * The error for a non-2xx answer; the API's own message is kept, since the web app shows it. A
 * refused save's questions travel in `extensions.questions`, so the app shows each reason beside its question;
 * a signature refused for answers changed since the signer looked names them in `extensions.changes`.
 */
export function restError(status: number, body: unknown): GraphQLError {
  const message =
    typeof body === 'object' &&
    body !== null &&
    'error' in body &&
    typeof (body as { error: { message?: unknown } }).error?.message === 'string'
      ? (body as { error: { message: string } }).error.message
      : status >= 500
        ? 'The service is having problems. Please try again in a few minutes.'
        : `Request failed with status ${status}.`;
  const questions = refusedQuestions(body);
  const changes = answerChanges(body);
  return new GraphQLError(message, {
    extensions: {
      code: restCode(body) === 'TERMS_NOT_ACCEPTED' ? 'TERMS_NOT_ACCEPTED' : codeForStatus(status),
      ...(questions ? { questions } : {}),
      ...(changes ? { changes } : {}),
    },
  });
}

/** The REST API's own code: kept where it says more than the status (the terms not accepted, beside any other 403). */
function restCode(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || !('error' in body)) return undefined;
  const { error } = body as { error: { code?: unknown } };
  return typeof error?.code === 'string' ? error.code : undefined;
}

export function upstreamUnavailable(cause: unknown): GraphQLError {
  const timedOut = cause instanceof Error && /Timeout/i.test(cause.name + cause.message);
  return new GraphQLError(
    timedOut
      ? 'The service took too long to answer. Please try again.'
      : 'The service is unavailable. Please try again in a few minutes.',
    { extensions: { code: timedOut ? 'UPSTREAM_TIMEOUT' : 'UPSTREAM_UNAVAILABLE' } },
  );
}
