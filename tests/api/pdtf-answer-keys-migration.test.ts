import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerKey } from '../../domain/forms/answer-keys.ts';
import { PUBLISHED_FORMS } from '../../domain/forms/content/published.ts';
import type { Question } from '../../domain/forms/definition.ts';
import { indexQuestions } from '../../domain/forms/questions.ts';
import { dropSchema, openDatabase, type DatabaseHandle } from '../../server/store/database.ts';
import { migrateToLatest, migrateUpTo } from '../../server/store/migrate.ts';
import {
  ANSWER_KEY_CHANGES,
  REFITTED_QUESTIONNAIRES,
} from '../../server/store/migrations/0018-pdtf-answer-keys.changes.ts';
import type { AnswerKeyChange } from '../../server/store/migrations/0018-pdtf-answer-keys.types.ts';
import { answerHistory, loadDefinition, publishDefinitions, readAnswers } from '../../server/store/questionnaires.ts';
import { seedPhases } from '../../server/store/phases.ts';

const url = process.env.DATABASE_URL;

/** One old answer to write: a changed question and one of its old option keys. */
type Case = { change: AnswerKeyChange; value: string };

function questionNow(change: AnswerKeyChange): Question {
  const form = PUBLISHED_FORMS.find((definition) => definition.id === change.questionnaireId)!;
  return indexQuestions(form).get(change.questionId)!;
}

/** Every old option of every changed question, spread over properties so no property holds two answers for one key. */
function spreadCases(): Case[][] {
  const properties: { cases: Case[]; keys: Set<string> }[] = [];
  for (const change of ANSWER_KEY_CHANGES) {
    const values = Object.keys(change.oldOptions).length ? Object.keys(change.oldOptions) : ['given before'];
    for (const value of values) {
      let home = properties.find((property) => !property.keys.has(change.oldKey) && !property.keys.has(change.newKey));
      if (!home) properties.push((home = { cases: [], keys: new Set() }));
      home.cases.push({ change, value });
      home.keys.add(change.oldKey).add(change.newKey);
    }
  }
  return properties.map((property) => property.cases);
}

const wrap = (value: string) => JSON.stringify({ v: value });
const normal = (label: string) => label.trim().toLowerCase();

/**
 * A database as the release before the forms were fitted to the PDTF standard left it, with an
 * answer under the old key and old option key for every option of every changed question (and
 * its history), migrated: each answer is read back under the key the form now reads, meaning the
 * same option (by its label), or the label itself for a question now typed, or kept as it was
 * where the form no longer offers the option.
 */
