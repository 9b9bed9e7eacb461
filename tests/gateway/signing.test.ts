import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../domain/roles.ts';
import { answerWholeForm } from '../fixtures/answer-form.ts';
import { createOrganisation, createProperty, createUser } from '../fixtures/factories.ts';
import { callGraphql } from '../fixtures/http.ts';
import { startTestApp, type TestApp } from '../fixtures/test-app.ts';
import { signWithProviderKey } from '../fixtures/tokens.ts';

let app: TestApp;
let propertyId: string;
const tokens = {} as Record<'seller' | 'agent', string>;

const SIGNING =
  'signing { id sellers signed signedByMe allSigned locked displayedPercent signatures { signerName mine } }';

beforeAll(async () => {
  app = await startTestApp({ DEMO: '0' });
  const db = app.database!.db;
  const agency = await createOrganisation(db, { type: 2, name: 'Gate Estates' });
  const seller = await createUser(db, { role: ROLE.homeMover });
  const coSeller = await createUser(db, { role: ROLE.homeMover });
  const agent = await createUser(db, { role: ROLE.agent, organisationId: agency.id });
  const now = Math.floor(Date.now() / 1000);
  tokens.seller = await signWithProviderKey(db, {
    sub: seller.id,
    iss: `${app.publicUrl}/oidc`,
    aud: 'hop-web',
    iat: now,
    exp: now + 900,
  });
  tokens.agent = await signWithProviderKey(db, {
    sub: agent.id,
    iss: `${app.publicUrl}/oidc`,
    aud: 'hop-web',
    iat: now,
    exp: now + 900,
  });
  propertyId = String((await createProperty(db, { agencyId: agency.id, sellerIds: [seller.id, coSeller.id] })).id);
  await answerWholeForm(app.url, tokens.seller, Number(propertyId), 4);
}, 60_000);
afterAll(() => app?.close());

describe('signing through the gateway', () => {
  it('signs, returns the form’s new signing state under the questionnaire’s cache id, and locks the answers (CONFLICT)', async () => {
    const signed = await callGraphql(
      app.url,
      `mutation($input: SignFormInput!) { signForm(input: $input) { signatureId answersSha256 ${SIGNING} } }`,
      {
        token: tokens.seller,
        variables: { input: { propertyId, questionnaireId: 4, name: 'Ash Seller' } },
      },
    );
    expect(signed.body.errors).toBeUndefined();
    expect(signed.body.data.signForm.answersSha256).toMatch(/^[0-9a-f]{64}$/);
    expect(signed.body.data.signForm.signing).toMatchObject({
      id: `${propertyId}:4`,
      sellers: 2,
      signed: 1,
      signedByMe: true,
      locked: true,
      allSigned: false,
      displayedPercent: 99,
    });

    const form = await callGraphql(
      app.url,
      `query($id: ID!) { questionnaire(propertyId: $id, questionnaireId: 4) { id ${SIGNING} } }`,
      { token: tokens.seller, variables: { id: propertyId } },
    );
    expect(form.body.data.questionnaire.signing.signatures).toEqual([{ signerName: 'Ash Seller', mine: true }]);

    const save = await callGraphql(
      app.url,
      'mutation($input: SaveAnswersInput!) { saveAnswers(input: $input) { savedAt } }',
      {
        token: tokens.seller,
        variables: { input: { propertyId, questionnaireId: 4, answers: [{ questionKey: 'price', value: '1' }] } },
      },
    );
    expect(save.body.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect(save.body.errors?.[0]?.message).toMatch(/has been signed/);
  });

  it('lists the signature to an agent, checks it, and lets the agent remove it', async () => {
    const list = await callGraphql(
      app.url,
      'query($id: ID!) { propertySignatures(propertyId: $id) { id signerName signerRole removedAt } }',
      { token: tokens.agent, variables: { id: propertyId } },
    );
    expect(list.body.data.propertySignatures).toEqual([
      { id: expect.any(String), signerName: 'Ash Seller', signerRole: 'HOME_MOVER', removedAt: null },
    ]);
    const check = await callGraphql(
      app.url,
      'query($id: ID!) { signatureCheck(propertyId: $id) { allMatch signatures { matches currentSha256 answersSha256 } } }',
      { token: tokens.agent, variables: { id: propertyId } },
    );
    expect(check.body.data.signatureCheck.allMatch).toBe(true);
    const removed = await callGraphql(
      app.url,
      'mutation($id: ID!) { deleteSignature(id: $id) { id removedAt removedByName } }',
      { token: tokens.agent, variables: { id: list.body.data.propertySignatures[0].id } },
    );
    expect(removed.body.data.deleteSignature.removedAt).toEqual(expect.any(String));
  });
});
