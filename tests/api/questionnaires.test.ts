import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../domain/roles.ts';
import { createOrganisation, createProperty, createUser } from '../fixtures/factories.ts';
import { callApi } from '../fixtures/http.ts';
import { startTestApp, type TestApp } from '../fixtures/test-app.ts';
import { signWithProviderKey } from '../fixtures/tokens.ts';

let app: TestApp;
const people = {} as Record<'seller' | 'coSeller' | 'agent' | 'solicitor', { id: string; token: string }>;
let propertyId: number;

async function tokenFor(sub: string) {
  const now = Math.floor(Date.now() / 1000);
  return signWithProviderKey(app.database!.db, {
    sub,
    iss: `${app.publicUrl}/oidc`,
    aud: 'hop-web',
    iat: now,
    exp: now + 600,
  });
}

async function person(role: (typeof ROLE)[keyof typeof ROLE], organisationId: number | null = null) {
  const user = await createUser(app.database!.db, { role, organisationId });
  return { id: user.id, token: await tokenFor(user.id) };
}

const load = (who: keyof typeof people, questionnaire = 2) =>
  callApi(app.url, 'GET', `/questionnaire/${propertyId}/${questionnaire}`, { token: people[who].token });
const save = (who: keyof typeof people, answers: Record<string, unknown>, questionnaire = 2) =>
  callApi(app.url, 'POST', `/questionnaire/${propertyId}/${questionnaire}`, {
    token: people[who].token,
    body: { answers },
  });

beforeAll(async () => {
  app = await startTestApp({ DEMO: '0' });
  const db = app.database!.db;
  const agency = await createOrganisation(db, { type: 2, name: 'Orchard Estates' });
  const firm = await createOrganisation(db, { type: 3, name: 'Quill & Co' });
  people.seller = await person(ROLE.homeMover);
  people.coSeller = await person(ROLE.homeMover);
  people.agent = await person(ROLE.agent, agency.id);
  people.solicitor = await person(ROLE.solicitor, firm.id);
  propertyId = (
    await createProperty(db, {
      name: '7 Orchard Row',
      agencyId: agency.id,
      sellerIds: [people.seller.id, people.coSeller.id],
      madeAvailableTo: [firm.id],
    })
  ).id;
});
afterAll(() => app?.close());

describe('loading a questionnaire', () => {
  it('gives a seller the whole property information form, no answers yet and every section to answer', async () => {
    const response = await load('seller');
    expect(response.status).toBe(200);
    const questions = response.body.questionnaire.sections.flatMap((s: { groups: { questions: unknown[] }[] }) =>
      s.groups.flatMap((g) => g.questions),
    );
    expect(questions.length).toBeGreaterThanOrEqual(262);
    expect(response.body.questionnaire).toMatchObject({
      id: 2,
      path: 'info',
      name: 'Property information',
      version: 1,
    });
    expect(response.body.answers).toEqual({});
    expect(response.body.completion.percent).toBe(0);
    expect(response.body.writable_sections).toBe('all');
  });

  it('tells an agent they may answer only the services section, and a solicitor none', async () => {
    expect((await load('agent')).body.writable_sections).toEqual(['services']);
    expect((await load('solicitor')).body.writable_sections).toEqual([]);
  });

  it('answers 404 for an unknown form or another brand’s property, 400 for a malformed id', async () => {
    expect(
      (await callApi(app.url, 'GET', `/questionnaire/${propertyId}/9`, { token: people.seller.token })).status,
    ).toBe(400);
    const stranger = await person(ROLE.homeMover);
    const response = await callApi(app.url, 'GET', `/questionnaire/${propertyId}/2`, { token: stranger.token });
    expect(response.status).toBe(404);
    expect(response.body.error.message).toBe(`Property not found with id ${propertyId}.`);
  });
});

