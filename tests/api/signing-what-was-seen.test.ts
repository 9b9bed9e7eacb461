import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUESTIONNAIRE } from '../../domain/forms/definition.ts';
import { MESSAGES } from '../../domain/messages.ts';
import { ROLE } from '../../domain/roles.ts';
import { canonicalAnswers } from '../../domain/signing/canonical-answers.ts';
import { answerWholeForm } from '../fixtures/answer-form.ts';
import { createOrganisation, createProperty, createUser } from '../fixtures/factories.ts';
import { callApi } from '../fixtures/http.ts';
import { startTestApp, type TestApp } from '../fixtures/test-app.ts';
import { webTokensFor } from '../fixtures/tokens.ts';

/**
 * A seller signs exactly what they saw: the sign and complete requests carry the answers revision
 * the seller's screen showed, and a change someone else made since refuses the signature (409)
 * and names itself, while the seller's own saves never do.
 */
const CHANGED = 'The answers have changed since you opened this form. Check the changes, then sign.';
const ABOUT: number = QUESTIONNAIRE.about;
const PRELIMINARY: number = QUESTIONNAIRE.preliminary;

let app: TestApp;
let tokens: Record<'alex' | 'bea' | 'agent' | 'outsider', string>;
let agencyId: number;
let people: { alex: string; bea: string };

const sha256 = (answers: Record<string, unknown>) =>
  createHash('sha256')
    .update(canonicalAnswers(answers as Parameters<typeof canonicalAnswers>[0]))
    .digest('hex');

type Who = keyof typeof tokens;
const load = (who: Who, propertyId: number, form = ABOUT) =>
  callApi(app.url, 'GET', `/questionnaire/${propertyId}/${form}`, { token: tokens[who] });
const save = (who: Who, propertyId: number, answers: Record<string, unknown>, form = ABOUT) =>
  callApi(app.url, 'POST', `/questionnaire/${propertyId}/${form}`, { token: tokens[who], body: { answers } });
const sign = (who: Who, propertyId: number, revision?: string, name = 'Alex Seller') =>
  callApi(app.url, 'POST', `/questionnaire/${propertyId}/sign`, {
    token: tokens[who],
    body: { questionnaire_id: ABOUT, name, ...(revision === undefined ? {} : { answers_revision: revision }) },
  });
const changes = (who: Who, propertyId: number, query: string, form = ABOUT) =>
  callApi(app.url, 'GET', `/questionnaire/${propertyId}/${form}/changes?${query}`, { token: tokens[who] });
const signatureCount = async (propertyId: number) =>
  (await app.database!.db.selectFrom('signatures').select('id').where('property_id', '=', propertyId).execute()).length;

/** A property sold by Alex and Bea with About my home answered in full by Alex. */
async function soldByTwo(forms: number[] = [ABOUT]): Promise<number> {
  const id = (
    await createProperty(app.database!.db, { agencyId, sellerIds: [people.alex, people.bea], name: '9 Quill Lane' })
  ).id;
  for (const form of forms) await answerWholeForm(app.url, tokens.alex, id, form);
  return id;
}

beforeAll(async () => {
  app = await startTestApp({ DEMO: '0' });
  const db = app.database!.db;
  const agency = await createOrganisation(db, { type: 2, name: 'Quill Estates' });
  agencyId = agency.id;
  const alex = await createUser(db, { role: ROLE.homeMover, name: 'Alex Seller' });
  const bea = await createUser(db, { role: ROLE.homeMover, name: 'Bea Coseller' });
  const agent = await createUser(db, { role: ROLE.agent, organisationId: agency.id, name: 'Ada Agent' });
  const outsider = await createUser(db, { role: ROLE.homeMover, name: 'Otto Outsider' });
  people = { alex: alex.id, bea: bea.id };
  tokens = await webTokensFor(db, app.publicUrl, { alex, bea, agent, outsider });
}, 60_000);
afterAll(() => app?.close());

/** One property per test that signs or is refused, answered in parallel up front. */
let fresh: number[] = [];
beforeAll(async () => {
  fresh = await Promise.all(Array.from({ length: 10 }, () => soldByTwo()));
}, 60_000);
const next = () => fresh.shift()!;

describe('the answers revision a form is read with', () => {
  it('is a decimal string that moves with every change to the answers the form reads, whoever made it', async () => {
    const propertyId = next();
    const first = (await load('alex', propertyId)).body.answers_revision;
    expect(first).toMatch(/^[1-9][0-9]*$/);
    expect((await load('bea', propertyId)).body.answers_revision).toBe(first);
    await save('bea', propertyId, { price: '512000' });
    const second = (await load('alex', propertyId)).body.answers_revision;
    expect(BigInt(second)).toBeGreaterThan(BigInt(first));
    // A change to a form that shares nothing with this one leaves its revision alone.
    await save('bea', propertyId, { '1_1': 'A different address' }, PRELIMINARY);
    expect((await load('alex', propertyId)).body.answers_revision).toBe(second);
  });
});

