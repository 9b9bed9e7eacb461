import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../domain/roles.ts';
import { createOrganisation, createProperty, createUser } from '../fixtures/factories.ts';
import { callApi, callGraphql } from '../fixtures/http.ts';
import { compilePdtfValidator, errorLines } from '../fixtures/pdtf-validator.ts';
import { startTestApp, type TestApp } from '../fixtures/test-app.ts';
import { signWithProviderKey } from '../fixtures/tokens.ts';

/**
 * A pack in progress, as an integrator reads it: the seller has ticked two of the four things they
 * will ensure on completion, answered the ownership "Freehold" in about my home and a leasehold
 * question in leasehold information, and named no extra kitchen fitting they said is included.
 * The document stays valid against the base schema, and the report beside it says what it leaves
 * out, whose answers and why; a property no seller has joined yet names its agency.
 */
let app: TestApp;
let propertyId: number;
let unsoldId: number;
const tokens = {} as Record<'seller' | 'solicitor' | 'agent', string>;
const validate = compilePdtfValidator([]);

async function save(questionnaireId: number, answers: Record<string, unknown>) {
  const saved = await callApi(app.url, 'POST', `/questionnaire/${propertyId}/${questionnaireId}`, {
    token: tokens.seller,
    body: { answers },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
}

beforeAll(async () => {
  app = await startTestApp({ DEMO: '0' });
  const db = app.database!.db;
  const agency = await createOrganisation(db, { type: 2, name: 'Quayside Lettings' });
  const firm = await createOrganisation(db, { type: 3, name: 'Harbour Law' });
  const now = Math.floor(Date.now() / 1000);
  const token = async (sub: string) =>
    signWithProviderKey(db, { sub, iss: `${app.publicUrl}/oidc`, aud: 'hop-web', iat: now, exp: now + 900 });
  const seller = await createUser(db, { role: ROLE.homeMover, name: 'Jordan Quayle' });
  const solicitor = await createUser(db, { role: ROLE.solicitor, organisationId: firm.id });
  const agent = await createUser(db, { role: ROLE.agent, organisationId: agency.id });
  tokens.seller = await token(seller.id);
  tokens.solicitor = await token(solicitor.id);
  tokens.agent = await token(agent.id);
  propertyId = (
    await createProperty(db, {
      name: '9 Harbour Walk',
      agencyId: agency.id,
      creatorId: agent.id,
      sellerIds: [seller.id],
      madeAvailableTo: [firm.id],
    })
  ).id;
  unsoldId = (await createProperty(db, { name: '11 Harbour Walk', agencyId: agency.id, creatorId: agent.id })).id;
  await save(2, { ta6_14_4a: ['1'], ta6_14_4d: ['1'], ta6_6_1: '2' });
  await save(4, { ownership_type: '1' });
  await save(1, { ta7_1_2_1: '2' });
  await save(3, { kitchen_other_1_included: '1', kitchen_cooker_included: '1' });
}, 60_000);
afterAll(() => app?.close());

describe('the report beside a PDTF export in progress', () => {
  it('keeps the document valid against the base schema and holds what the standard can take', async () => {
    const { status, body } = await callApi(app.url, 'GET', `/property/${propertyId}/pdtf`, { token: tokens.solicitor });
    expect(status).toBe(200);
    expect(errorLines(validate(body))).toEqual([]);
    expect(body.propertyPack.insurance).toEqual({ isInsured: 'No' });
    expect(body.propertyPack.ownership.ownershipsToBeTransferred).toEqual([{ ownershipType: 'Freehold' }]);
    expect(body.propertyPack.fixturesAndFittings.kitchen).toEqual({ cooker: { isIncludedExcludedOrNone: 'Included' } });
    expect(body.propertyPack).not.toHaveProperty('completionAndMoving');
  });

  it('lists each thing left out: where, whose answers, what would let it in, and why', async () => {
    const { status, body } = await callApi(app.url, 'GET', `/property/${propertyId}/pdtf/report`, {
      token: tokens.solicitor,
    });
    expect(status).toBe(200);
    expect(body.property_id).toBe(propertyId);
    expect(body.transaction_id).toMatch(/^moveready-/);
    const byPath = Object.fromEntries((body.omitted as { path: string }[]).map((entry) => [entry.path, entry]));
    expect(Object.keys(byPath).sort()).toEqual([
      '/propertyPack/completionAndMoving/sellerWillEnsure',
      '/propertyPack/fixturesAndFittings/kitchen/otherItems/0',
      '/propertyPack/ownership/ownershipsToBeTransferred/0/leaseholdInformation',
    ]);
    expect(byPath['/propertyPack/completionAndMoving/sellerWillEnsure']).toMatchObject({
      reason: 'incomplete',
      questions: [
        { questionnaire_id: 2, form: 'Property information', question_id: 'ta6_14_4a' },
        { questionnaire_id: 2, form: 'Property information', question_id: 'ta6_14_4d' },
      ],
      needs: [{ question_id: 'ta6_14_4b' }, { question_id: 'ta6_14_4c' }],
      explanation: expect.stringMatching(
        /^Left out until .+ are answered too: the standard holds these answers only together with them\.$/,
      ),
    });
    expect(byPath['/propertyPack/ownership/ownershipsToBeTransferred/0/leaseholdInformation']).toMatchObject({
      reason: 'other-branch',
      questions: [{ questionnaire_id: 1, question_id: 'ta7_1_2_1' }],
      explanation: expect.stringContaining(
        'is answered “Freehold”, and the standard holds these answers only when it is “Leasehold”.',
      ),
    });
    expect(byPath['/propertyPack/fixturesAndFittings/kitchen/otherItems/0']).toMatchObject({
      reason: 'incomplete',
      questions: [{ question_id: 'kitchen_other_1_included' }],
      needs: [{ question_id: 'kitchen_other_1_name', question: 'Item', reference: expect.any(String) }],
    });
  });

  it('is the same report through the gateway', async () => {
    const rest = await callApi(app.url, 'GET', `/property/${propertyId}/pdtf/report`, { token: tokens.agent });
    const graph = await callGraphql(
      app.url,
      `query($id: ID!) { pdtfExportReport(propertyId: $id) {
        propertyId transactionId
        omitted { path reason explanation
          questions { questionnaireId form questionId reference question }
          needs { questionnaireId form questionId reference question } } } }`,
      { token: tokens.agent, variables: { id: String(propertyId) } },
    );
    expect(graph.body.errors).toBeUndefined();
    const question = (q: Record<string, unknown>) => ({
      questionnaireId: q.questionnaire_id,
      form: q.form,
      questionId: q.question_id,
      reference: q.reference,
      question: q.question,
    });
    expect(graph.body.data.pdtfExportReport).toEqual({
      propertyId: String(propertyId),
      transactionId: rest.body.transaction_id,
      omitted: (rest.body.omitted as Record<string, unknown>[]).map((entry) => ({
        path: entry.path,
        reason: String(entry.reason).toUpperCase().replaceAll('-', '_'),
        explanation: entry.explanation,
        questions: (entry.questions as Record<string, unknown>[]).map(question),
        needs: (entry.needs as Record<string, unknown>[]).map(question),
      })),
    });
  });

  it('says a property no seller has joined yet names its agency alone, and the document stays valid', async () => {
    const document = await callApi(app.url, 'GET', `/property/${unsoldId}/pdtf`, { token: tokens.agent });
    expect(errorLines(validate(document.body))).toEqual([]);
    expect(document.body.participants).toEqual([{ organisation: 'Quayside Lettings', role: 'Estate Agent' }]);
    const report = await callApi(app.url, 'GET', `/property/${unsoldId}/pdtf/report`, { token: tokens.agent });
    expect(report.body.omitted).toEqual([
      {
        path: '/participants',
        reason: 'no-seller',
        explanation: 'No seller has joined the property yet: the participants name its estate agency only.',
        questions: [],
        needs: [],
      },
    ]);
  });

  it('is not found outside the caller’s properties', async () => {
    const other = await callApi(app.url, 'GET', `/property/${unsoldId}/pdtf/report`, { token: tokens.seller });
    expect(other.status).toBe(404);
  });
});
