import type { ChildProcess } from 'node:child_process';
import { createClient, type ExecutionResult } from 'graphql-ws';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { ROLE } from '../../domain/roles.ts';
import { answerable, info, valueFor } from '../fixtures/autosave-answers.ts';
import { createProperty, createUser } from '../fixtures/factories.ts';
import { callApi } from '../fixtures/http.ts';
import { eventsOf, liveClient, PROPERTY_EVENTS, record, until } from '../fixtures/live-client.ts';
import { startSecondInstance } from '../fixtures/second-instance.ts';
import { startServerProcess, type ServerProcess } from '../fixtures/server-process.ts';
import { startTcpBalancer, type TcpBalancer } from '../fixtures/tcp-proxy.ts';
import { startTestApp, type TestApp } from '../fixtures/test-app.ts';
import { signWithProviderKey } from '../fixtures/tokens.ts';

/**
 * Live events across instances on one PostgreSQL database, as behind a load balancer: a save on
 * one instance reaches a subscriber connected to the other (LISTEN/NOTIFY), and a subscriber whose
 * instance goes away resumes on the other with its cursor and misses nothing, whether the instance
 * shut down or was killed without notice.
 */
const databaseUrl = process.env.DATABASE_URL;

/** Another instance on the first one's database, as a process of its own that can be killed. */
async function startInstanceProcess(first: TestApp): Promise<ServerProcess> {
  const { schema } = (await sql<{ schema: string }>`select current_schema() as schema`.execute(first.database!.db))
    .rows[0];
  return startServerProcess({
    PUBLIC_URL: first.publicUrl,
    DATA_DIR: ':memory:',
    PARTS: 'rest,gateway,oidc',
    DATABASE_URL: first.databaseUrl ?? databaseUrl!,
    DATABASE_SCHEMA: schema,
    DEMO: '0',
    LOG_LEVEL: 'warn',
  });
}

describe.skipIf(!databaseUrl)('live events on two instances (needs DATABASE_URL)', () => {
  let a: TestApp;
  let b: TestApp | undefined;
  const clients: ReturnType<typeof liveClient>[] = [];
  const db = () => a.database!.db;
  const question = answerable[0];
  const textQuestion = answerable.find((entry) => entry.type === 'text') ?? answerable[0];
  let killed: ChildProcess | undefined;
  let balancer: TcpBalancer | undefined;

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

  async function save(token: string, propertyId: number, round: number, asked = question) {
    const response = await callApi(a.url, 'POST', `/questionnaire/${propertyId}/${info.id}`, {
      token,
      body: { answers: { [asked.id]: valueFor(asked, round) } },
    });
    expect(response.status).toBe(200);
  }

  beforeAll(async () => {
    a = await startTestApp({ DEMO: '0' });
    b = await startSecondInstance(a);
  });
  afterAll(async () => {
    for (const made of clients) await made.dispose();
    killed?.kill('SIGKILL');
    await balancer?.close();
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

  it('B is killed without notice while saves go on: the client reconnects through the balancer to A, resumes with its cursor and misses nothing', async () => {
    const [first, second] = [await seller(), await seller()];
    const property = await createProperty(db(), { sellerIds: [first.id, second.id] });
    const instance = await startInstanceProcess(a);
    killed = instance.child;
    balancer = await startTcpBalancer([instance.port, a.port]);

    // The web app's socket (web/src/live/socketLink.ts): retried after a drop, and each
    // subscription sent again with the cursor of the last event it received.
    const closes: number[] = [];
    const client = createClient({
      url: `ws://127.0.0.1:${balancer.port}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: { AuthorizationJWT: second.token },
      lazy: true,
      retryAttempts: 50,
      shouldRetry: () => true,
      retryWait: async () => new Promise((resolve) => setTimeout(resolve, 100)),
      on: { closed: (event) => closes.push((event as { code: number }).code) },
    });
    clients.push(Object.assign(client, { closes: [] }));
    let after: string | null = null;
    const received: Record<string, unknown>[] = [];
    const errors: unknown[] = [];
    client.subscribe(
      {
        query: PROPERTY_EVENTS,
        get variables() {
          return { propertyId: String(property.id), after };
        },
      },
      {
        next: (result: ExecutionResult<Record<string, unknown>>) => {
          const event = result.data?.propertyEvents as Record<string, unknown> | undefined;
          if (!event) return errors.push(result.errors);
          after = String(event.cursor);
          received.push(event);
        },
        error: (error) => errors.push(error),
        complete: () => undefined,
      },
    );

    // Saves go on at A until the subscriber has heard one through B (a save made before its stream
    // opened is not its to hear), then on without pause, through the kill and after it.
    let round = 0;
    while (received.length === 0) {
      await save(first.token, property.id, ++round, textQuestion);
      await new Promise((resolve) => setTimeout(resolve, 200));
      if (round > 50) throw new Error('the subscription through B never heard a save');
    }
    const firstHeard = round;
    let saving = true;
    const saves = (async () => {
      while (saving) {
        await save(first.token, property.id, ++round, textQuestion);
        await new Promise((resolve) => setTimeout(resolve, 30));
      }
    })();
    await until(() => received.length >= 5, 10_000, 'saves to arrive through B');
    instance.child.kill('SIGKILL');
    const killedAt = Date.now();
    await new Promise((resolve) => instance.child.once('exit', resolve));
    const heardBeforeKill = received.length;
    await until(() => closes.length > 0, 5_000, 'the socket to B to drop');
    await until(() => received.length >= heardBeforeKill + 5, 15_000, 'saves to arrive again, through A');
    const resumedAfter = Date.now() - killedAt;
    saving = false;
    await saves;
    const lastRound = round;
    await until(
      () => received.at(-1)?.answers !== undefined && JSON.stringify(received.at(-1)).includes(`Answer ${lastRound} `),
      10_000,
      'the last save',
    );

    // A dropped socket, not a closed one: 1006, no close frame from B.
    expect(closes[0]).toBe(1006);
    expect(errors).toEqual([]);
    const values = received.map((event) => (event.answers as { value: unknown }[])[0].value);
    // Every save from the first one heard, once each, in order: none lost in the kill, none twice.
    const heardFrom = Number(/^Answer (\d+) /.exec(String(values[0]))?.[1]);
    expect(heardFrom).toBeLessThanOrEqual(firstHeard);
    expect(values).toEqual(
      Array.from({ length: lastRound - heardFrom + 1 }, (_, index) => valueFor(textQuestion, heardFrom + index)),
    );
    const cursors = received.map((event) => Number(event.cursor));
    expect(new Set(cursors).size).toBe(cursors.length);
    expect([...cursors].sort((x, y) => x - y)).toEqual(cursors);
    console.log(
      `live: instance killed with SIGKILL: ${heardBeforeKill} events through it, resumed through the other and hearing saves again ${resumedAfter} ms after the kill, ${received.length} events in all, none lost or repeated`,
    );
  }, 180_000);
});
