import type { AnswerChangePayload } from '../../contracts/answer-changes.ts';
import type { ErrorBody, QuestionError, RestErrorCode } from '../../contracts/errors.ts';

/** The REST API's one error type: a status, a stable code and a message safe to show a user. */
export class HttpError extends Error {
  readonly status: number;
  readonly code: RestErrorCode;
  /** The answers a refused save could not take, each with its reason. */
  readonly questions: readonly QuestionError[] | undefined;
  /** The answers someone else changed since the revision a signature was sent for. */
  readonly changes: readonly AnswerChangePayload[] | undefined;
  constructor(
    status: number,
    code: RestErrorCode,
    message: string,
    questions?: readonly QuestionError[],
    changes?: readonly AnswerChangePayload[],
  ) {
    super(message);
    this.status = status;
    this.code = code;
    this.questions = questions;
    this.changes = changes;
  }
}

export const badRequest = (message: string) => new HttpError(400, 'BAD_REQUEST', message);
export const forbidden = (message: string) => new HttpError(403, 'FORBIDDEN', message);
export const notFound = (message: string) => new HttpError(404, 'NOT_FOUND', message);
export const conflict = (message: string) => new HttpError(409, 'CONFLICT', message);

export function errorBody(
  code: RestErrorCode,
  message: string,
  questions?: readonly QuestionError[],
  changes?: readonly AnswerChangePayload[],
): ErrorBody {
  return {
    error: {
      code,
      message,
      ...(questions ? { questions: [...questions] } : {}),
      ...(changes ? { changes: [...changes] } : {}),
    },
  };
}