describe('signing the answers the seller saw', () => {
  it('signs on the revision the seller read, covering exactly the answers read', async () => {
    const propertyId = next();
    const form = (await load('alex', propertyId)).body;
    const signed = await sign('alex', propertyId, form.answers_revision);
    expect(signed.status).toBe(200);
    expect(signed.body.answers_sha256).toBe(sha256(form.answers));
  });

  it('refuses (409, with the message and each change) when a co-seller changed an answer since, and signs nothing', async () => {
    const propertyId = next();
    const seen = (await load('alex', propertyId)).body.answers_revision;
    const before = new Date();
    expect((await save('bea', propertyId, { price: '512000' })).status).toBe(200);
    const refused = await sign('alex', propertyId, seen);
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('CONFLICT');
    expect(refused.body.error.message).toBe(CHANGED);
    expect(refused.body.error.changes).toEqual([
      {
        question_id: 'price',
        question: expect.stringContaining('price'),
        kind: 'person',
        changed_by: 'Bea Coseller',
        cleared: false,
        changed_at: expect.any(String),
      },
    ]);
    expect(new Date(refused.body.error.changes[0].changed_at).getTime()).toBeGreaterThanOrEqual(
      before.getTime() - 1000,
    );
    expect(await signatureCount(propertyId)).toBe(0);
    expect((await load('alex', propertyId)).body.signing.locked).toBe(false);

    // Read again, the form shows the change and its new revision signs it.
    const again = (await load('alex', propertyId)).body;
    expect(again.answers.price).toBe('512000');
    const signed = await sign('alex', propertyId, again.answers_revision);
    expect(signed.status).toBe(200);
    expect(signed.body.answers_sha256).toBe(sha256(again.answers));
  });

  it('names a cleared answer as cleared, and the question of this form a shared answer changed in another form', async () => {
    const propertyId = next();
    const seen = (await load('alex', propertyId)).body.answers_revision;
    // Listed building details are asked by property information too: Bea changes them there.
    expect((await save('bea', propertyId, { ta6_4_7a2: 'Grade II, the porch only' }, 2)).status).toBe(200);
    expect((await save('bea', propertyId, { price_qualifier: null })).status).toBe(200);
    const refused = await sign('alex', propertyId, seen);
    expect(refused.status).toBe(409);
    expect(
      refused.body.error.changes.map((change: { question_id: string; cleared: boolean }) => [
        change.question_id,
        change.cleared,
      ]),
    ).toEqual([
      ['listed_building_details', false],
      ['price_qualifier', true],
    ]);
  });

  it('does not count the seller’s own saves, even over a co-seller’s change to the same answer', async () => {
    const propertyId = next();
    const seen = (await load('alex', propertyId)).body.answers_revision;
    expect((await save('alex', propertyId, { price: '430000' })).status).toBe(200);
    expect((await save('bea', propertyId, { price: '512000' })).status).toBe(200);
    expect((await save('alex', propertyId, { price: '431000' })).status).toBe(200);
    expect((await save('alex', propertyId, { price_qualifier: null })).status).toBe(200);
    expect((await save('alex', propertyId, { price_qualifier: '1' })).status).toBe(200);
    const now = (await load('alex', propertyId)).body;
    const signed = await sign('alex', propertyId, seen);
    expect(signed.status).toBe(200);
    expect(signed.body.answers_sha256).toBe(sha256(now.answers));
  });

  it('counts a co-seller’s change that overwrites the seller’s own, and not one put back as the seller left it', async () => {
    const propertyId = next();
    const seen = (await load('alex', propertyId)).body.answers_revision;
    await save('alex', propertyId, { price: '430000' });
    await save('bea', propertyId, { price: '512000' });
    expect((await sign('alex', propertyId, seen)).status).toBe(409);
    await save('bea', propertyId, { price: '430000' });
    expect((await sign('alex', propertyId, seen)).status).toBe(200);
  });

  it('refuses a revision the form never had (400) and one not written as the API gives them out (400)', async () => {
    const propertyId = next();
    const seen = (await load('alex', propertyId)).body.answers_revision;
    const future = String(BigInt(seen) + 1000n);
    const unknown = await sign('alex', propertyId, future);
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.message).toBe(MESSAGES.answersRevisionUnknown(future));
    for (const revision of ['abc', '-1', '01', '1.5', '99999999999999999999']) {
      const refused = await sign('alex', propertyId, revision);
      expect(refused.status).toBe(400);
      expect(refused.body.error.message).toMatch(/answers_revision must be an answers revision as a form gave it out/);
    }
    expect(await signatureCount(propertyId)).toBe(0);
  });

  it('signs the answers held now for a caller who sends no revision, as before', async () => {
    const propertyId = next();
    await save('bea', propertyId, { price: '512000' });
    const now = (await load('alex', propertyId)).body;
    const signed = await sign('alex', propertyId);
    expect(signed.status).toBe(200);
    expect(signed.body.answers_sha256).toBe(sha256(now.answers));
  });

  it('still says the seller has signed already before anything about changes', async () => {
    const propertyId = next();
    const seen = (await load('alex', propertyId)).body.answers_revision;
    expect((await sign('alex', propertyId, seen)).status).toBe(200);
    const again = await sign('alex', propertyId, '0');
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(MESSAGES.signAlreadySigned);
  });
});

