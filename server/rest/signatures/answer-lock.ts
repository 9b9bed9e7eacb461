import { answerKeys } from '../../../domain/forms/answer-keys.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import type { Db } from '../../store/database.ts';
import { lockedQuestionnaires, lockPropertyForms } from '../../store/signatures.ts';
import { conflict } from '../errors.ts';
import { CATALOGUE, questionnaireName } from './catalogue.ts';

/**
 * Refuses (409) a change to the answers of a form any seller has signed, including an answer
 * shared with a signed form through its storage key, asked in another form. Runs inside the save's
 * transaction after locking the property's form rows, so a signature cannot slip in between.
 */
export async function assertAnswersWritable(db: Db, propertyId: number, questionnaireId: number, changedKeys: ReadonlySet<string>): Promise<void> {
  await lockPropertyForms(db, propertyId);
  const locked = await lockedQuestionnaires(db, propertyId);
  if (locked.size === 0) return;
  if (locked.has(questionnaireId)) throw conflict(MESSAGES.formLocked);
  for (const lockedId of locked) {
    const definition = CATALOGUE.latest.get(lockedId);
    if (!definition) continue;
    for (const key of answerKeys(definition).values()) {
      if (changedKeys.has(key)) throw conflict(MESSAGES.sharedAnswerLocked(questionnaireName(lockedId)));
    }
  }
}
