import type { ConfirmSectionResponse } from '../../../contracts/questionnaires.ts';
import { answerKeys, answerKeySet } from '../../../domain/forms/answer-keys.ts';
import type { QuestionnaireId } from '../../../domain/forms/definition.ts';
import { canWriteSection } from '../../../domain/forms/form-access.ts';
import { sectionQuestions } from '../../../domain/forms/questions.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { recordCompletionIn } from '../dashboard/record-completion.ts';
import {
  confirmRecordAnswers,
  lockVisibleProperty,
  signedFormsAndAnswers,
  writeAnswers,
} from '../../store/answer-writes.ts';
import type { Db } from '../../store/database.ts';
import type { Viewer } from '../../store/viewer.ts';
import { badRequest, forbidden, notFound } from '../app-error.ts';
import { assertAnswersWritable } from '../signatures/answer-lock.ts';
import { publishAnswersChanged } from '../live/answers-changed.ts';
import { definitionOf, readableDefinition } from './find-form.ts';
import type { Catalogue } from './catalogue.ts';
import { answersFrom, completionOf } from './form-answers.ts';

/**
 * "These are right": the seller confirms, in one tap, the answers of a section that came from
 * public records. Each confirmation is kept in the history; the confirmed answers count as
 * answered (domain/forms/record-prefill.ts), so the form's completion, that of forms sharing them
 * and the property's are recorded in the same transaction. Confirming again confirms nothing more.
 */
export async function confirmSection(
  { db, catalogue, notificationQueued }: { db: Db; catalogue: Catalogue; notificationQueued?: () => void },
  {
    viewer,
    propertyId,
    questionnaireId,
    sectionId,
  }: { viewer: Viewer; propertyId: number; questionnaireId: QuestionnaireId; sectionId: string },
): Promise<ConfirmSectionResponse> {
  let notification: number | null = null;
  const result = await db.transaction().execute(async (trx) => {
    const property = await lockVisibleProperty(trx, viewer, propertyId);
    if (!property) throw notFound(MESSAGES.propertyNotFound(propertyId));
    const newest = readableDefinition(viewer, questionnaireId, catalogue.latest);
    const instance = property.forms.get(questionnaireId);
    const definition = await definitionOf(trx, newest, instance, property);
    const section = definition.sections.find((candidate) => candidate.id === sectionId);
    if (!section) throw badRequest(MESSAGES.sectionNotFound(sectionId));
    if (!canWriteSection(viewer.role, definition.path, section.id)) throw forbidden(MESSAGES.formReadOnly);

    const keysOf = answerKeys(definition);
    const keys = new Set(sectionQuestions(section).map((question) => keysOf.get(question.id)!));
    const sharing = [...catalogue.latest.values()].filter(
      (form) =>
        form.id !== definition.id &&
        property.forms.has(form.id) &&
        [...keys].some((key) => answerKeySet(form).has(key)),
    );
    const { signed, answers } = await signedFormsAndAnswers(trx, propertyId, [
      ...new Set([definition, ...sharing].flatMap((form) => [...answerKeySet(form)])),
    ]);
    const pending = [...keys].filter((key) => answers.get(key)?.source === 'record' && !answers.get(key)?.confirmedAt);
    assertAnswersWritable(signed, questionnaireId, new Set(pending));
    const now = new Date();
    const confirmed = await confirmRecordAnswers(trx, {
      propertyId,
      version: instance?.version ?? definition.version,
      keys: pending,
      userId: viewer.id,
      now,
    });
    for (const key of confirmed) answers.set(key, { ...answers.get(key)!, confirmedAt: now });

    const shown = answersFrom(definition, answers, catalogue);
    const own = completionOf(definition, shown.answers, shown.origins);
    const completions = new Map<QuestionnaireId, number>([[definition.id, own.percent ?? 0]]);
    for (const form of sharing) {
      const theirs = answersFrom(form, answers, catalogue);
      completions.set(form.id, completionOf(form, theirs.answers, theirs.origins).percent ?? 0);
    }
    if (confirmed.length > 0) {
      await writeAnswers(trx, {
        propertyId,
        questionnaireId,
        version: instance?.version ?? definition.version,
        userId: viewer.id,
        changes: [],
        completions,
        now,
      });
      const moved = [...completions].some(([id, percent]) => percent !== (property.forms.get(id)?.completion ?? 0));
      if (moved) notification = (await recordCompletionIn(trx, propertyId)).notification;
      const confirmedNow = new Set(confirmed);
      await publishAnswersChanged(trx, {
        propertyId,
        actorId: viewer.id,
        definition,
        changes: sectionQuestions(section)
          .filter((question) => confirmedNow.has(keysOf.get(question.id)!))
          .map((question) => ({
            key: keysOf.get(question.id)!,
            questionId: question.id,
            value: answers.get(keysOf.get(question.id)!)?.value ?? null,
          })),
        formPercent: own.percent ?? 0,
        catalogue,
      });
    }
    const confirmedKeys = new Set(confirmed);
    return {
      confirmed: sectionQuestions(section)
        .filter((question) => confirmedKeys.has(keysOf.get(question.id)!))
        .map((question) => question.id),
      completion: own,
    };
  });
  if (notification !== null) notificationQueued?.();
  return result;
}
