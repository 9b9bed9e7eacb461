import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUESTIONNAIRE } from '../../domain/forms/definition.ts';
import { canonicalAnswers } from '../../domain/signing/canonical-answers.ts';
import { ROLE } from '../../domain/roles.ts';
import { answerWholeForm } from '../fixtures/answer-form.ts';
import { createOrganisation, createProperty, createUser } from '../fixtures/factories.ts';
import { callApi } from '../fixtures/http.ts';
import { startTestApp, type TestApp } from '../fixtures/test-app.ts';
import { signWithProviderKey } from '../fixtures/tokens.ts';

type Who = 'seller' | 'coSeller' | 'agent' | 'solicitor' | 'brandAdmin' | 'administrator' | 'simple';
let app: TestApp;
const people = {} as Record<Who, { id: string; token: string }>;
let propertyId: number;
const ABOUT_FORM_ID: number = QUESTIONNAIRE.about;

async function person(role: (typeof ROLE)[keyof typeof ROLE], organisationId: number | null = null) {
  const user = await createUser(app.database!.db, { role, organisationId });
  const now = Math.floor(Date.now() / 1000);
  return {
    id: user.id,
    token: await signWithProviderKey(app.database!.db, {
      sub: user.id,
      iss: `${app.publicUrl}/oidc`,
      aud: 'hop-web',
      iat: now,
      exp: now + 900,
    }),
  };
}

const sign = (who: Who, questionnaireId = ABOUT_FORM_ID, name = 'Alex Seller', property = propertyId) =>
  callApi(app.url, 'POST', `/questionnaire/${property}/sign`, {
    token: people[who].token,
    body: { questionnaire_id: questionnaireId, name },
  });
const load = (who: Who, questionnaireId = ABOUT_FORM_ID) =>
  callApi(app.url, 'GET', `/questionnaire/${propertyId}/${questionnaireId}`, { token: people[who].token });
const save = (who: Who, answers: Record<string, unknown>, questionnaireId = ABOUT_FORM_ID) =>
  callApi(app.url, 'POST', `/questionnaire/${propertyId}/${questionnaireId}`, {
    token: people[who].token,
    body: { answers },
  });
const verify = (who: Who) =>
  callApi(app.url, 'GET', `/property/${propertyId}/signatures/verify`, { token: people[who].token });

beforeAll(async () => {
  app = await startTestApp({ DEMO: '0' });
  const db = app.database!.db;
  const brand = await createOrganisation(db, { type: 1, name: 'Hearth Brand' });
  const agency = await createOrganisation(db, { type: 2, name: 'Lantern Estates', parentId: brand.id });
  const firm = await createOrganisation(db, { type: 3, name: 'Seal & Co', parentId: brand.id });
  people.seller = await person(ROLE.homeMover);
  people.coSeller = await person(ROLE.homeMover);
  people.agent = await person(ROLE.agent, agency.id);
  people.solicitor = await person(ROLE.solicitor, firm.id);
  people.brandAdmin = await person(ROLE.brandAdmin, brand.id);
  people.administrator = await person(ROLE.administrator);
  people.simple = await person(ROLE.simple, agency.id);
  propertyId = (
    await createProperty(db, {
      name: '3 Lantern Yard',
      agencyId: agency.id,
      sellerIds: [people.seller.id, people.coSeller.id],
      madeAvailableTo: [firm.id],
      creatorId: people.simple.id,
    })
  ).id;
});
afterAll(() => app?.close());

