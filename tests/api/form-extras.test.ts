import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../domain/roles.ts';
import { createOrganisation, createProperty, createUser } from '../fixtures/factories.ts';
import { PNG, pdf, uploadFiles } from '../fixtures/files.ts';
import { callApi, callGraphql } from '../fixtures/http.ts';
import { startTestApp, type TestApp } from '../fixtures/test-app.ts';
import { signWithProviderKey } from '../fixtures/tokens.ts';

let app: TestApp;
let agencyId: number;
const people = {} as Record<
  'seller' | 'agent' | 'otherAgent' | 'solicitor' | 'stranger',
  { id: string; email: string; token: string }
>;

async function person(role: (typeof ROLE)[keyof typeof ROLE], organisationId: number | null = null) {
  const user = await createUser(app.database!.db, { role, organisationId });
  const now = Math.floor(Date.now() / 1000);
  const token = await signWithProviderKey(app.database!.db, {
    sub: user.id,
    iss: `${app.publicUrl}/oidc`,
    aud: 'hop-web',
    iat: now,
    exp: now + 600,
  });
  const row = await app
    .database!.db.selectFrom('users')
    .select('email')
    .where('id', '=', user.id)
    .executeTakeFirstOrThrow();
  return { id: user.id, email: row.email!, token };
}

const QUESTIONS = [
  { id: 'charge-1', question: 'Will the mortgage be paid off from the sale?' },
  { id: 'lease-extension', question: 'Have you asked about extending the lease?' },
];

async function propertyWith(questions: unknown, phaseId = 2) {
  const db = app.database!.db;
  const property = await createProperty(db, { agencyId, sellerIds: [people.seller.id], madeAvailableTo: [], phaseId });
  await db
    .updateTable('properties')
    .set({ data: sql`cast(${JSON.stringify({ passport: { report: { sellers_questions: questions } } })} as jsonb)` })
    .where('id', '=', property.id)
    .execute();
  return property.id;
}

const outbox = (template: string) =>
  app
    .database!.db.selectFrom('mail_outbox')
    .select(['to_address', 'subject', 'text_body'])
    .where('template', '=', template)
    .orderBy('id')
    .execute();

beforeAll(async () => {
  app = await startTestApp({ DEMO: '0', SUPPORT_EMAIL: 'help@moveready.test' });
  const db = app.database!.db;
  agencyId = (await createOrganisation(db, { type: 2, name: 'Orchard Estates' })).id;
  const firm = await createOrganisation(db, { type: 3, name: 'Quill & Co' });
  people.seller = await person(ROLE.homeMover);
  people.agent = await person(ROLE.agent, agencyId);
  people.otherAgent = await person(ROLE.agent, agencyId);
  people.solicitor = await person(ROLE.solicitor, firm.id);
  people.stranger = await person(ROLE.homeMover);
});
afterAll(() => app?.close());

describe('conveyancing enquiries', () => {
  it('asks the questions of the property’s title report, a text answer and an uploader each', async () => {
    const id = await propertyWith(QUESTIONS);
    const response = await callApi(app.url, 'GET', `/questionnaire/${id}/6`, { token: people.seller.token });
    expect(response.status).toBe(200);
    const groups = response.body.questionnaire.sections[0].groups;
    expect(
      groups.map((g: { questions: { question: string; type: string }[] }) => g.questions.map((q) => q.type)),
    ).toEqual([
      ['textarea', 'upload'],
      ['textarea', 'upload'],
    ]);
    expect(groups[0].questions[0].question).toBe('Will the mortgage be paid off from the sale?');
    expect(response.body.completion.percent).toBe(0);
  });

  it('is complete only when every answer is given, and read-only access changes nothing', async () => {
    const id = await propertyWith(QUESTIONS);
    const first = await callApi(app.url, 'POST', `/questionnaire/${id}/6`, {
      token: people.seller.token,
      body: { answers: { 'enquiry_charge-1': 'Yes, from the sale.' } },
    });
    expect(first.body.completion.percent).toBe(50);
    const refused = await callApi(app.url, 'POST', `/questionnaire/${id}/6`, {
      token: people.agent.token,
      body: { answers: { 'enquiry_lease-extension': 'Agent answer' } },
    });
    expect(refused.status).toBe(403);
    const second = await callApi(app.url, 'POST', `/questionnaire/${id}/6`, {
      token: people.seller.token,
      body: { answers: { 'enquiry_lease-extension': 'Not yet.' } },
    });
    expect(second.body.completion.percent).toBe(100);
    const read = await callApi(app.url, 'GET', `/questionnaire/${id}/6`, { token: people.agent.token });
    expect(read.body.answers).toEqual({
      'enquiry_charge-1': 'Yes, from the sale.',
      'enquiry_lease-extension': 'Not yet.',
    });
    expect(read.body.writable_sections).toEqual([]);
  });

  it('is complete at once when the report raises no questions, and refuses an answer to a question it does not ask', async () => {
    const id = await propertyWith([]);
    const response = await callApi(app.url, 'GET', `/questionnaire/${id}/6`, { token: people.seller.token });
    expect(response.body.completion.percent).toBe(100);
    const refused = await callApi(app.url, 'POST', `/questionnaire/${id}/6`, {
      token: people.seller.token,
      body: { answers: { 'enquiry_charge-1': 'Made up' } },
    });
    expect(refused.status).toBe(400);
  });
});

