import type { AnswerChangePayload } from '../../contracts/answer-changes.ts';
import type { QuestionError } from '../../contracts/errors.ts';
import { MESSAGES } from '../../domain/messages.ts';

/**
 * Why a use case refused, in the product's terms; each transport says it its own way (the REST API
 * as a status and error code in `server/rest/app-errors.ts`, the gateway from that).
 */
export type AppErrorCode =
  | 'invalid'
  | 'answers-refused'
  | 'forbidden'
  | 'not-found'
  | 'conflict'
  | 'answers-changed'
  | 'too-large'
  | 'unsupported-type'
  | 'unreadable-file'
  | 'provider-failed'
  | 'provider-timed-out'
  | 'unavailable';

/** The one error a use case throws: a code and a message safe to show a user, with the details some codes carry. */
export class AppError extends Error {
  readonly code: AppErrorCode;
  /** The answers a refused save could not take, each with its reason (`answers-refused`). */
  readonly questions: readonly QuestionError[] | undefined;
  /** The answers someone else changed since the revision a signature was sent for (`answers-changed`). */
  readonly changes: readonly AnswerChangePayload[] | undefined;
  constructor(
    code: AppErrorCode,
    message: string,
    details: { questions?: readonly QuestionError[]; changes?: readonly AnswerChangePayload[] } = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.questions = details.questions;
    this.changes = details.changes;
  }
}

export const badRequest = (message: string) => new AppError('invalid', message);
/** A save refused for its answers: the message sums up, `questions` names each one. */
export const answersRefused = (message: string, questions: readonly QuestionError[]) =>
  new AppError('answers-refused', message, { questions });
export const forbidden = (message: string) => new AppError('forbidden', message);
export const notFound = (message: string) => new AppError('not-found', message);
export const conflict = (message: string) => new AppError('conflict', message);
/** A signature refused because someone else changed the answers since the revision the signer saw: each change. */
export const answersChanged = (changes: readonly AnswerChangePayload[]) =>
  new AppError('answers-changed', MESSAGES.answersChanged, { changes });
