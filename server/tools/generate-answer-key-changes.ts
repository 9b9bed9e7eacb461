/**
 * Writes server/store/migrations/0018-pdtf-answer-keys.changes.ts: every question whose stored
 * answer moved to another key, or whose option keys or type changed, when the forms were fitted to
 * the PDTF standard, with how each old option key reads now; and the forms whose content changed
 * without a new version number. The migration of that name applies
 * the list, frozen, so later content changes never alter what it does to an old database.
 *
 * Run with the domain folder of the release before the change checked out elsewhere, e.g.
 *   git archive <commit-before> domain | tar -x -C /tmp/before
 *   node server/tools/generate-answer-key-changes.ts /tmp/before/domain
 */
import { writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { answerKey } from '../../domain/forms/answer-keys.ts';
import { FORM_DEFINITIONS } from '../../domain/forms/content/index.ts';
import { definitionHash } from '../store/questionnaires.ts';
import type { FormDefinition, OptionMap, Question } from '../../domain/forms/definition.ts';
import { allQuestions } from '../../domain/forms/questions.ts';

/**
 * Old options whose label is not the new option's label but whose answer is the same fact,
 * reviewed one by one: an owner of a share of the freehold holds a lease (docs/decisions/0137-answers-carried-over-to-the-standards-keys.md).
 */
const REVIEWED: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  '5:3_1': { '3': '4' },
};

const normal = (label: string) => label.trim().toLowerCase();

type Change = {
  questionnaireId: number;
  questionId: string;
  oldKey: string;
  newKey: string;
  oldOptions: OptionMap;
  /** Old option key → the value stored from now on (a new key, or the label for a question now typed). */
  values: Record<string, string>;
  /** Old option keys with no counterpart, stored as they were. */
  kept: string[];
};

function optionChanges(formId: number, before: Question, after: Question): Pick<Change, 'values' | 'kept'> {
  const values: Record<string, string> = {};
  const kept: string[] = [];
  const reviewed = REVIEWED[`${formId}:${before.id}`] ?? {};
  for (const [key, label] of Object.entries(before.answers ?? {})) {
    const now = after.answers ?? {};
    if (reviewed[key]) values[key] = reviewed[key];
    else if (!after.answers && after.type !== 'select' && after.type !== 'checkbox') values[key] = label;
    else if (now[key] !== undefined && normal(now[key]) === normal(label)) continue;
    else {
      const match = Object.entries(now).find(([, nowLabel]) => normal(nowLabel) === normal(label));
      if (match) values[key] = match[0];
      else if (now[key] !== undefined)
        throw new Error(`${formId}:${before.id} option '${key}' (${label}) now means '${now[key]}': review it`);
      else kept.push(key);
    }
  }
  return { values, kept };
}

export function answerKeyChanges(before: readonly FormDefinition[], after: readonly FormDefinition[]): Change[] {
  const changes: Change[] = [];
  for (const oldForm of before) {
    const newForm = after.find((form) => form.id === oldForm.id);
    if (!newForm) continue;
    const newQuestions = new Map(allQuestions(newForm).map((question) => [question.id, question]));
    for (const question of allQuestions(oldForm)) {
      const now = newQuestions.get(question.id);
      if (!now) continue;
      if (question.listQuestions || now.listQuestions) {
        if (
          JSON.stringify(question.listQuestions) !== JSON.stringify(now.listQuestions) &&
          JSON.stringify(question.listQuestions?.map((c) => [c.id, c.type, c.answers])) !==
            JSON.stringify(now.listQuestions?.map((c) => [c.id, c.type, c.answers]))
        ) {
          throw new Error(`${oldForm.id}:${question.id} list columns changed: not handled`);
        }
      }
      const oldKey = answerKey(oldForm, question);
      const newKey = answerKey(newForm, now);
      const sameOptions = JSON.stringify(question.answers ?? null) === JSON.stringify(now.answers ?? null);
      if (oldKey === newKey && question.type === now.type && sameOptions) continue;
      changes.push({
        questionnaireId: oldForm.id,
        questionId: question.id,
        oldKey,
        newKey,
        oldOptions: question.answers ?? {},
        ...optionChanges(oldForm.id, question, now),
      });
    }
  }
  return changes;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const domain = process.argv[2];
  if (!domain) throw new Error('usage: generate-answer-key-changes.ts <domain folder before the change>');
  const before = (await import(pathToFileURL(`${domain}/forms/content/index.ts`).href)) as {
    FORM_DEFINITIONS: readonly FormDefinition[];
  };
  const changes = answerKeyChanges(before.FORM_DEFINITIONS, FORM_DEFINITIONS);
  const refitted = FORM_DEFINITIONS.filter((form) => {
    const old = before.FORM_DEFINITIONS.find((candidate) => candidate.id === form.id);
    return old && old.version === form.version && definitionHash(old) !== definitionHash(form);
  }).map((form) => form.id);
  writeFileSync(
    new URL('../store/migrations/0018-pdtf-answer-keys.changes.ts', import.meta.url),
    [
      '// Generated by server/tools/generate-answer-key-changes.ts from the forms before and after they were fitted to the PDTF standard. Frozen: do not edit.',
      "import type { AnswerKeyChange } from './0018-pdtf-answer-keys.types.ts';",
      '',
      'export const ANSWER_KEY_CHANGES: readonly AnswerKeyChange[] = [',
      ...changes.map((change) => `  ${JSON.stringify(change)},`),
      '];',
      '',
      '/** Forms whose content changed under the same version number. */',
      `export const REFITTED_QUESTIONNAIRES: readonly number[] = ${JSON.stringify(refitted)};`,
      '',
    ].join('\n'),
  );
}