describe(`carrying answers over to the PDTF keys on ${url ? 'PostgreSQL' : 'PGlite'}`, () => {
  const schema = `akm_${randomBytes(4).toString('hex')}`;
  let handle: DatabaseHandle;
  const spread = spreadCases();
  const propertyIds: number[] = [];
  let migrationMs = 0;
  let conflict: { oldNewer: number; newNewer: number; change: AnswerKeyChange };

  async function addProperty(name: string): Promise<number> {
    const row = await handle.db
      .insertInto('properties')
      .values({
        name,
        address: '1 Mill Lane',
        city: 'Stroud',
        postcode: 'GL5 2AA',
        title_number: null,
        agency_id: null,
        owner_id: null,
        creator_id: null,
        friendly_id: `MR-${randomBytes(4).toString('hex')}`,
        phase_id: 1,
        complete: 0,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  type OldAnswer = { key: string; change: AnswerKeyChange; value: string; at: Date };

  /** Writes answers and their history (cleared, then given) as the old release did, in one statement each. */
  async function writeOld(propertyId: number, answers: readonly OldAnswer[]): Promise<void> {
    const own = ({ key, change }: OldAnswer) => ({
      property_id: propertyId,
      answer_key: key,
      questionnaire_id: change.questionnaireId,
      question_id: change.questionId,
    });
    await handle.db
      .insertInto('answers')
      .values(
        answers.map((answer) => ({
          ...own(answer),
          value: wrap(answer.value),
          updated_by: null,
          updated_at: answer.at,
        })),
      )
      .execute();
    await handle.db
      .insertInto('answer_history')
      .values(
        answers.flatMap((answer) => [
          { ...own(answer), value: null, version: 1, changed_by: null, changed_at: answer.at },
          { ...own(answer), value: wrap(answer.value), version: 1, changed_by: null, changed_at: answer.at },
        ]),
      )
      .execute();
  }

  beforeAll(async () => {
    handle = await openDatabase({ databaseUrl: url, schema });
    await migrateUpTo(handle.db, '0016-attribute-rollup', url ? schema : undefined);
    await seedPhases(handle.db);
    // The forms as that release published them: the same version number, other content.
    for (const definition of PUBLISHED_FORMS.filter((form) => REFITTED_QUESTIONNAIRES.includes(form.id))) {
      await handle.db
        .insertInto('questionnaire_versions')
        .values({
          questionnaire_id: definition.id,
          version: definition.version,
          content_hash: 'before-the-standard',
          definition: JSON.stringify({ ...definition, name: 'before' }),
        })
        .execute();
    }
    for (const [index, cases] of spread.entries()) {
      const propertyId = await addProperty(`Old answers ${index}`);
      propertyIds.push(propertyId);
      await writeOld(
        propertyId,
        cases.map(({ change, value }) => ({ key: change.oldKey, change, value, at: new Date(Date.UTC(2026, 0, 1)) })),
      );
    }
    const moved = ANSWER_KEY_CHANGES.find(
      (change) => change.oldKey !== change.newKey && Object.keys(change.oldOptions).length >= 2,
    )!;
    const [first, second] = Object.keys(moved.oldOptions);
    const oldNewer = await addProperty('Old key newer');
    await writeOld(oldNewer, [
      { key: moved.newKey, change: moved, value: second!, at: new Date(Date.UTC(2026, 0, 1)) },
      { key: moved.oldKey, change: moved, value: first!, at: new Date(Date.UTC(2026, 0, 2)) },
    ]);
    const newNewer = await addProperty('New key newer');
    await writeOld(newNewer, [
      { key: moved.oldKey, change: moved, value: first!, at: new Date(Date.UTC(2026, 0, 1)) },
      { key: moved.newKey, change: moved, value: second!, at: new Date(Date.UTC(2026, 0, 2)) },
    ]);
    conflict = { oldNewer, newNewer, change: moved };

    const started = Date.now();
    await migrateToLatest(handle.db, url ? schema : undefined);
    migrationMs = Date.now() - started;
  }, 240_000);
  afterAll(async () => {
    await handle?.close();
    if (url) await dropSchema(url, schema);
  });

  it('covers every changed question, with every old option', () => {
    console.info(
      `${ANSWER_KEY_CHANGES.length} changed questions, ${spread.flat().length} old answers over ${spread.length} properties, migrated in ${migrationMs} ms`,
    );
    expect(ANSWER_KEY_CHANGES.length).toBeGreaterThanOrEqual(100);
    expect(spread.flat().length).toBe(
      ANSWER_KEY_CHANGES.reduce((sum, change) => sum + Math.max(1, Object.keys(change.oldOptions).length), 0),
    );
    for (const change of ANSWER_KEY_CHANGES) {
      const form = PUBLISHED_FORMS.find((definition) => definition.id === change.questionnaireId)!;
      expect(answerKey(form, questionNow(change)), `${change.questionnaireId}:${change.questionId}`).toBe(
        change.newKey,
      );
    }
  });

  it('reads every answer under its new key, meaning what the seller chose', async () => {
    for (const [index, cases] of spread.entries()) {
      const keys = [...new Set(cases.flatMap(({ change }) => [change.oldKey, change.newKey]))];
      const stored = await readAnswers(handle.db, propertyIds[index]!, keys);
      for (const { change, value } of cases) {
        const name = `${change.questionnaireId}:${change.questionId} '${value}'`;
        const answer = stored.get(change.newKey);
        expect(answer?.value, name).toBeTypeOf('string');
        if (change.oldKey !== change.newKey)
          expect(stored.has(change.oldKey) && stored.get(change.oldKey)!.questionId === change.questionId, name).toBe(
            false,
          );
        const question = questionNow(change);
        const oldLabel = change.oldOptions[value];
        const now = answer!.value as string;
        if (!oldLabel) expect(now, name).toBe(value);
        else if (!question.answers) expect(now, name).toBe(oldLabel);
        else if (change.kept.includes(value)) {
          expect(now, name).toBe(value);
          expect(question.answers[now], `${name} must not read as another option`).toBeUndefined();
        } else if (change.questionnaireId === 5 && change.questionId === '3_1' && oldLabel === 'Share of freehold')
          expect(question.answers[now], name).toBe('Leasehold');
        else expect(normal(question.answers[now] ?? ''), name).toBe(normal(oldLabel));
      }
    }
  });

  it('moves the history with the answer, in the same terms', async () => {
    for (const [index, cases] of spread.entries()) {
      const history = await answerHistory(handle.db, propertyIds[index]!, [
        ...new Set(cases.flatMap(({ change }) => [change.oldKey, change.newKey])),
      ]);
      const stored = await readAnswers(
        handle.db,
        propertyIds[index]!,
        cases.map(({ change }) => change.newKey),
      );
      for (const { change } of cases) {
        const own = history.filter(
          (entry) => entry.questionnaireId === change.questionnaireId && entry.questionId === change.questionId,
        );
        expect(
          own.map((entry) => [entry.key, entry.value]),
          `${change.questionnaireId}:${change.questionId}`,
        ).toEqual([
          [change.newKey, null],
          [change.newKey, stored.get(change.newKey)!.value],
        ]);
      }
    }
  });

  it('keeps the newer answer where both the old and the new key held one', async () => {
    const { change, oldNewer, newNewer } = conflict;
    const [first, second] = Object.keys(change.oldOptions).map((key) => change.values[key] ?? key);
    expect((await readAnswers(handle.db, oldNewer, [change.oldKey, change.newKey])).get(change.newKey)?.value).toBe(
      first,
    );
    expect((await readAnswers(handle.db, newNewer, [change.oldKey, change.newKey])).get(change.newKey)?.value).toBe(
      second,
    );
    expect((await readAnswers(handle.db, oldNewer, [change.oldKey])).size).toBe(0);
    expect(
      (await answerHistory(handle.db, newNewer, [change.oldKey, change.newKey])).every(
        (entry) => entry.key === change.newKey,
      ),
    ).toBe(true);
  });

  it('starts with the forms this release publishes, rendering the carried answers', async () => {
    expect(REFITTED_QUESTIONNAIRES.length).toBeGreaterThan(0);
    await expect(publishDefinitions(handle.db, PUBLISHED_FORMS)).resolves.toBeUndefined();
    for (const definition of PUBLISHED_FORMS) {
      const stored = await loadDefinition(handle.db, definition.id, definition.version);
      expect(stored?.name, definition.path).toBe(definition.name);
    }
  });
});