describe('files given to upload questions', () => {
  it('records the property’s own documents against the answer and lists them by name', async () => {
    const id = await propertyWith(QUESTIONS);
    const uploaded = await uploadFiles(app.url, id, people.seller.token, [{ name: 'redemption.png', bytes: PNG }]);
    expect(uploaded.status).toBe(201);
    const fileId = String(uploaded.body!.id);
    const saved = await callApi(app.url, 'POST', `/questionnaire/${id}/6`, {
      token: people.seller.token,
      body: { answers: { 'enquiry_charge-1_files': [fileId] } },
    });
    expect(saved.status).toBe(200);
    const read = await callApi(app.url, 'GET', `/questionnaire/${id}/6`, { token: people.seller.token });
    expect(read.body.attachments).toEqual([{ id: Number(fileId), name: 'redemption', content_type: 'image/png' }]);
    const vault = await callApi(app.url, 'GET', `/property/${id}/uploads`, { token: people.seller.token });
    expect(vault.body.uploads.map((u: { id: number }) => String(u.id))).toContain(fileId);
  });

  it('refuses another property’s document and a file id that does not exist', async () => {
    const mine = await propertyWith(QUESTIONS);
    const other = await propertyWith(QUESTIONS);
    const elsewhere = await uploadFiles(app.url, other, people.seller.token, [{ name: 'a.png', bytes: PNG }]);
    for (const ids of [[String(elsewhere.body!.id)], ['999999']]) {
      const refused = await callApi(app.url, 'POST', `/questionnaire/${mine}/6`, {
        token: people.seller.token,
        body: { answers: { 'enquiry_charge-1_files': ids } },
      });
      expect(refused.status).toBe(400);
      expect(refused.body.error.message).toContain('not in this property');
    }
  });

  it('takes only a PDF for the lease, and only one', async () => {
    const id = await propertyWith([]);
    const png = await uploadFiles(app.url, id, people.seller.token, [{ name: 'lease.png', bytes: PNG }]);
    const lease = await uploadFiles(app.url, id, people.seller.token, [
      { name: 'lease.pdf', bytes: await pdf('Lease') },
    ]);
    const asPng = await callApi(app.url, 'POST', `/questionnaire/${id}/1`, {
      token: people.seller.token,
      body: { answers: { ta7_3_1a: '3', ta7_3_1a_upload: [String(png.body!.id)] } },
    });
    expect(asPng.status).toBe(400);
    expect(asPng.body.error.message).toContain('only PDF');
    const two = await callApi(app.url, 'POST', `/questionnaire/${id}/1`, {
      token: people.seller.token,
      body: { answers: { ta7_3_1a_upload: [String(lease.body!.id), String(lease.body!.id)] } },
    });
    expect(two.status).toBe(400);
    const ok = await callApi(app.url, 'POST', `/questionnaire/${id}/1`, {
      token: people.seller.token,
      body: { answers: { ta7_3_1a: '3', ta7_3_1a_upload: [String(lease.body!.id)] } },
    });
    expect(ok.status).toBe(200);
  });
});

describe('help messages (POST /enquiry/{id})', () => {
  it('mails the property’s agents through the outbox, naming the sender and the property', async () => {
    const id = await propertyWith([]);
    const response = await callApi(app.url, 'POST', `/enquiry/${id}`, {
      token: people.seller.token,
      body: { name: 'Help', message: 'Where do I find my FENSA certificate?' },
    });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ sent: true, recipients: 2 });
    const mails = (await outbox('enquiry')).slice(-2);
    expect(mails.map((m) => m.to_address).sort()).toEqual([people.agent.email, people.otherAgent.email].sort());
    expect(mails[0]!.text_body).toContain('Where do I find my FENSA certificate?');
    expect(mails[0]!.text_body).toContain(people.seller.email);
  });

  it('goes to the support address when the property has no agent', async () => {
    const property = await createProperty(app.database!.db, { sellerIds: [people.seller.id] });
    const response = await callApi(app.url, 'POST', `/enquiry/${property.id}`, {
      token: people.seller.token,
      body: { name: 'Request for leasehold agreement to be manually added', message: 'Please obtain the lease.' },
    });
    expect(response.body.recipients).toBe(1);
    expect((await outbox('enquiry')).at(-1)).toMatchObject({ to_address: 'help@moveready.test' });
  });

  it('refuses an empty message, and a property the sender cannot see is not found', async () => {
    const id = await propertyWith([]);
    expect(
      (
        await callApi(app.url, 'POST', `/enquiry/${id}`, {
          token: people.seller.token,
          body: { name: 'Help', message: '   ' },
        })
      ).status,
    ).toBe(400);
    const unseen = await callApi(app.url, 'POST', `/enquiry/${id}`, {
      token: people.stranger.token,
      body: { name: 'Help', message: 'Hello' },
    });
    expect(unseen.status).toBe(404);
  });

  it('is sendEnquiry in the gateway: one REST call for a seller, NOT_FOUND for a property out of sight', async () => {
    const id = await propertyWith([]);
    const query = 'mutation($input: SendEnquiryInput!) { sendEnquiry(input: $input) { sent recipients } }';
    const variables = { input: { propertyId: String(id), name: 'Help', message: 'Is the lease with you?' } };
    const sent = await callGraphql(app.url, query, { token: people.seller.token, variables });
    expect(sent.body.data?.sendEnquiry).toEqual({ sent: true, recipients: 2 });
    expect(sent.upstreamCalls).toBe(1);
    const unseen = await callGraphql(app.url, query, { token: people.solicitor.token, variables });
    expect(unseen.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});
