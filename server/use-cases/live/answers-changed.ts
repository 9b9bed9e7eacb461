import { answerKeySet } from '../../../domain/forms/answer-keys.ts';
import type { FormDefinition } from '../../../domain/forms/definition.ts';
import { finalAnswers } from '../../store/answer-writes.ts';
import { answerFigures } from '../../store/property-events.ts';
import type { AnswerChange } from '../../store/questionnaires.ts';
import type { Db } from '../../store/database.ts';
import type { Catalogue } from '../questionnaires/catalogue.ts';
import { publishPropertyEvent, type ChangedAnswerData } from './publish-property-event.ts';

/**
 * The answers_changed event of a save (answers given or cleared, public records, a confirmed
 * section): each answer of the form that changed with the number the form shows for it and its
 * value now, the form's revision and percent, and the property's percent, as they commit.
 * Nothing is published when nothing changed.
 */
export async function publishAnswersChanged(
  /** The transaction of the change. */
  trx: Db,
  input: {
    propertyId: number;
    actorId: string | null;
    definition: FormDefinition;
    changes: readonly AnswerChange[];
    formPercent: number;
    catalogue: Catalogue;
    /**
     * The form's answers revision and the property's completion as the transaction leaves them,
     * when the caller knows them (a save: the history it wrote, the completion it stored); read
     * otherwise.
     */
    figures?: { revision: string; complete: number };
  },
): Promise<void> {
  if (input.changes.length === 0) return;
  const questions = input.catalogue.questionsOf(input.definition);
  const { set, cleared } = finalAnswers(input.changes);
  const clearedKeys = new Set(cleared);
  const byQuestion = new Map<string, ChangedAnswerData>();
  for (const change of input.changes) {
    const question = questions.get(change.questionId);
    if (!question) continue;
    const final = set.find((entry) => entry.key === change.key);
    byQuestion.set(change.questionId, {
      question_key: change.questionId,
      reference: question.formReference ?? question.question,
      value: clearedKeys.has(change.key) ? null : (final?.value ?? change.value ?? null),
    });
  }
  if (byQuestion.size === 0) return;
  const figures = input.figures ?? (await answerFigures(trx, input.propertyId, [...answerKeySet(input.definition)]));
  await publishPropertyEvent(trx, input.propertyId, input.actorId, {
    type: 'answers_changed',
    data: {
      questionnaire_id: input.definition.id,
      answers: [...byQuestion.values()],
      answers_revision: figures.revision,
      form_percent: input.formPercent,
      property_complete: figures.complete,
    },
  });
}