describe('signing a form', () => {
  it('refuses below 100 with the tooltip’s words, and a non-seller whatever the completion', async () => {
    expect((await save('seller', { price: '450000' })).status).toBe(200);
    const early = await sign('seller');
    expect(early.status).toBe(409);
    expect(early.body.error.message).toBe('The form must be completed before signing');
    expect((await sign('agent')).status).toBe(403);
    expect((await sign('agent')).body.error.message).toBe('Only sellers can sign the form');
    expect((await sign('administrator')).status).toBe(403);
  });

  it('refuses a name of one character', async () => {
    await answerWholeForm(app.url, people.seller.token, propertyId, ABOUT_FORM_ID);
    const response = await sign('seller', ABOUT_FORM_ID, ' A ');
    expect(response.status).toBe(400);
  });

  it('signs a complete form once, storing the name as typed and the hash of the answers the server holds', async () => {
    const before = await load('seller');
    expect(before.body.completion.percent).toBe(100);
    expect(before.body.signing).toMatchObject({
      signed: 0,
      sellers: 2,
      locked: false,
      displayed_percent: 99,
      is_seller: true,
    });
    const signed = await sign('seller', ABOUT_FORM_ID, 'Alex  Seller');
    expect(signed.status).toBe(200);
    const expected = createHash('sha256').update(canonicalAnswers(before.body.answers)).digest('hex');
    expect(signed.body.answers_sha256).toBe(expected);
    expect(signed.body.signing).toMatchObject({
      signed: 1,
      signed_by_me: true,
      all_signed: false,
      locked: true,
      displayed_percent: 99,
    });
    const row = await app
      .database!.db.selectFrom('signatures')
      .selectAll()
      .where('id', '=', signed.body.signature_id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      signer_name: 'Alex  Seller',
      user_id: people.seller.id,
      definition_version: before.body.questionnaire.version,
      answers_sha256: expected,
    });
    const again = await sign('seller');
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('You have already signed the form');
  });

  it('locks the form for everyone: every write to it is 409, and the other seller is told it awaits their signature', async () => {
    const form = (await load('coSeller')).body;
    expect(form.signing).toMatchObject({ signed: 1, signed_by_me: false, locked: true });
    const questionIds = Object.keys(form.answers);
    for (const who of ['seller', 'coSeller', 'brandAdmin', 'administrator'] as const) {
      const response = await save(who, { [questionIds[0]]: null });
      expect(response.status).toBe(409);
      expect(response.body.error.code).toBe('CONFLICT');
    }
    // Every answer, one at a time: none may change or be cleared.
    const refused = await Promise.all(
      questionIds.slice(0, 40).map((id) => save('coSeller', { [id]: null }).then((r) => r.status)),
    );
    expect(new Set(refused)).toEqual(new Set([409]));
  });

  it('locks an answer the signed form shares with another form, in that form too', async () => {
    const info = (await load('seller', 2)).body;
    const shared = info.questionnaire.sections
      .flatMap((s: { groups: { questions: { id: string; pdtfPath?: string }[] }[] }) =>
        s.groups.flatMap((g) => g.questions),
      )
      .find((q: { id: string; pdtfPath?: string }) => q.pdtfPath && Object.keys(info.sources).includes(q.id));
    expect(shared).toBeDefined();
    const response = await save('seller', { [shared.id]: null }, 2);
    expect(response.status).toBe(409);
    expect(response.body.error.message).toMatch(/also part of About my home/i);
  });

  it('shows 100 only when every seller has signed', async () => {
    const second = await sign('coSeller', ABOUT_FORM_ID, 'Sam Seller');
    expect(second.status).toBe(200);
    expect(second.body.signing).toMatchObject({ signed: 2, all_signed: true, displayed_percent: 100 });
  });
});

