import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../domain/roles.ts';
import { createOrganisation, createProperty, createUser } from '../fixtures/factories.ts';
import { callApi } from '../fixtures/http.ts';
import { startTestApp, type TestApp } from '../fixtures/test-app.ts';
import { answerable, info, valueFor } from '../fixtures/autosave-answers.ts';
import { signWithProviderKey } from '../fixtures/tokens.ts';
import { eventsOf, liveClient, PRESENCE, PROPERTY_EVENTS, record, until } from '../fixtures/live-client.ts';
import { callGraphql } from '../fixtures/http.ts';
import { pruneEvents } from '../../server/store/property-events.ts';

/**
 * Live property events over GraphQL subscriptions (graphql-transport-ws on /graphql): what a
 * co-seller, an agent or an integrator sees as a property changes, and what they must not.
 */
let app: TestApp;
const db = () => app.database!.db;
const clients: ReturnType<typeof liveClient>[] = [];

async function person(role: number, organisationId: number | null = null) {
  const user = await createUser(db(), { role: role as never, organisationId });
  // Issued a few seconds ago, so ending the user's sessions now refuses it.
  const now = Math.floor(Date.now() / 1000) - 5;
  const token = await signWithProviderKey(db(), {
    sub: user.id,
    iss: `${app.publicUrl}/oidc`,
    aud: 'hop-web',
    iat: now,
    exp: now + 600,
  });
  return { id: user.id, token };
}

/** Someone invited by email, signing in for the first time with that email verified. */
async function invitee(name: string) {
  const id = `sub-${name.toLowerCase().replace(/\W+/g, '-')}-${Date.now()}`;
  const email = `${id}@example.com`;
  const now = Math.floor(Date.now() / 1000) - 5;
  const token = await signWithProviderKey(db(), {
    sub: id,
    iss: `${app.publicUrl}/oidc`,
    aud: 'hop-web',
    iat: now,
    exp: now + 600,
    email,
    email_verified: true,
    name,
  });
  return { id, email, name, token };
}

