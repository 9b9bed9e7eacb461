import { answerKeySet } from '../../../domain/forms/answer-keys.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { conflict } from '../app-error.ts';
import { CATALOGUE, questionnaireName } from './catalogue.ts';

/**
 * Refuses (409) a change to the answers of a form any seller has signed, including an answer
 * shared with a signed form through its storage key, asked in another form. `signed` is read inside
 * the save's transaction after locking the property's form rows, so a signature cannot slip in
 * between.
 */
export function assertAnswersWritable(
  signed: ReadonlySet<number>,
  questionnaireId: number,
  changedKeys: ReadonlySet<string>,
): void {
  if (signed.size === 0) return;
  if (signed.has(questionnaireId)) throw conflict(MESSAGES.formLocked);
  for (const signedId of signed) {
    const definition = CATALOGUE.latest.get(signedId);
    if (!definition) continue;
    const keys = answerKeySet(definition);
    for (const key of changedKeys) {
      if (keys.has(key)) throw conflict(MESSAGES.sharedAnswerLocked(questionnaireName(signedId)));
    }
  }
}
