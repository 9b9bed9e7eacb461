import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formDefinition } from '../../domain/forms/content/index.ts';
import { allQuestions } from '../../domain/forms/questions.ts';
import type { FormDefinition } from '../../domain/forms/definition.ts';
import { ROLE } from '../../domain/roles.ts';
import { createOrganisation, createProperty, createUser } from '../fixtures/factories.ts';
import { callGraphql } from '../fixtures/http.ts';
import { startTestApp, type TestApp } from '../fixtures/test-app.ts';
import { signWithProviderKey } from '../fixtures/tokens.ts';

let app: TestApp;
let seller: string;
let agent: string;
let propertyId: string;

const QUERY = `query($id: ID!, $q: Int!) {
  questionnaire(propertyId: $id, questionnaireId: $q) {
    id name path version canAnswerAll writableSections
    sections { key name tabular groups { key name questions { key question type required options { key label } formReference showIfQuestion showIfAnswer pdtfPath } } }
    answers { questionKey value source { kind questionnaireName } }
    completion { id percent sections { sectionKey percent } }
  }
}`;

const SAVE = `mutation($input: SaveAnswersInput!) { saveAnswers(input: $input) { savedAt completion { id percent sections { sectionKey percent } } } }`;

beforeAll(async () => {
  app = await startTestApp({ DEMO: '0' });
  const db = app.database!.db;
  const agency = await createOrganisation(db, { type: 2 });
  const sellerUser = await createUser(db, { role: ROLE.homeMover });
  const agentUser = await createUser(db, { role: ROLE.agent, organisationId: agency.id });
  propertyId = String((await createProperty(db, { agencyId: agency.id, sellerIds: [sellerUser.id] })).id);
  const now = Math.floor(Date.now() / 1000);
  const sign = (sub: string) =>
    signWithProviderKey(db, { sub, iss: `${app.publicUrl}/oidc`, aud: 'hop-web', iat: now, exp: now + 600 });
  seller = await sign(sellerUser.id);
  agent = await sign(agentUser.id);
});
afterAll(() => app?.close());

describe('questionnaires through the gateway', () => {
  it('loads a whole form, its answers and completion with one REST call', async () => {
    const { body, upstreamCalls } = await callGraphql(app.url, QUERY, {
      token: seller,
      variables: { id: propertyId, q: 1 },
    });
    expect(body.errors).toBeUndefined();
    const form = body.data.questionnaire;
    expect(form).toMatchObject({
      id: `${propertyId}:1`,
      name: 'Leasehold information',
      path: 'leasehold',
      canAnswerAll: true,
    });
    expect(
      form.sections.flatMap((s: { groups: { questions: unknown[] }[] }) => s.groups.flatMap((g) => g.questions)).length,
    ).toBeGreaterThanOrEqual(128);
    expect(form.sections[0].groups[0].questions[0]).toMatchObject({
      key: 'ta7_1_1_ownership_type',
      type: 'SELECT',
      required: true,
    });
    expect(upstreamCalls).toBe(1);
  });

  it('gives the same form as one value, each question with its PDTF answer rule, as the web app draws it', async () => {
    const query = `query($id: ID!, $q: Int!) { questionnaire(propertyId: $id, questionnaireId: $q) { definition sections { key groups { questions { key } } } } }`;
    const { body, upstreamCalls } = await callGraphql(app.url, query, {
      token: seller,
      variables: { id: propertyId, q: 2 },
    });
    expect(body.errors).toBeUndefined();
    const definition = body.data.questionnaire.definition as FormDefinition;
    expect(definition).toEqual(JSON.parse(JSON.stringify(formDefinition('info'))));
    const keys = (sections: { groups: { questions: { key: string }[] }[] }[]) =>
      sections.flatMap((s) => s.groups.flatMap((g) => g.questions.map((q) => q.key)));
    expect(allQuestions(definition).map((question) => question.id)).toEqual(keys(body.data.questionnaire.sections));
    expect(allQuestions(definition).find((question) => question.id === 'ta6_2_1_1')?.rule).toBeDefined();
    expect(upstreamCalls).toBe(1);
  });

  it('saves answers and returns the completion under the questionnaire’s id, so the cached form updates', async () => {
    const { body, upstreamCalls } = await callGraphql(app.url, SAVE, {
      token: seller,
      variables: {
        input: {
          propertyId,
          questionnaireId: 2,
          answers: [
            { questionKey: 'ta6_2_1_1', value: '2' },
            { questionKey: 'ta6_2_2_1', value: '2' },
          ],
        },
      },
    });
    expect(body.errors).toBeUndefined();
    expect(body.data.saveAnswers.completion.id).toBe(`${propertyId}:2`);
    expect(body.data.saveAnswers.completion.sections).toContainEqual({ sectionKey: 'disputes', percent: 100 });
    expect(upstreamCalls).toBe(1);
    const reloaded = await callGraphql(app.url, QUERY, { token: seller, variables: { id: propertyId, q: 2 } });
    expect(reloaded.body.data.questionnaire.answers).toEqual(
      expect.arrayContaining([{ questionKey: 'ta6_2_1_1', value: '2', source: null }]),
    );
  });

  it('passes the API’s refusals on with their codes and messages', async () => {
    const wrong = await callGraphql(app.url, SAVE, {
      token: seller,
      variables: {
        input: { propertyId, questionnaireId: 2, answers: [{ questionKey: 'ta6_2_1_1', value: { yes: true } }] },
      },
    });
    expect(wrong.body.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    // A refused answer's question travels with the error, so the app shows the reason beside it.
    const unknownOption = await callGraphql(app.url, SAVE, {
      token: seller,
      variables: { input: { propertyId, questionnaireId: 2, answers: [{ questionKey: 'ta6_2_1_1', value: '7' }] } },
    });
    expect(unknownOption.body.errors?.[0].extensions).toEqual({
      code: 'BAD_USER_INPUT',
      questions: [{ questionId: 'ta6_2_1_1', message: expect.stringMatching(/\w/) }],
    });
    const refused = await callGraphql(app.url, SAVE, {
      token: agent,
      variables: { input: { propertyId, questionnaireId: 2, answers: [{ questionKey: 'ta6_2_1_1', value: '1' }] } },
    });
    expect(refused.body.errors?.[0]).toMatchObject({
      message: 'You can view this form but not change it.',
      extensions: { code: 'FORBIDDEN' },
    });
    const unknownForm = await callGraphql(app.url, QUERY, { token: seller, variables: { id: propertyId, q: 42 } });
    expect(unknownForm.body.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });
});