/** Subscribes as the person and waits until the API holds the stream open, so nothing after this is missed. */
async function subscribed(who: { id: string; token: string }, propertyId: number, after?: string) {
  const before = app.liveStreams!.streamsOf(who.id);
  const received = record(client(who.token), PROPERTY_EVENTS, {
    propertyId: String(propertyId),
    ...(after ? { after } : {}),
  });
  await until(
    () => app.liveStreams!.streamsOf(who.id) > before || received.errors.length > 0 || received.completed,
    5_000,
    'the stream to open',
  );
  return received;
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
    const received = await subscribed(second, property.id);
    await save(first.token, property.id, 1);
    await until(() => eventsOf(received).length === 1, 5_000, 'the co-seller to receive the save');
    const [event] = eventsOf(received);
    expect(event).toMatchObject({
      __typename: 'AnswersChanged',
      propertyId: String(property.id),
      questionnaireId: info.id,
      questionnaireKey: `${property.id}:${info.id}`,
      actor: { id: first.id },
      answers: [
        {
          questionKey: question.id,
          reference: question.formReference ?? question.question,
          value: valueFor(question, 1),
        },
      ],
    });
    expect(Number(event.answersRevision)).toBeGreaterThan(0);
    expect(typeof event.formPercent).toBe('number');
    expect(received.errors).toEqual([]);
  });

  it('refuses a user of another organisation, who receives nothing of the property', async () => {
    const seller = await person(ROLE.homeMover);
    const agency = await createOrganisation(db(), { type: 2 });
    const other = await createOrganisation(db(), { type: 2 });
    const property = await createProperty(db(), { agencyId: agency.id, sellerIds: [seller.id] });
    const outsider = await person(ROLE.agent, other.id);
    const received = record(client(outsider.token), PROPERTY_EVENTS, { propertyId: String(property.id) });
    await until(() => received.completed || received.errors.length > 0, 5_000, 'the refusal');
    await save(seller.token, property.id, 2);
    const refusal = received.results.flatMap((result) => result.errors ?? []).concat(received.errors as never[]);
    expect(JSON.stringify(refusal)).toContain('NOT_FOUND');
    expect(eventsOf(received)).toEqual([]);
    expect(app.liveStreams!.streamsOf(outsider.id)).toBe(0);
  });

  it('stops a seller removed from the property at once, while the co-seller keeps receiving', async () => {
    const agency = await createOrganisation(db(), { type: 2 });
    const agent = await person(ROLE.agent, agency.id);
    const [staying, leaving] = [await person(ROLE.homeMover), await person(ROLE.homeMover)];
    const property = await createProperty(db(), { agencyId: agency.id, sellerIds: [staying.id, leaving.id] });
    const stays = await subscribed(staying, property.id);
    const leaves = await subscribed(leaving, property.id);
    const removed = await callApi(app.url, 'DELETE', `/property/${property.id}/seller/${leaving.id}`, {
      token: agent.token,
    });
    expect(removed.status).toBe(200);
    await until(() => leaves.errors.length > 0 || leaves.completed, 3_000, "the removed seller's subscription to end");
    expect(JSON.stringify(leaves.errors)).toContain('NOT_FOUND');
    await save(staying.token, property.id, 3);
    await until(() => eventsOf(stays).some((event) => event.__typename === 'AnswersChanged'), 5_000, 'the save');
    expect(eventsOf(stays).map((event) => event.__typename)).toEqual(['PeopleChanged', 'AnswersChanged']);
    expect(eventsOf(leaves).filter((event) => event.__typename === 'AnswersChanged')).toEqual([]);
  });

  it('tells everyone watching when an invited seller and an invited solicitor accept', async () => {
    const agency = await createOrganisation(db(), { type: 2 });
    const agent = await person(ROLE.agent, agency.id);
    const seller = await person(ROLE.homeMover);
    const property = await createProperty(db(), { agencyId: agency.id, sellerIds: [seller.id] });
    const [joiner, solicitor] = [await invitee('Jo Joiner'), await invitee('Nia Solicitor')];
    const bySeller = await subscribed(seller, property.id);
    const byAgent = await subscribed(agent, property.id);
    const invitedSeller = await callApi(app.url, 'POST', `/inviteseller/${property.id}`, {
      token: agent.token,
      body: { email: joiner.email },
    });
    expect(invitedSeller.status).toBe(201);
    const invitedSolicitor = await callApi(app.url, 'POST', `/invitesolicitor/${property.id}`, {
      token: agent.token,
      body: { organisation_name: 'Live & Co Solicitors', name: solicitor.name, email: solicitor.email },
    });
    expect(invitedSolicitor.status).toBe(201);
    await until(() => eventsOf(bySeller).length === 2, 5_000, 'the two invitations');

    for (const who of [joiner, solicitor]) {
      const accepted = await callApi(app.url, 'POST', '/invitations/accept', { token: who.token, body: {} });
      expect(accepted.status).toBe(200);
      expect(accepted.body.properties).toEqual([expect.objectContaining({ id: property.id })]);
    }
    await until(() => eventsOf(bySeller).length === 4 && eventsOf(byAgent).length === 4, 5_000, 'the two acceptances');
    for (const received of [bySeller, byAgent]) {
      expect(eventsOf(received).slice(2)).toEqual([
        expect.objectContaining({
          __typename: 'PeopleChanged',
          actor: expect.objectContaining({ id: joiner.id }),
          name: 'Jo Joiner',
          role: 'HOME_MOVER',
          added: true,
        }),
        expect.objectContaining({
          __typename: 'PeopleChanged',
          actor: expect.objectContaining({ id: solicitor.id }),
          name: 'Nia Solicitor',
          role: 'SOLICITOR',
          added: true,
        }),
      ]);
      expect(received.errors).toEqual([]);
    }
  });

  it('ends every stream of a deleted property at once, presence too, though no event follows', async () => {
    const agency = await createOrganisation(db(), { type: 2 });
    const agent = await person(ROLE.agent, agency.id);
    const seller = await person(ROLE.homeMover);
    const property = await createProperty(db(), { agencyId: agency.id, sellerIds: [seller.id] });
    const events = await subscribed(seller, property.id);
    const watching = record(client(seller.token), PRESENCE, { propertyId: String(property.id) });
    await until(() => watching.results.length === 1, 5_000, 'the first presence list');
    const deleted = await callApi(app.url, 'DELETE', `/property/${property.id}`, { token: agent.token });
    expect(deleted.status).toBe(200);
    // Well inside the 2 s an event would wait for its next check: the deletion itself ends them.
    const endedAfter = await until(
      () => (events.errors.length > 0 || events.completed) && (watching.errors.length > 0 || watching.completed),
      1_500,
      "the deleted property's streams to end",
    );
    console.log(`live: a deleted property's streams ended ${endedAfter} ms after the deletion answered`);
    expect(JSON.stringify(events.errors)).toContain('NOT_FOUND');
    expect(JSON.stringify(watching.errors)).toContain('NOT_FOUND');
    expect(eventsOf(events)).toEqual([]);
    expect(app.liveStreams!.streamsOf(seller.id)).toBe(0);
  });

  it("ends an agent's streams at once when they move to another agency; the seller's stay open", async () => {
    const [agency, other] = [await createOrganisation(db(), { type: 2 }), await createOrganisation(db(), { type: 2 })];
    const admin = await person(ROLE.administrator);
    const agent = await person(ROLE.agent, agency.id);
    const seller = await person(ROLE.homeMover);
    const property = await createProperty(db(), { agencyId: agency.id, sellerIds: [seller.id] });
    const byAgent = await subscribed(agent, property.id);
    const bySeller = await subscribed(seller, property.id);
    const moved = await callApi(app.url, 'PUT', `/agent/${agent.id}/organisation`, {
      token: admin.token,
      body: { organisation_id: other.id },
    });
    expect(moved.status).toBe(200);
    const endedAfter = await until(
      () => byAgent.errors.length > 0 || byAgent.completed,
      1_500,
      "the moved agent's stream to end",
    );
    console.log(`live: a moved agent's stream ended ${endedAfter} ms after the move answered`);
    expect(JSON.stringify(byAgent.errors)).toContain('NOT_FOUND');
    expect(app.liveStreams!.streamsOf(agent.id)).toBe(0);
    await save(seller.token, property.id, 12);
    await until(() => eventsOf(bySeller).length === 1, 5_000, 'the save to reach the seller');
    expect(eventsOf(byAgent)).toEqual([]);
    expect(bySeller.errors).toEqual([]);
  });

  it('closes the socket with 4401 within 2 s of the session ending', async () => {
    const seller = await person(ROLE.homeMover);
    const property = await createProperty(db(), { sellerIds: [seller.id] });
    const received = await subscribed(seller, property.id);
    const made = clients[clients.length - 1];
    const ended = Date.now();
    await app.sessions!.endUserSessions(seller.id);
    await until(() => made.closes.length > 0, 2_000, 'the socket to close');
    expect(Date.now() - ended).toBeLessThanOrEqual(2_000);
    expect(made.closes[0].code).toBe(4401);
    expect(received.errors.length + (received.completed ? 1 : 0)).toBeGreaterThan(0);
  });

  it('replays the events missed since a cursor, in order, then carries on live', async () => {
    const [first, second] = [await person(ROLE.homeMover), await person(ROLE.homeMover)];
    const property = await createProperty(db(), { sellerIds: [first.id, second.id] });
    const before = await subscribed(second, property.id);
    await save(first.token, property.id, 4);
    await until(() => eventsOf(before).length === 1, 5_000, 'the first save');
    const cursor = String(eventsOf(before)[0].cursor);
    before.stop();
    await until(() => app.liveStreams!.streamsOf(second.id) === 0, 5_000, 'the stream to close');
    await save(first.token, property.id, 5);
    await save(first.token, property.id, 6);
    const resumed = await subscribed(second, property.id, cursor);
    await until(() => eventsOf(resumed).length === 2, 5_000, 'the replay');
    await save(first.token, property.id, 7);
    await until(() => eventsOf(resumed).length === 3, 5_000, 'the live save');
    const values = eventsOf(resumed).map((event) => (event.answers as { value: unknown }[])[0].value);
    expect(values).toEqual([valueFor(question, 5), valueFor(question, 6), valueFor(question, 7)]);
    const cursors = eventsOf(resumed).map((event) => Number(event.cursor));
    expect([...cursors].sort((a, b) => a - b)).toEqual(cursors);
    expect(cursors[0]).toBeGreaterThan(Number(cursor));
  });

  it('answers ResyncRequired first for a cursor whose events are no longer kept', async () => {
    const [first, second] = [await person(ROLE.homeMover), await person(ROLE.homeMover)];
    const property = await createProperty(db(), { sellerIds: [first.id, second.id] });
    const live = await subscribed(second, property.id);
    for (const round of [8, 9, 10]) await save(first.token, property.id, round);
    await until(() => eventsOf(live).length === 3, 5_000, 'three saves');
    const oldCursor = String(eventsOf(live)[0].cursor);
    live.stop();
    // Wait for the API to let the old stream go, so the resumed one is told apart from it.
    await until(() => app.liveStreams!.streamsOf(second.id) === 0, 5_000, 'the old stream to close');
    // Time passes beyond the retention and the prune runs: the event after the cursor is gone (the newest stays).
    await db()
      .updateTable('property_events')
      .set({ created_at: new Date(Date.now() - 3_600_000) })
      .execute();
    await pruneEvents(db(), 300);
    const resumed = await subscribed(second, property.id, oldCursor);
    await until(() => eventsOf(resumed).length === 1, 5_000, 'the resync');
    expect(eventsOf(resumed)[0].__typename).toBe('ResyncRequired');
    await save(first.token, property.id, 11);
    await until(() => eventsOf(resumed).length === 2, 5_000, 'the next save');
    expect(eventsOf(resumed)[1].__typename).toBe('AnswersChanged');
  });

  it('refuses a socket without a token, and a user over the connection and subscription limits', async () => {
    const anonymous = client(null);
    const refused = record(anonymous, PROPERTY_EVENTS, { propertyId: '1' });
    await until(() => anonymous.closes.length > 0, 5_000, 'the anonymous socket to close');
    expect(anonymous.closes[0].code).toBe(4401);
    expect(eventsOf(refused)).toEqual([]);

    const seller = await person(ROLE.homeMover);
    const property = await createProperty(db(), { sellerIds: [seller.id] });
    const many: ReturnType<typeof record>[] = [];
    for (let index = 0; index < 50; index++)
      many.push(record(client(seller.token), PROPERTY_EVENTS, { propertyId: String(property.id) }));
    // Ten sockets at most: the other forty close with 4429; the ten left carry five subscriptions each below.
    await until(
      () => clients.filter((made) => made.closes.some((close) => close.code === 4429)).length === 40,
      10_000,
      'forty refusals',
    );
    const open = clients.slice(-50).filter((made) => made.closes.length === 0);
    expect(open).toHaveLength(10);
    await until(() => app.liveStreams!.streamsOf(seller.id) === 10, 5_000, 'ten streams');
    const extra: ReturnType<typeof record>[] = [];
    for (const made of open)
      for (let index = 0; index < 5; index++)
        extra.push(record(made, PROPERTY_EVENTS, { propertyId: String(property.id) }));
    await until(
      () =>
        extra.filter((one) => one.completed || one.errors.length > 0).length === 10 &&
        app.liveStreams!.streamsOf(seller.id) === 50,
      10_000,
      'fifty streams and ten refused subscriptions',
    );
    expect(app.liveStreams!.streamsOf(seller.id)).toBe(50);
    const refusals = extra.flatMap((one) => [...one.errors, ...one.results.flatMap((result) => result.errors ?? [])]);
    expect(JSON.stringify(refusals)).toContain('TOO_MANY_SUBSCRIPTIONS');
  });
});

