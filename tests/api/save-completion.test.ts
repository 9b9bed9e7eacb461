import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORM_DEFINITIONS } from '../../domain/forms/content/index.ts';
import { ROLE } from '../../domain/roles.ts';
import { planFor } from '../../domain/plan-inputs.ts';
import { readPlanInputs } from '../../server/store/action-plan.ts';
import { dashboardWorld } from '../fixtures/dashboard-world.ts';
import { MOVE_READY_FORMS, setFormCompletion } from '../fixtures/factories.ts';
import { fullAnswers } from '../fixtures/full-answers.ts';
import { callApi } from '../fixtures/http.ts';
import { startTestApp, type TestApp } from '../fixtures/test-app.ts';

/**
 * A save is one transaction: the answers, their history, the forms' completion, the property's
 * completion and, when it reaches 100, the agents' "documentation complete" notification and its
 * mail job. Either all of it is stored or none.
 */
let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ DEMO: '0' });
});
afterAll(() => app?.close());

/** Everything a save can leave behind for a property, to compare before and after. */
async function footprint(propertyId: number) {
  const db = app.database!.db;
  const count = async (query: Promise<{ count: string | number | bigint }>) => Number((await query).count);
  return {
    answers: await count(
      db
        .selectFrom('answers')
        .select((eb) => eb.fn.countAll().as('count'))
        .where('property_id', '=', propertyId)
        .executeTakeFirstOrThrow(),
    ),
    history: await count(
      db
        .selectFrom('answer_history')
        .select((eb) => eb.fn.countAll().as('count'))
        .where('property_id', '=', propertyId)
        .executeTakeFirstOrThrow(),
    ),
    notifications: await count(
      db
        .selectFrom('agent_notifications')
        .select((eb) => eb.fn.countAll().as('count'))
        .where('property_id', '=', propertyId)
        .executeTakeFirstOrThrow(),
    ),
    mailJobs: await count(
      db
        .selectFrom('jobs')
        .select((eb) => eb.fn.countAll().as('count'))
        .where('queue', '=', 'notify-agents')
        .executeTakeFirstOrThrow(),
    ),
    complete: (
      await db.selectFrom('properties').select('complete').where('id', '=', propertyId).executeTakeFirstOrThrow()
    ).complete,
    forms: await db
      .selectFrom('property_questionnaires')
      .select(['questionnaire_id', 'completion'])
      .where('property_id', '=', propertyId)
      .orderBy('questionnaire_id')
      .execute(),
  };
}

/** What the property's completion is, recomputed from what is stored now. */
async function recomputed(propertyId: number): Promise<number> {
  const inputs = await readPlanInputs(app.database!.db, propertyId);
  return planFor(inputs!, { id: '', role: ROLE.homeMover, isSeller: false }).completion;
}

describe('a save and the completion it causes', () => {
  it('stores no answer when recording the agents’ notification fails, and everything once it works', async () => {
    const db = app.database!.db;
    const world = await dashboardWorld(db, app.publicUrl);
    // Every Move Ready form at 100, so the next save brings the property to 100 and notifies.
    await setFormCompletion(db, world.property.id, Object.fromEntries(MOVE_READY_FORMS.map((id) => [id, 100])));
    await sql`create function refuse_notification() returns trigger language plpgsql as $$
      begin raise exception 'notification store unavailable'; end $$`.execute(db);
    await sql`create trigger refuse_notification_trg before insert on agent_notifications for each row execute function refuse_notification()`.execute(
      db,
    );
    const save = () =>
      callApi(app.url, 'POST', `/questionnaire/${world.property.id}/1`, {
        token: world.tokens.seller,
        body: { answers: { ta7_2_1b: '1' } },
      });
    const before = await footprint(world.property.id);
    try {
      const failed = await save();
      expect(failed.status).toBe(500);
      expect(failed.body.error.message).toBe('Something went wrong on our side. Please try again.');
      // Not the answer, its history, the form's row, the property's completion, nor the mail's job.
      expect(await footprint(world.property.id)).toEqual(before);
    } finally {
      await sql`drop trigger refuse_notification_trg on agent_notifications`.execute(db);
      await sql`drop function refuse_notification()`.execute(db);
    }
    const saved = await save();
    expect(saved.status).toBe(200);
    const after = await footprint(world.property.id);
    expect(after).toMatchObject({
      answers: before.answers + 1,
      history: before.history + 1,
      notifications: 1,
      mailJobs: before.mailJobs + 1,
      complete: 100,
    });
    expect(after.complete).toBe(await recomputed(world.property.id));
  });

  it('after any save the stored completion of the form and of the property is what the answers make it', async () => {
    const db = app.database!.db;
    const world = await dashboardWorld(db, app.publicUrl);
    const about = FORM_DEFINITIONS.find((form) => form.id === 4)!;
    const answers = Object.entries(fullAnswers(about));
    await fc.assert(
      fc.asyncProperty(fc.subarray(answers, { minLength: 1 }), fc.boolean(), async (chosen, clearSome) => {
        // Clearing some answers as well moves completion down as well as up.
        const body = Object.fromEntries(
          chosen.map(([id, value], index) => [id, clearSome && index % 3 === 0 ? null : value]),
        );
        const saved = await callApi(app.url, 'POST', `/questionnaire/${world.property.id}/4`, {
          token: world.tokens.seller,
          body: { answers: body },
        });
        expect(saved.status).toBe(200);
        const loaded = await callApi(app.url, 'GET', `/questionnaire/${world.property.id}/4`, {
          token: world.tokens.seller,
        });
        const stored = await footprint(world.property.id);
        expect(stored.forms.find((form) => form.questionnaire_id === 4)?.completion).toBe(
          saved.body.completion.percent,
        );
        expect(loaded.body.completion.percent).toBe(saved.body.completion.percent);
        expect(stored.complete).toBe(await recomputed(world.property.id));
      }),
      { numRuns: 8 },
    );
  });
});
