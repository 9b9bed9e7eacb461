import type { QuestionnaireResponse } from '../../../contracts/questionnaires.ts';
import { answerKey, answerKeySet } from '../../../domain/forms/answer-keys.ts';
import { prefillFromTitle } from '../../../domain/forms/prefill.ts';
import { mayConfirmSection, prefillFromRecords, type AnswerOrigin } from '../../../domain/forms/record-prefill.ts';
import { publicFactsByPath } from '../../../domain/public-records.ts';
import { readPublicRecords } from '../../store/public-records.ts';
import type { TitleData } from '../../../domain/forms/title-data.ts';
import {
  QUESTIONNAIRE,
  type AnswerValue,
  type FormDefinition,
  type QuestionnaireId,
} from '../../../domain/forms/definition.ts';
import { writableSections } from '../../../domain/forms/form-access.ts';
import { indexQuestions } from '../../../domain/forms/questions.ts';
import type { PhaseId } from '../../../domain/phases.ts';
import type { Db } from '../../store/database.ts';
import { writeAnswers } from '../../store/answer-writes.ts';
import { answersRevision } from '../../store/answer-revisions.ts';
import { findFormInstance, keysEverGiven } from '../../store/questionnaires.ts';
import { liveSignatures, lockPropertyForms } from '../../store/signatures.ts';
import { attachmentsOf } from './form-files.ts';
import { titleOf } from './title-of.ts';
import { publishAnswersChanged } from '../live/answers-changed.ts';
import type { Viewer } from '../../store/viewer.ts';
import { openForm } from './find-form.ts';
import { propertySignatures, signingStateOf } from '../signatures/signing-state.ts';
import type { Catalogue } from './catalogue.ts';
import { answersOf, completionOf, disabledQuestions } from './form-answers.ts';

/**
 * The first time a form is opened, what the title register states is filled in (spec 02 §4.3,
 * extended to every form by PDTF path), as answers from the title that the seller may change.
 * Only empty answers are filled, and the form's instance then exists, so it happens once. Like
 * every writer of answers it holds the property's form rows while it writes, so a signature's
 * check sees it whole or not at all (docs/decisions/0361-…).
 */
async function prefillOnce(
  db: Db,
  propertyId: number,
  definition: FormDefinition,
  catalogue: Catalogue,
  title: TitleData | null,
) {
  if (!title) return;
  await db.transaction().execute(async (trx) => {
    await lockPropertyForms(trx, propertyId);
    // Another reader may have opened the form first.
    if (await findFormInstance(trx, propertyId, definition.id)) return;
    await fillFromTitle(trx, propertyId, definition, catalogue, title);
  });
}

async function fillFromTitle(
  db: Db,
  propertyId: number,
  definition: FormDefinition,
  catalogue: Catalogue,
  title: TitleData,
) {
  const { answers } = await answersOf({ db, catalogue }, { propertyId, definition });
  const prefilled = prefillFromTitle(definition, title, answers);
  const questions = catalogue.questionsOf(definition);
  const changes = Object.entries(prefilled).map(([questionId, { value }]) => ({
    key: answerKey(definition, questions.get(questionId)!),
    questionId,
    value,
  }));
  // Only empty answers are filled, so the form reads as its answers plus the prefilled ones.
  const after = {
    ...answers,
    ...Object.fromEntries(Object.entries(prefilled).map(([questionId, { value }]) => [questionId, value])),
  };
  await writeAnswers(db, {
    propertyId,
    questionnaireId: definition.id,
    version: definition.version,
    userId: null,
    source: 'title',
    changes,
    completions: new Map([[definition.id, completionOf(definition, after).percent ?? 0]]),
  });
}

/**
 * What public records say fills the form's answers that were never given, on every read: a record
 * that arrives after the form was first opened still fills it, and a read that finds nothing new
 * writes nothing. An answer the seller gave, changed or cleared is never filled again. What to
 * fill is worked out again under the lock of the property's form rows before it is written, so it
 * neither slips between a signature's check and its commit nor fills an answer given meanwhile.
 */
async function prefillFromPublicRecords(
  db: Db,
  propertyId: number,
  definition: FormDefinition,
  catalogue: Catalogue,
  signedForms: ReadonlySet<number>,
): Promise<void> {
  if (!(await fillFromPublicRecords(db, propertyId, definition, catalogue, signedForms, false))) return;
  await db.transaction().execute(async (trx) => {
    await lockPropertyForms(trx, propertyId);
    const signed = new Set((await liveSignatures(trx, propertyId)).map((signature) => signature.questionnaireId));
    await fillFromPublicRecords(trx, propertyId, definition, catalogue, signed, true);
  });
}

