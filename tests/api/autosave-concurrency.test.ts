import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../domain/roles.ts';
import { createOrganisation, createProperty, createUser } from '../fixtures/factories.ts';
import { callApi } from '../fixtures/http.ts';
import { startTestApp, type TestApp } from '../fixtures/test-app.ts';
import { answerable, info, valueFor } from '../fixtures/autosave-answers.ts';
import { signWithProviderKey } from '../fixtures/tokens.ts';

/**
 * Autosave under contention: sellers of one property saving the same form at once, as fast as the
 * server answers. Nothing a save confirmed may be lost, every change is in the history (once), the stored
 * figures are what the answers make them, and the attribute recomputation the saves cause is one
 * job, not one per save.
 */
let app: TestApp;
const db = () => app.database!.db;

/**
 * How many answers the saves change: each question has one writer whose saves go in order, and an
 * answer sent again with the value it already has is no change.
 */
function changesIn(bodies: readonly { answers: Record<string, string> }[]): number {
  const current = new Map<string, string>();
  let changes = 0;
  for (const { answers } of bodies) {
    for (const [questionId, value] of Object.entries(answers)) {
      if (current.get(questionId) !== value) changes += 1;
      current.set(questionId, value);
    }
  }
  return changes;
}

async function seller() {
  const user = await createUser(db(), { role: ROLE.homeMover });
  const now = Math.floor(Date.now() / 1000);
  return {
    id: user.id,
    token: await signWithProviderKey(db(), {
      sub: user.id,
      iss: `${app.publicUrl}/oidc`,
      aud: 'hop-web',
      iat: now,
      exp: now + 600,
    }),
  };
}

beforeAll(async () => {
  app = await startTestApp({ DEMO: '0' });
});
afterAll(() => app?.close());

describe('sellers autosaving one form at the same time', () => {
  it('lose nothing: every confirmed answer is stored, every change is in the history, and the figures match the answers', async () => {
    const agency = await createOrganisation(db(), { type: 2 });
    await fc.assert(
      fc.asyncProperty(
        // Each save: which of the two sellers, and one to three questions of that seller's half.
        fc.array(
          fc.record({ who: fc.integer({ min: 0, max: 1 }), picks: fc.array(fc.nat(), { minLength: 1, maxLength: 3 }) }),
          { minLength: 4, maxLength: 12 },
        ),
        async (saves) => {
          const sellers = [await seller(), await seller()];
          const property = await createProperty(db(), { agencyId: agency.id, sellerIds: sellers.map((s) => s.id) });
          const bodies = saves.map(({ who, picks }, round) => {
            // Each seller answers its own half of the questions, so every answer has one writer.
            const half = answerable.filter((_, position) => position % 2 === who);
            const questions = [...new Set(picks.map((pick) => half[pick % half.length]))];
            return {
              who,
              answers: Object.fromEntries(questions.map((question) => [question.id, valueFor(question, round)])),
            };
          });
          // Each seller's saves go one after another, as the client sends them; the two sellers' race.
          const lastWritten = new Map<string, string>();
          await Promise.all(
            [0, 1].map(async (who) => {
              for (const body of bodies.filter((item) => item.who === who)) {
                const response = await callApi(app.url, 'POST', `/questionnaire/${property.id}/${info.id}`, {
                  token: sellers[who].token,
                  body: { answers: body.answers },
                });
                expect(response.status).toBe(200);
                for (const [questionId, value] of Object.entries(body.answers)) lastWritten.set(questionId, value);
              }
            }),
          );

          const read = await callApi(app.url, 'GET', `/questionnaire/${property.id}/${info.id}`, {
            token: sellers[0].token,
          });
          expect(read.status).toBe(200);
          for (const [questionId, value] of lastWritten) expect(read.body.answers[questionId]).toBe(value);
          const history = await db()
            .selectFrom('answer_history')
            .select(['question_id', 'changed_by'])
            .where('property_id', '=', property.id)
            .execute();
          expect(history).toHaveLength(changesIn(bodies));
          const stored = await db()
            .selectFrom('property_questionnaires')
            .select('completion')
            .where('property_id', '=', property.id)
            .where('questionnaire_id', '=', info.id)
            .executeTakeFirstOrThrow();
          expect(stored.completion).toBe(read.body.completion.percent);
        },
      ),
      { numRuns: 6 },
    );
  });

  it('queue one attribute recomputation for the property, a moment later, however many saves land', async () => {
    const agency = await createOrganisation(db(), { type: 2 });
    const sellers = [await seller(), await seller()];
    const property = await createProperty(db(), { agencyId: agency.id, sellerIds: sellers.map((s) => s.id) });
    // The runner waits, so what the saves queued is still there to count.
    await app.jobs!.stop();
    await db()
      .updateTable('jobs')
      .set({ status: 'done' })
      .where('queue', '=', 'attributes')
      .where('status', '=', 'pending')
      .execute();
    const before = Date.now();
    try {
      await Promise.all(
        sellers.map(async (who, index) => {
          for (let round = 0; round < 5; round += 1) {
            const question = answerable[(round * 2 + index) % answerable.length];
            const response = await callApi(app.url, 'POST', `/questionnaire/${property.id}/${info.id}`, {
              token: who.token,
              body: { answers: { [question.id]: valueFor(question, round) } },
            });
            expect(response.status).toBe(200);
          }
        }),
      );
      const jobs = await db()
        .selectFrom('jobs')
        .select(['payload', 'run_at'])
        .where('queue', '=', 'attributes')
        .where('status', '=', 'pending')
        .execute();
      expect(jobs.map((job) => (job.payload as { propertyId: number }).propertyId)).toEqual([property.id]);
      expect(new Date(jobs[0].run_at).getTime()).toBeGreaterThan(before);
    } finally {
      app.jobs!.start();
    }
  });
});
