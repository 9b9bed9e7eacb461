import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../domain/roles.ts';
import { createOrganisation, createProperty, createUser } from '../fixtures/factories.ts';
import { callApi } from '../fixtures/http.ts';
import { startTestApp, type TestApp } from '../fixtures/test-app.ts';
import { answerable, info, valueFor } from '../fixtures/autosave-answers.ts';
import { signWithProviderKey } from '../fixtures/tokens.ts';
import { eventsOf, liveClient, PROPERTY_EVENTS, record, until } from '../fixtures/live-client.ts';

/**
 * Live property events over GraphQL subscriptions (graphql-transport-ws on /graphql): what a
 * co-seller, an agent or an integrator sees as a property changes, and what they must not.
 */
let app: TestApp;
const db = () => app.database!.db;
const clients: ReturnType<typeof liveClient>[] = [];

async function person(role: number, organisationId: number | null = null, lifetime = 600) {
  const user = await createUser(db(), { role: role as never, organisationId });
  const now = Math.floor(Date.now() / 1000);
  const token = await signWithProviderKey(db(), {
    sub: user.id,
    iss: `${app.publicUrl}/oidc`,
    aud: 'hop-web',
    iat: now,
    exp: now + lifetime,
  });
  return { id: user.id, token };
}

function client(token: string | null) {
  const made = liveClient(app.url, token);
  clients.push(made);
  return made;
}

const question = answerable.find((entry) => entry.type === 'text' && entry.formReference) ?? answerable[0];

async function save(token: string, propertyId: number, round: number) {
  const response = await callApi(app.url, 'POST', `/questionnaire/${propertyId}/${info.id}`, {
    token,
    body: { answers: { [question.id]: valueFor(question, round) } },
  });
  expect(response.status).toBe(200);
}

beforeAll(async () => {
  app = await startTestApp({ DEMO: '0' });
});
afterAll(async () => {
  for (const made of clients) await made.dispose();
  await app?.close();
});

describe('propertyEvents', () => {
  it("a seller's save reaches the co-seller's subscription with the values, the reference and the figures", async () => {
    const [first, second] = [await person(ROLE.homeMover), await person(ROLE.homeMover)];
    const property = await createProperty(db(), { sellerIds: [first.id, second.id] });
    const received = record(client(second.token), PROPERTY_EVENTS, { propertyId: String(property.id) });
    await until(() => app.liveStreams!.streamsOf(second.id) === 1, 5_000, 'the stream to open');
    await save(first.token, property.id, 1);
    await until(() => eventsOf(received).length === 1, 5_000, 'the co-seller to receive the save');
    const [event] = eventsOf(received);
    expect(event).toMatchObject({
      __typename: 'AnswersChanged',
      propertyId: String(property.id),
      questionnaireId: info.id,
      questionnaireKey: `${property.id}:${info.id}`,
      actor: { id: first.id },
      answers: [{ questionKey: question.id, reference: question.formReference ?? question.question, value: valueFor(question, 1) }],
    });
    expect(Number(event.answersRevision)).toBeGreaterThan(0);
    expect(typeof event.formPercent).toBe('number');
    expect(received.errors).toEqual([]);
  });
});