describe('presence', () => {
  it('lists who has the property open and where, to everyone watching it, and drops who leaves', async () => {
    const [first, second] = [await person(ROLE.homeMover), await person(ROLE.homeMover)];
    const property = await createProperty(db(), { sellerIds: [first.id, second.id] });
    const watching = record(client(second.token), PRESENCE, { propertyId: String(property.id) });
    await until(() => watching.results.length === 1, 5_000, 'the first list');
    const announce = /* GraphQL */ `
      mutation Announce($input: PresenceInput!) { announcePresence(input: $input) { id people { id questionnaireId section } } }
    `;
    const answer = await callGraphql(app.url, announce, {
      token: first.token,
      variables: { input: { propertyId: String(property.id), questionnaireId: info.id, section: 'about' } },
    });
    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data.announcePresence.people).toEqual([
      { id: first.id, questionnaireId: info.id, section: 'about' },
    ]);
    await until(() => watching.results.length === 2, 5_000, 'the list with the seller');
    const lists = watching.results.map((result) =>
      (result.data?.presence as { people: { id: string }[] }).people.map((p) => p.id),
    );
    expect(lists).toEqual([[], [first.id]]);
    const leave = /* GraphQL */ `mutation Leave($propertyId: ID!) { leavePresence(propertyId: $propertyId) { people { id } } }`;
    await callGraphql(app.url, leave, { token: first.token, variables: { propertyId: String(property.id) } });
    await until(() => watching.results.length === 3, 5_000, 'the list without the seller');
    expect((watching.results[2].data?.presence as { people: unknown[] }).people).toEqual([]);
  });
});
