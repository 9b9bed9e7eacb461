import { CombinedGraphQLErrors, type ErrorLike } from '@apollo/client';
import type { SaveFailure } from '../../../../domain/forms/autosave-machine.ts';
import { classifyFailure } from '../../failures/classifyFailure.ts';

/** The refused questions a GraphQL error carries in `extensions.questions` (see server/gateway/rest/errors.ts). */
function refusedQuestions(error: ErrorLike): { questionId: string; message: string }[] {
  if (!CombinedGraphQLErrors.is(error)) return [];
  return error.errors.flatMap((item) => {
    const questions = item.extensions?.questions;
    if (!Array.isArray(questions)) return [];
    return questions.filter(
      (question): question is { questionId: string; message: string } =>
        typeof question === 'object' &&
        question !== null &&
        typeof question.questionId === 'string' &&
        typeof question.message === 'string',
    );
  });
}

/** Why a save failed, from the error Apollo gave (see SaveFailure for what autosave does with each). */
export function saveFailureOf(error: ErrorLike): SaveFailure {
  const failure = classifyFailure(error);
  switch (failure.kind) {
    case 'connection':
      return { kind: 'connection' };
    case 'session':
      return { kind: 'session' };
    case 'conflict':
      return { kind: 'locked', message: failure.message };
    default:
      return { kind: 'refused', message: failure.message, questions: refusedQuestions(error) };
  }
}

/** Why the form was not signed when the answers before the signature could not all be saved. */
export function notSignedBecause(failure: SaveFailure): string {
  switch (failure.kind) {
    case 'refused':
      return 'Some of your answers could not be saved, so the form has not been signed. Please correct the answers marked in red, then sign again.';
    case 'locked':
      return failure.message;
    case 'session':
      return 'Your latest answers could not be saved, so the form has not been signed. Please sign in again.';
    case 'connection':
      return 'Your latest answers could not be saved, so the form has not been signed. Please check your connection and try again.';
  }
}
