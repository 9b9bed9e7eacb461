/**
 * What the server checks before storing a save (spec 02 §3, §5.2): every answer names a question
 * of the form, that question is enabled in the property's phase and not read-only, and the value
 * passes the answer check the web app runs too (check-answer.ts). `null` clears an answer.
 */
import { checkAnswer, type SaveError } from './check-answer.ts';
import type { AnswerValue, FormDefinition } from './definition.ts';
import { indexQuestions } from './questions.ts';

export type { SaveError } from './check-answer.ts';

export type SaveCheck = { ok: true; answers: Record<string, AnswerValue | null> } | { ok: false; errors: SaveError[] };

export function validateSave(
  definition: FormDefinition,
  changes: Readonly<Record<string, unknown>>,
  isEnabled: (questionId: string) => boolean = () => true,
  today: Date = new Date(),
): SaveCheck {
  const index = indexQuestions(definition);
  const errors: SaveError[] = [];
  const answers: Record<string, AnswerValue | null> = {};
  for (const [questionId, value] of Object.entries(changes)) {
    const question = index.get(questionId);
    if (!question) {
      errors.push({ code: 'UNKNOWN_QUESTION', questionId, message: `The form has no question ${questionId}` });
      continue;
    }
    if (!isEnabled(questionId)) {
      errors.push({
        code: 'DISABLED_IN_PHASE',
        questionId,
        message: `Question ${questionId} is not open in this phase`,
      });
      continue;
    }
    if (question.readOnly) {
      errors.push({ code: 'READ_ONLY', questionId, message: `Question ${questionId} is read-only` });
      continue;
    }
    const problem = checkAnswer(question, value, today);
    if (problem) errors.push(problem);
    else answers[questionId] = value as AnswerValue | null;
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, answers };
}
