import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnswerValue } from '../../domain/forms/definition.ts';
import { MESSAGES } from '../../domain/messages.ts';
import { ROLE } from '../../domain/roles.ts';
import { canonicalAnswers } from '../../domain/signing/canonical-answers.ts';
import { answerWholeForm } from '../fixtures/answer-form.ts';
import { createOrganisation, createProperty, createUser } from '../fixtures/factories.ts';
import { callGraphql } from '../fixtures/http.ts';
import { startTestApp, type TestApp } from '../fixtures/test-app.ts';
import { webTokensFor } from '../fixtures/tokens.ts';

/** The sign and complete mutations carry the revision the seller saw, with the REST API's refusal word for word. */
let app: TestApp;
let tokens: Record<'alex' | 'bea', string>;
let about: string;
let preliminary: string;

const FORM = `query($id: ID!, $q: Int!, $since: String!) {
  questionnaire(propertyId: $id, questionnaireId: $q) {
    id answersRevision answers { questionKey value }
    changesSince(revision: $since) { questionKey question kind changedBy cleared changedAt }
  }
}`;
const SAVE = 'mutation($input: SaveAnswersInput!) { saveAnswers(input: $input) { savedAt } }';
const SIGN = 'mutation($input: SignFormInput!) { signForm(input: $input) { signatureId answersSha256 } }';
const COMPLETE = 'mutation($input: CompleteFormInput!) { completeForm(input: $input) { signatureId answersSha256 } }';

const read = (who: 'alex' | 'bea', propertyId: string, questionnaireId: number, since = '0') =>
  callGraphql(app.url, FORM, { token: tokens[who], variables: { id: propertyId, q: questionnaireId, since } });
const saveAs = (who: 'alex' | 'bea', propertyId: string, questionnaireId: number, questionKey: string, value: string) =>
  callGraphql(app.url, SAVE, {
    token: tokens[who],
    variables: { input: { propertyId, questionnaireId, answers: [{ questionKey, value }] } },
  });
const hashOf = (answers: { questionKey: string; value: AnswerValue }[]) =>
  createHash('sha256')
    .update(canonicalAnswers(Object.fromEntries(answers.map((answer) => [answer.questionKey, answer.value]))))
    .digest('hex');

beforeAll(async () => {
  app = await startTestApp({ DEMO: '0' });
  const db = app.database!.db;
  const agency = await createOrganisation(db, { type: 2, name: 'Gate Estates' });
  const alex = await createUser(db, { role: ROLE.homeMover, name: 'Alex Seller' });
  const bea = await createUser(db, { role: ROLE.homeMover, name: 'Bea Coseller' });
  tokens = await webTokensFor(db, app.publicUrl, { alex, bea });
  const sellerIds = [alex.id, bea.id];
  about = String((await createProperty(db, { agencyId: agency.id, sellerIds })).id);
  preliminary = String((await createProperty(db, { agencyId: agency.id, sellerIds })).id);
  await Promise.all([
    answerWholeForm(app.url, tokens.alex, Number(about), 4),
    answerWholeForm(app.url, tokens.alex, Number(preliminary), 5),
  ]);
}, 60_000);
afterAll(() => app?.close());

describe('signing through the gateway on the answers revision the seller saw', () => {
  it('refuses a stale revision with CONFLICT and the message, lists the change, then signs the answers read again', async () => {
    const seen = (await read('alex', about, 4)).body.data.questionnaire.answersRevision;
    expect(seen).toMatch(/^[1-9][0-9]*$/);
    expect((await saveAs('bea', about, 4, 'price', '512000')).body.errors).toBeUndefined();

    const refused = await callGraphql(app.url, SIGN, {
      token: tokens.alex,
      variables: { input: { propertyId: about, questionnaireId: 4, name: 'Alex Seller', answersRevision: seen } },
    });
    expect(refused.body.data).toBeNull();
    expect(refused.body.errors![0].message).toBe(MESSAGES.answersChanged);
    expect(refused.body.errors![0].extensions).toMatchObject({
      code: 'CONFLICT',
      changes: [{ questionKey: 'price', kind: 'PERSON', changedBy: 'Bea Coseller', cleared: false }],
    });

    // The form and what changed since the revision seen, in one request: the form's call and the changes' call.
    const again = await read('alex', about, 4, seen);
    expect(again.body.errors).toBeUndefined();
    expect(again.upstreamCalls).toBe(2);
    const form = again.body.data.questionnaire;
    expect(form.changesSince).toEqual([
      {
        questionKey: 'price',
        question: expect.stringContaining('price'),
        kind: 'PERSON',
        changedBy: 'Bea Coseller',
        cleared: false,
        changedAt: expect.any(String),
      },
    ]);
    expect(form.answers.find((answer: { questionKey: string }) => answer.questionKey === 'price').value).toBe('512000');

    const signed = await callGraphql(app.url, SIGN, {
      token: tokens.alex,
      variables: {
        input: { propertyId: about, questionnaireId: 4, name: 'Alex Seller', answersRevision: form.answersRevision },
      },
    });
    expect(signed.body.errors).toBeUndefined();
    expect(signed.body.data.signForm.answersSha256).toBe(hashOf(form.answers));
  });

  it('refuses the completion of preliminary information the same way', async () => {
    const seen = (await read('alex', preliminary, 5)).body.data.questionnaire.answersRevision;
    expect((await saveAs('bea', preliminary, 5, '1_1', '4 Gate Street, Bath')).body.errors).toBeUndefined();
    const complete = (answersRevision: string) =>
      callGraphql(app.url, COMPLETE, {
        token: tokens.alex,
        variables: {
          input: {
            propertyId: preliminary,
            questionnaireId: 5,
            sellerType: 1,
            sellerName: 'Alex Seller',
            answersRevision,
          },
        },
      });
    const refused = await complete(seen);
    expect(refused.body.errors![0]).toMatchObject({
      message: MESSAGES.answersChanged,
      extensions: { code: 'CONFLICT' },
    });
    const now = (await read('alex', preliminary, 5)).body.data.questionnaire.answersRevision;
    expect((await complete(now)).body.errors).toBeUndefined();
  });

  it('answers BAD_USER_INPUT for changes since a revision the form never had', async () => {
    const now = (await read('alex', about, 4)).body.data.questionnaire.answersRevision;
    const future = await read('alex', about, 4, String(BigInt(now) + 10n));
    expect(future.body.errors![0].extensions?.code).toBe('BAD_USER_INPUT');
  });
});
