import type { AnswerChangePayload } from '../../contracts/answer-changes.ts';
import type { ErrorBody, QuestionError, RestErrorCode } from '../../contracts/errors.ts';
import { MESSAGES } from '../../domain/messages.ts';

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
/** A save refused for its answers (400): the message sums up, `questions` names each one. */
export const answersRefused = (message: string, questions: readonly QuestionError[]) =>
  new HttpError(400, 'BAD_REQUEST', message, questions);
export const forbidden = (message: string) => new HttpError(403, 'FORBIDDEN', message);
export const notFound = (message: string) => new HttpError(404, 'NOT_FOUND', message);
export const conflict = (message: string) => new HttpError(409, 'CONFLICT', message);
/** A signature refused (409) because someone else changed the answers since the revision the signer saw: each change. */
export const answersChanged = (changes: readonly AnswerChangePayload[]) =>
  new HttpError(409, 'CONFLICT', MESSAGES.answersChanged, undefined, changes);

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