/** Whether public records have answers to fill (and, with `write`, fills them). */
async function fillFromPublicRecords(
  db: Db,
  propertyId: number,
  definition: FormDefinition,
  catalogue: Catalogue,
  signedForms: ReadonlySet<number>,
  write: boolean,
): Promise<boolean> {
  // A signed form keeps its answers as signed, and so do the answers it shares with this one.
  if (signedForms.has(definition.id)) return false;
  const facts = publicFactsByPath(await readPublicRecords(db, propertyId));
  if (Object.keys(facts).length === 0) return false;
  const { answers, origins } = await answersOf({ db, catalogue }, { propertyId, definition });
  const candidates = prefillFromRecords(definition, facts, answers);
  if (Object.keys(candidates).length === 0) return false;
  const questions = catalogue.questionsOf(definition);
  const keyOf = (questionId: string) => answerKey(definition, questions.get(questionId)!);
  const given = await keysEverGiven(db, propertyId, Object.keys(candidates).map(keyOf));
  const signedKeys = new Set(
    [...signedForms].flatMap((id) => {
      const form = catalogue.latest.get(id);
      return form ? [...answerKeySet(form)] : [];
    }),
  );
  const prefilled = Object.entries(candidates).filter(
    ([questionId]) => !given.has(keyOf(questionId)) && !signedKeys.has(keyOf(questionId)),
  );
  if (prefilled.length === 0) return false;
  if (!write) return true;
  // Two questions of the form may share a key: the first fills it.
  const seen = new Set<string>();
  const changes = prefilled
    .filter(([questionId]) => !seen.has(keyOf(questionId)) && Boolean(seen.add(keyOf(questionId))))
    .map(([questionId, { value, source }]) => {
      const { kind: _kind, ...provenance } = source;
      return { key: keyOf(questionId), questionId, value, provenance };
    });
  const after = { ...answers, ...Object.fromEntries(prefilled.map(([questionId, { value }]) => [questionId, value])) };
  const afterOrigins = {
    ...origins,
    ...Object.fromEntries(prefilled.map(([questionId]) => [questionId, { kind: 'record', confirmed: false } as const])),
  };
  await writeAnswers(db, {
    propertyId,
    questionnaireId: definition.id,
    version: definition.version,
    userId: null,
    source: 'record',
    changes,
    completions: new Map([[definition.id, completionOf(definition, after, afterOrigins).percent ?? 0]]),
  });
  // The platform filled them: the event has no actor. Last in the transaction (it holds the event sequence).
  await publishAnswersChanged(db, {
    propertyId,
    actorId: null,
    definition,
    changes,
    formPercent: completionOf(definition, after, afterOrigins).percent ?? 0,
    catalogue,
  });
  return true;
}

/**
 * A form of the property as the viewer reads it: its definition in the version it was answered in,
 * the answers with where each came from, completion, what the viewer may write or confirm, and
 * where its signing stands. Opening a form fills what the title and public records state.
 */
export async function readQuestionnaire(
  { db, catalogue }: { db: Db; catalogue: Catalogue },
  { viewer, propertyId, questionnaireId }: { viewer: Viewer; propertyId: number; questionnaireId: QuestionnaireId },
): Promise<QuestionnaireResponse> {
  const { definition, instance, property } = await openForm(
    { db, latest: catalogue.latest },
    { viewer, propertyId, questionnaireId },
  );
  if (!instance) await prefillOnce(db, propertyId, definition, catalogue, titleOf(property.data));
  const signatures = await propertySignatures(db, propertyId);
  await prefillFromPublicRecords(
    db,
    propertyId,
    definition,
    catalogue,
    new Set(signatures.live.map((signature) => signature.questionnaireId)),
  );
  // The revision is read before the answers, so the answers shown are never older than it.
  const revision = await answersRevision(db, propertyId, [...answerKeySet(definition)]);
  const { answers, sources, origins } = await answersOf({ db, catalogue }, { propertyId, definition });
  const sections = writableSections(viewer.role, definition.path);
  const completion = completionOf(definition, answers, origins);
  return {
    // The contract's arrays are mutable where the definition's are readonly; the shapes are the
    // same (tests/unit/contracts/questionnaire-contract.test.ts), and Fastify only reads them.
    questionnaire: definition as QuestionnaireResponse['questionnaire'],
    answers: answers as QuestionnaireResponse['answers'],
    answers_revision: revision,
    sources,
    completion,
    accepted: instance?.accepted ?? false,
    writable_sections: sections === 'all' ? 'all' : [...sections],
    disabled_questions: disabledQuestions(definition, property.phaseId as PhaseId),
    confirmable_sections: confirmableSections(definition, answers, origins),
    attachments: await attachmentsOf(db, { propertyId, definition, answers }),
    ta6_part1_active: property.ta6Part1Active,
    preliminary_accepted:
      definition.path === 'leasehold'
        ? ((await findFormInstance(db, propertyId, QUESTIONNAIRE.preliminary))?.accepted ?? false)
        : false,
    signing: signingStateOf(signatures, {
      form: { questionnaireId: definition.id, completion: completion.percent, accepted: instance?.accepted ?? false },
      viewer: { id: viewer.id, isSeller: property.isSeller },
    }),
  };
}

function confirmableSections(
  definition: FormDefinition,
  answers: Record<string, AnswerValue>,
  origins: Readonly<Record<string, AnswerOrigin>>,
): string[] {
  const index = indexQuestions(definition);
  return definition.sections
    .filter((section) => mayConfirmSection(section, answers, origins, index))
    .map((section) => section.id);
}