describe('signatures on record', () => {
  it('lists every attempt to administrators, agents and solicitors only', async () => {
    for (const who of ['administrator', 'agent', 'solicitor'] as const) {
      const response = await callApi(app.url, 'GET', `/questionnaire/${propertyId}/signatures`, {
        token: people[who].token,
      });
      expect(response.status).toBe(200);
      expect(response.body.signatures.map((s: { signer_name: string }) => s.signer_name)).toEqual([
        'Alex  Seller',
        'Sam Seller',
      ]);
      expect(response.body.signatures[0]).toMatchObject({
        questionnaire_id: ABOUT_FORM_ID,
        signer_role: 1,
        phase_id: 1,
        removed_at: null,
      });
    }
    for (const who of ['seller', 'brandAdmin', 'simple'] as const) {
      expect(
        (await callApi(app.url, 'GET', `/questionnaire/${propertyId}/signatures`, { token: people[who].token })).status,
      ).toBe(403);
    }
  });

  it('verifies every signature, and sees a change made behind the API’s back', async () => {
    const fine = await verify('solicitor');
    expect(fine.status).toBe(200);
    expect(fine.body.all_match).toBe(true);
    expect(fine.body.signatures).toHaveLength(2);
    const db = app.database!.db;
    const row = await db
      .selectFrom('answers')
      .select(['answer_key'])
      .where('property_id', '=', propertyId)
      .where('questionnaire_id', '=', ABOUT_FORM_ID)
      .where('source', '=', 'answer')
      .limit(1)
      .executeTakeFirstOrThrow();
    await db
      .updateTable('answers')
      .set({ value: JSON.stringify({ v: 'Tampered' }) })
      .where('property_id', '=', propertyId)
      .where('answer_key', '=', row.answer_key)
      .execute();
    const tampered = await verify('seller');
    expect(tampered.body.all_match).toBe(false);
    expect(
      tampered.body.signatures.every(
        (s: { matches: boolean; current_sha256: string; answers_sha256: string }) =>
          !s.matches && s.current_sha256 !== s.answers_sha256,
      ),
    ).toBe(true);
  });

  it('lets administrators and agents remove a signature, recorded, which unlocks the form once none is left', async () => {
    const list = (
      await callApi(app.url, 'GET', `/questionnaire/${propertyId}/signatures`, { token: people.administrator.token })
    ).body.signatures;
    for (const who of ['seller', 'solicitor', 'brandAdmin', 'simple'] as const) {
      expect(
        (await callApi(app.url, 'DELETE', `/signature/${list[0].id}/unsign`, { token: people[who].token })).status,
      ).toBe(403);
    }
    const byAgent = await callApi(app.url, 'DELETE', `/signature/${list[0].id}/unsign`, { token: people.agent.token });
    expect(byAgent.status).toBe(200);
    expect(byAgent.body.signature.removed_at).toEqual(expect.any(String));
    expect(
      (await callApi(app.url, 'DELETE', `/signature/${list[0].id}/unsign`, { token: people.administrator.token }))
        .status,
    ).toBe(409);
    const [firstId, firstValue] = Object.entries((await load('seller')).body.answers).find(
      ([, value]) => value !== 'Tampered',
    )!;
    expect((await save('seller', { [firstId]: firstValue })).status).toBe(409);
    const byAdmin = await callApi(app.url, 'DELETE', `/signature/${list[1].id}/unsign`, {
      token: people.administrator.token,
    });
    expect(byAdmin.status).toBe(200);
    expect((await load('seller')).body.signing).toMatchObject({ locked: false, signed: 0, displayed_percent: 99 });
    const history = (
      await callApi(app.url, 'GET', `/questionnaire/${propertyId}/signatures`, { token: people.solicitor.token })
    ).body.signatures;
    expect(
      history.every(
        (s: { removed_at: string | null; removed_by_name: string | null }) =>
          s.removed_at !== null && s.removed_by_name !== null,
      ),
    ).toBe(true);
    expect((await callApi(app.url, 'DELETE', `/signature/999999/unsign`, { token: people.agent.token })).status).toBe(
      404,
    );
  });
});

describe('completing preliminary information', () => {
  it('needs a seller type other than 0 and a name, then accepts the form and stores the signature', async () => {
    await answerWholeForm(app.url, people.seller.token, propertyId, 5);
    const complete = (body: Record<string, unknown>, who: Who = 'seller') =>
      callApi(app.url, 'POST', `/questionnaire/${propertyId}/5/complete`, { token: people[who].token, body });
    expect((await complete({ sellerType: 0, sellerName: 'Alex Seller', date: '23/11/2026' })).status).toBe(400);
    expect((await complete({ sellerType: 1, sellerName: 'A', date: '23/11/2026' })).status).toBe(400);
    expect((await complete({ sellerType: 1, sellerName: 'Alex Seller', date: '23/11/2026' }, 'agent')).status).toBe(
      403,
    );
    expect((await sign('seller', 5)).status).toBe(400);
    const done = await complete({ sellerType: 1, sellerName: 'Alex Seller', date: '23/11/2026' });
    expect(done.status).toBe(200);
    expect(done.body.signing).toMatchObject({ accepted: true, signed_by_me: true });
    expect((await load('seller', 5)).body.accepted).toBe(true);
    const row = await app
      .database!.db.selectFrom('signatures')
      .selectAll()
      .where('id', '=', done.body.signature_id)
      .executeTakeFirstOrThrow();
    expect(row.seller_type).toBe(1);
  });
});
