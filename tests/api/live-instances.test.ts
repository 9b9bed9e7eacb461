import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../domain/roles.ts';
import { answerable, info, valueFor } from '../fixtures/autosave-answers.ts';
import { createProperty, createUser } from '../fixtures/factories.ts';
import { callApi } from '../fixtures/http.ts';
import { eventsOf, liveClient, PROPERTY_EVENTS, record, until } from '../fixtures/live-client.ts';
import { startSecondInstance } from '../fixtures/second-instance.ts';
import { startTestApp, type TestApp } from '../fixtures/test-app.ts';
import { signWithProviderKey } from '../fixtures/tokens.ts';

/**
 * Live events across instances on one PostgreSQL database, as behind a load balancer: a save on
 * one instance reaches a subscriber connected to the other (LISTEN/NOTIFY), and a subscriber whose
 * instance goes away resumes on the other with its cursor and misses nothing.
 */
const databaseUrl = process.env.DATABASE_URL;

describe.skipIf(!databaseUrl)('live events on two instances (needs DATABASE_URL)', () => {
  let a: TestApp;
  let b: TestApp | undefined;
  const clients: ReturnType<typeof liveClient>[] = [];
  const db = () => a.database!.db;
  const question = answerable[0];

  async function seller() {
    const user = await createUser(db(), { role: ROLE.homeMover });
    const now = Math.floor(Date.now() / 1000);
    const token = await signWithProviderKey(db(), {
      sub: user.id,
      iss: `${a.publicUrl}/oidc`,
      aud: 'hop-web',
      iat: now,
      exp: now + 600,
    });
    return { id: user.id, token };
  }

  async function save(token: string, propertyId: number, round: number) {
    const response = await callApi(a.url, 'POST', `/questionnaire/${propertyId}/${info.id}`, {
      token,
      body: { answers: { [question.id]: valueFor(question, round) } },
    });
    expect(response.status).toBe(200);
  }

  beforeAll(async () => {
    a = await startTestApp({ DEMO: '0' });
    b = await startSecondInstance(a);
  });
  afterAll(async () => {
    for (const made of clients) await made.dispose();
    await b?.close();
    await a?.close();
  });

  it('a save on A reaches a subscriber on B; B goes away and the subscriber resumes on A with its cursor, missing nothing', async () => {
    const [first, second] = [await seller(), await seller()];
    const property = await createProperty(db(), { sellerIds: [first.id, second.id] });
    const onB = liveClient(b!.url, second.token);
    clients.push(onB);
    const fromB = record(onB, PROPERTY_EVENTS, { propertyId: String(property.id) });
    await until(() => b!.liveStreams!.streamsOf(second.id) === 1, 5_000, 'the stream on B');

    await save(first.token, property.id, 1);
    await until(() => eventsOf(fromB).length === 1, 5_000, 'the save on A to reach B');
    const cursor = String(eventsOf(fromB)[0].cursor);

    await b!.close();
    b = undefined;
    await until(() => fromB.errors.length > 0 || fromB.completed || onB.closes.length > 0, 5_000, 'B to go');
    // Saved while the subscriber has no connection.
    await save(first.token, property.id, 2);
    await save(first.token, property.id, 3);

    const onA = liveClient(a.url, second.token);
    clients.push(onA);
    const fromA = record(onA, PROPERTY_EVENTS, { propertyId: String(property.id), after: cursor });
    await until(() => eventsOf(fromA).length === 2, 5_000, 'the replay on A');
    await save(first.token, property.id, 4);
    await until(() => eventsOf(fromA).length === 3, 5_000, 'the next save on A');
    const values = [...eventsOf(fromB), ...eventsOf(fromA)].map(
      (event) => (event.answers as { value: unknown }[])[0].value,
    );
    expect(values).toEqual([1, 2, 3, 4].map((round) => valueFor(question, round)));
  });
});