describe('saving answers', () => {
  it('stores the changed answers and answers with the completion the server computes', async () => {
    const before = (await load('seller')).body.completion;
    const saved = await save('seller', { ta6_2_1_1: '2', ta6_2_2_1: '2' });
    expect(saved.status).toBe(200);
    expect(saved.body.completion.sections.disputes).toBe(100);
    expect(saved.body.completion.percent).toBeGreaterThan(before.percent);
    const reloaded = await load('coSeller');
    expect(reloaded.body.answers).toMatchObject({ ta6_2_1_1: '2', ta6_2_2_1: '2' });
    expect(reloaded.body.completion).toEqual(saved.body.completion);
  });

  it('a Yes reveals its follow-up, which then counts until it is answered', async () => {
    const yes = await save('seller', { ta6_2_1_1: '1' });
    expect(yes.body.completion.sections.disputes).toBe(67);
    const detailed = await save('seller', {
      ta6_2_1_2: 'The neighbour disputed the hedge height in 2019; settled by agreement.',
    });
    expect(detailed.body.completion.sections.disputes).toBe(100);
  });

  it('refuses a completion figure sent by the client: only the server computes it', async () => {
    const response = await callApi(app.url, 'POST', `/questionnaire/${propertyId}/2`, {
      token: people.seller.token,
      body: { answers: {}, completion: { percent: 100 } },
    });
    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe(
      'Invalid request: body does not take "completion": send only the fields the API declares.',
    );
    const saved = await callApi(app.url, 'POST', `/questionnaire/${propertyId}/2`, {
      token: people.seller.token,
      body: { answers: {} },
    });
    expect(saved.body.completion.percent).toBeLessThan(100);
  });

  it('keeps both sellers’ answers when they save different questions of one form at the same moment', async () => {
    const [first, second] = await Promise.all([save('seller', { ta6_5_1: '2' }), save('coSeller', { ta6_6_1: '2' })]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect((await load('seller')).body.answers).toMatchObject({ ta6_5_1: '2', ta6_6_1: '2' });
  });

  it('on the same question the last write wins and the history keeps both', async () => {
    await save('seller', { ta6_10_1_1: '1' });
    await save('seller', { ta6_10_1_2: 'A driveway for two cars.' });
    await save('coSeller', { ta6_10_1_2: 'A driveway for two cars and a garage.' });
    expect((await load('seller')).body.answers.ta6_10_1_2).toBe('A driveway for two cars and a garage.');
    const history = await app
      .database!.db.selectFrom('answer_history')
      .select(['value', 'changed_by'])
      .where('property_id', '=', propertyId)
      .where('question_id', '=', 'ta6_10_1_2')
      .orderBy('id')
      .execute();
    expect(history.map((row) => row.changed_by)).toEqual([people.seller.id, people.coSeller.id]);
  });

  it('the same save sent twice (a retry after a lost response) is one change in the history', async () => {
    const historyOf = async (questionId: string) =>
      (
        await app
          .database!.db.selectFrom('answer_history')
          .select('id')
          .where('property_id', '=', propertyId)
          .where('question_id', '=', questionId)
          .execute()
      ).length;
    // Clearing an answer nobody gave is no change.
    await save('seller', { ta6_11_1_1: null });
    expect(await historyOf('ta6_11_1_1')).toBe(0);

    const before = await historyOf('ta6_10_1_2');
    const answers = { ta6_10_1_1: '1', ta6_10_1_2: 'Parking for one car on the drive.' };
    const first = await save('seller', answers);
    const again = await save('seller', answers);
    expect([first.status, again.status]).toEqual([200, 200]);
    expect(again.body.completion).toEqual(first.body.completion);
    expect(await historyOf('ta6_10_1_2')).toBe(before + 1);

    const sentTogether = await Promise.all([
      save('coSeller', { ta6_11_1_1: '2' }),
      save('coSeller', { ta6_11_1_1: '2' }),
    ]);
    expect(sentTogether.map((response) => response.status)).toEqual([200, 200]);
    expect(await historyOf('ta6_11_1_1')).toBe(1);
  });

  it('clears an answer sent as null and records the clearing', async () => {
    await save('seller', { ta6_14_1_1: '1' }).then((response) => expect(response.status).toBe(200));
    await save('seller', { ta6_14_1_1: null });
    expect((await load('seller')).body.answers).not.toHaveProperty('ta6_14_1_1');
  });

  it('refuses an agent outside the services section, and a solicitor anywhere, changing nothing', async () => {
    const refused = await save('agent', { ta6_2_1_1: '1' });
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe('You can view this form but not change it.');
    expect((await save('solicitor', { ta6_2_1_1: '1' })).status).toBe(403);
    expect((await load('seller')).body.answers.ta6_2_1_1).toBe('1');
  });

  it.each([
    ['a question the form does not have', { no_such_question: 'x' }, 'The form has no question no_such_question.'],
    [
      'an option the question does not offer',
      { ta6_2_1_1: '7' },
      '2.1.1 Have there been any disputes or complaints about this property or a property nearby? Choose from the options shown: “7” is not one of them.',
    ],
    ['a list for a single choice', { ta6_2_1_1: ['1'] }, 'Question ta6_2_1_1 expects one option.'],
    [
      'a number that is not one',
      { ta6_12_1_2: 'nineteen-seventy' },
      '12.1.2 In which year were they last tested? Enter a number, using digits only.',
    ],
    [
      'a year in the future for when the electrics were last tested',
      { ta6_12_1_2: '2999' },
      `12.1.2 In which year were they last tested? Enter a year between 1970 and ${new Date().getFullYear()}.`,
    ],
    [
      'a negative year',
      { ta6_12_1_2: '-5' },
      `12.1.2 In which year were they last tested? Enter a year between 1970 and ${new Date().getFullYear()}.`,
    ],
    [
      'a month in the future for when the septic tank was last replaced',
      { ta6_12_5_1: '2999-06' },
      '12.5.1 When was the septic tank last replaced or upgraded? Enter a date between 1970 and this month.',
    ],
    [
      'an option the standard cannot hold (mains electricity "to be connected")',
      { ta6_13_1_1: '2' },
      '13.1.1 Is the property connected to mains electricity? Choose from the options shown: “2” is not one of them.',
    ],
    [
      '5001 characters of text',
      { ta6_2_1_2: 'x'.repeat(5001) },
      '2.1.2 What were they about, who was involved, and how were they settled? Enter at most 5,000 characters: this has 5,001.',
    ],
    [
      'a year of replaced windows before the question’s 1 April 2002',
      { ta6_4_1c1: '1', ta6_4_1c2: '1999' },
      `4.1c2 In which year were they replaced? Enter a year between 2002 and ${new Date().getFullYear()}: the question is about windows replaced since 1 April 2002.`,
    ],
  ])('refuses %s with 400 and a message, storing nothing of the request', async (_label, answers, message) => {
    const before = (await load('seller')).body.answers;
    const response = await save('seller', { ta6_5_1: '1', ...answers });
    expect(response.status).toBe(400);
    if (message) expect(response.body.error.message).toBe(message);
    expect((await load('seller')).body.answers).toEqual(before);
  });

  it('names every refused answer of a save with its reason, not only the first, and stores none of them', async () => {
    const before = (await load('seller')).body.answers;
    const response = await save('seller', { ta6_5_1: '1', ta6_2_1_1: '7', ta6_12_1_2: 'nineteen-seventy' });
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('BAD_REQUEST');
    expect(response.body.error.questions).toEqual(
      expect.arrayContaining([
        // The wording is the save rules' own; what matters here is that each refusal is named.
        { question_id: 'ta6_2_1_1', message: expect.stringMatching(/\w/) },
        { question_id: 'ta6_12_1_2', message: expect.stringMatching(/\w/) },
      ]),
    );
    expect(response.body.error.questions).toHaveLength(2);
    expect(response.body.error.message).toMatch(/^2 answers could not be saved/);
    expect((await load('seller')).body.answers).toEqual(before);
  });

  it('an answer given in leasehold information shows in property information as shared, saying where it came from', async () => {
    expect((await save('seller', { ta7_0_1_5: 'OX2 6QT' }, 1)).status).toBe(200);
    const info = await load('seller', 2);
    expect(info.body.answers.ta6_0_1_5).toBe('OX2 6QT');
    expect(info.body.sources.ta6_0_1_5).toMatchObject({
      kind: 'form',
      questionnaire_id: 1,
      questionnaire_name: 'Leasehold information',
    });
  });

  it('ticks in preliminary information answer property information’s yes/no questions, and a yes/no answered there ticks or clears the box', async () => {
    const db = app.database!.db;
    const seller = await person(ROLE.homeMover);
    const { id } = await createProperty(db, { name: '3 Mill Lane', sellerIds: [seller.id] });
    const form = (questionnaire: number) =>
      callApi(app.url, 'GET', `/questionnaire/${id}/${questionnaire}`, { token: seller.token });
    const answer = (questionnaire: number, answers: Record<string, unknown>) =>
      callApi(app.url, 'POST', `/questionnaire/${id}/${questionnaire}`, { token: seller.token, body: { answers } });
    const before = (await form(2)).body.completion.percent as number;

    // Services: electricity and a telephone line ticked, cable TV not; liabilities: a Green Deal loan.
    expect((await answer(5, { '14_1': ['1', '6'], '7_1': ['2'] })).status).toBe(200);
    const info = await form(2);
    expect(info.body.answers).toMatchObject({
      ta6_13_1_1: '1',
      ta6_13_5_1: '1',
      ta6_13_6_1: '3',
      ta6_7_7_1: '1',
      ta6_12_4a1: '3',
      ta6_13_3_1: '3',
    });
    expect(info.body.sources.ta6_13_5_1).toMatchObject({
      kind: 'form',
      questionnaire_id: 5,
      questionnaire_name: 'Preliminary information',
    });
    expect(info.body.completion.percent).toBeGreaterThan(before);
    // About my home asks mains electricity too, and reads the same fact.
    expect((await form(4)).body.answers.mains_electricity).toBeDefined();

    // Answered the other way in property information, the box follows; the history keeps both.
    expect((await answer(2, { ta6_13_5_1: '3', ta6_13_6_1: '1' })).status).toBe(200);
    const preliminary = await form(5);
    expect([...preliminary.body.answers['14_1']].sort()).toEqual(['1', '8']);
    expect(preliminary.body.sources['14_1']).toMatchObject({ kind: 'form', questionnaire_id: 2 });
    const history = await db
      .selectFrom('answer_history')
      .select(['question_id', 'value'])
      .where('property_id', '=', id)
      .where('answer_key', '=', 'pdtf:/propertyPack/connectivity/telephone/yesNo')
      .orderBy('id')
      .execute();
    expect(history.map((row) => row.question_id)).toEqual(['14_1=6', 'ta6_13_5_1']);

    // A "None of these" list gives way to a loan answered yes elsewhere.
    expect((await answer(5, { '7_1': ['4'] })).status).toBe(200);
    expect((await form(2)).body.answers.ta6_7_7_1).toBe('2');
    expect((await answer(2, { ta6_7_7_1: '1' })).status).toBe(200);
    expect((await form(5)).body.answers['7_1']).toEqual(['2']);

    // Clearing the list leaves the facts as they were.
    expect((await answer(5, { '14_1': null })).status).toBe(200);
    expect((await form(2)).body.answers).toMatchObject({ ta6_13_1_1: '1', ta6_13_5_1: '3' });

    // Once property information is signed, its facts are locked in the list too; ticks it does not ask stay free.
    expect((await answer(5, { '14_1': ['1', '8'] })).status).toBe(200);
    await db
      .insertInto('signatures')
      .values({
        property_id: id,
        questionnaire_id: 2,
        phase_id: 1,
        user_id: seller.id,
        signer_name: 'Sam Seller',
        seller_type: null,
        definition_version: 1,
        answers_sha256: '0'.repeat(64),
        removed_at: null,
        removed_by: null,
      })
      .execute();
    expect((await answer(5, { '14_1': ['1', '8', '7'] })).status).toBe(200);
    const locked = await answer(5, { '14_1': ['1', '8', '7', '6'] });
    expect(locked.status).toBe(409);
    expect(locked.body.error.message).toBe(
      'This answer is also part of Property information, which has been signed, so it can no longer be changed.',
    );
    expect((await form(2)).body.answers.ta6_13_5_1).toBe('3');
  });
});

describe('prefill from the title register', () => {
  it('fills preliminary information from the property’s title data the first time it opens, marked as from the title', async () => {
    const db = app.database!.db;
    const seller = await person(ROLE.homeMover);
    const { id } = await createProperty(db, { name: 'Flat 2, 9 Quay Street', sellerIds: [seller.id] });
    const passport = {
      address_lines: ['Flat 2', '9 Quay Street', 'Bristol'],
      postcode: 'BS1 4DB',
      current_proprietorship_date: '2014-06-30',
      tenure_title_code: '60',
      leaseTerm: 112,
    };
    await db
      .updateTable('properties')
      .set({ data: sql`${JSON.stringify({ passport })}::jsonb` })
      .where('id', '=', id)
      .execute();

    const first = await callApi(app.url, 'GET', `/questionnaire/${id}/5`, { token: seller.token });
    expect(first.status).toBe(200);
    expect(first.body.answers).toMatchObject({ '1_1_i': 'BS1 4DB', '2_1_i': '6', '3_1': '4', '3_2_1': '112' });
    expect(first.body.sources['3_1']).toMatchObject({ kind: 'title' });

    // The seller changes a prefilled answer; opening the form again does not prefill over it.
    expect(
      (
        await callApi(app.url, 'POST', `/questionnaire/${id}/5`, {
          token: seller.token,
          body: { answers: { '3_2_1': '99' } },
        })
      ).status,
    ).toBe(200);
    const again = await callApi(app.url, 'GET', `/questionnaire/${id}/5`, { token: seller.token });
    expect(again.body.answers['3_2_1']).toBe('99');
  });
});