describe('the changes between two revisions', () => {
  let propertyId: number;
  beforeAll(() => {
    propertyId = next();
  });

  it('lists what others changed, not the viewer’s own changes, between the revisions asked', async () => {
    const seen = (await load('alex', propertyId)).body.answers_revision;
    await save('bea', propertyId, { price: '512000' });
    await save('alex', propertyId, { price_qualifier: null });
    const middle = (await load('alex', propertyId)).body.answers_revision;
    await save('bea', propertyId, { listed_building_details: 'Grade II' });
    const all = await changes('alex', propertyId, `since=${seen}`);
    expect(all.status).toBe(200);
    expect(all.body.since).toBe(seen);
    expect(all.body.until).toBe((await load('alex', propertyId)).body.answers_revision);
    expect(all.body.changes.map((change: { question_id: string }) => change.question_id)).toEqual([
      'price',
      'listed_building_details',
    ]);
    const upToMiddle = await changes('alex', propertyId, `since=${seen}&until=${middle}`);
    expect(upToMiddle.body.changes.map((change: { question_id: string }) => change.question_id)).toEqual(['price']);
    // Bea sees Alex's change, not her own.
    const forBea = await changes('bea', propertyId, `since=${seen}`);
    expect(forBea.body.changes.map((change: { question_id: string }) => change.question_id)).toEqual([
      'price_qualifier',
    ]);
    expect(forBea.body.changes[0]).toMatchObject({ changed_by: 'Alex Seller', cleared: true });
  });

  it('answers whoever may read the form, 404 outside the tenancy, 400 for a range the form never had', async () => {
    const now = (await load('alex', propertyId)).body.answers_revision;
    expect((await changes('agent', propertyId, `since=${now}`)).status).toBe(200);
    expect((await changes('outsider', propertyId, `since=${now}`)).status).toBe(404);
    expect((await changes('alex', propertyId, 'since=abc')).status).toBe(400);
    expect((await changes('alex', propertyId, '')).status).toBe(400);
    expect((await changes('alex', propertyId, `since=${BigInt(now) + 5n}`)).status).toBe(400);
    const backwards = await changes('alex', propertyId, `since=${now}&until=0`);
    expect(backwards.status).toBe(400);
    expect(backwards.body.error.message).toBe(MESSAGES.changesRangeBackwards);
  });
});

describe('completing preliminary information', () => {
  let propertyId: number;
  beforeAll(async () => {
    propertyId = await soldByTwo([PRELIMINARY]);
  }, 60_000);

  const complete = (revision: string) =>
    callApi(app.url, 'POST', `/questionnaire/${propertyId}/${PRELIMINARY}/complete`, {
      token: tokens.alex,
      body: { sellerType: 1, sellerName: 'Alex Seller', date: '28/11/2026', answers_revision: revision },
    });

  it('is refused the same way after a co-seller’s change, and completes on the revision read again', async () => {
    const seen = (await load('alex', propertyId, PRELIMINARY)).body.answers_revision;
    expect((await save('bea', propertyId, { '1_1': '9 Quill Lane, Bath' }, PRELIMINARY)).status).toBe(200);
    const refused = await complete(seen);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(CHANGED);
    expect(refused.body.error.changes).toEqual([
      expect.objectContaining({ question_id: '1_1', changed_by: 'Bea Coseller' }),
    ]);
    expect((await load('alex', propertyId, PRELIMINARY)).body.accepted).toBe(false);
    const again = (await load('alex', propertyId, PRELIMINARY)).body;
    const done = await complete(again.answers_revision);
    expect(done.status).toBe(200);
    expect(done.body.signing.accepted).toBe(true);
    expect(done.body.answers_sha256).toBe(sha256(again.answers));
  });
});
