/**
 * `npm run bench:live`: live property events under load. 500 subscribers (one WebSocket and one
 * `propertyEvents` subscription each, half on each of two instances) watch 50 properties while
 * 50 answers a second are saved through the REST API, spread over the properties. Prints the
 * delivery time (from the save being sent to the event arriving at each subscriber) at p50 and
 * p99, the events lost, and the memory each connection costs. On PostgreSQL with DATABASE_URL
 * (the two instances follow each other through LISTEN/NOTIFY); on PGlite both instances share
 * the one in-process database. Clients and servers share this process, so the memory figure is
 * both ends of a connection: the browser's end is not on the server in production.
 */
import './production-mode.ts';
import { cpus, totalmem } from 'node:os';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { ROLE } from '../../domain/roles.ts';
import { answerable, info, valueFor } from '../fixtures/autosave-answers.ts';
import { createProperty, createUser } from '../fixtures/factories.ts';
import { startSecondInstance } from '../fixtures/second-instance.ts';
import { startTestApp, type TestApp } from '../fixtures/test-app.ts';
import { signWithProviderKey } from '../fixtures/tokens.ts';

const PROPERTIES = 50;
const WATCHERS_PER_PROPERTY = 10;
const SAVES_PER_SECOND = 50;
const SECONDS = Number(process.env.LIVE_BENCH_SECONDS ?? 20);
const question = answerable.find((entry) => entry.type === 'text') ?? answerable[0];

const SUBSCRIPTION = `subscription Bench($propertyId: ID!) {
  propertyEvents(propertyId: $propertyId) { __typename cursor ... on AnswersChanged { answers { value } } }
}`;

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

const memory = () => {
  (globalThis as { gc?: () => void }).gc?.();
  return process.memoryUsage().rss;
};

const a: TestApp = await startTestApp({ DEMO: '0', LOG_LEVEL: 'silent' });
const b: TestApp = await startSecondInstance(a);
const clients: Client[] = [];
try {
  const db = a.database!.db;
  const now = Math.floor(Date.now() / 1000);
  const tokenOf = (id: string) =>
    signWithProviderKey(db, { sub: id, iss: `${a.publicUrl}/oidc`, aud: 'hop-web', iat: now, exp: now + 900 });
  const properties: { id: number; saver: string; watchers: { id: string; token: string }[] }[] = [];
  for (let index = 0; index < PROPERTIES; index++) {
    const saver = await createUser(db, { role: ROLE.homeMover });
    const watchers = [];
    for (let w = 0; w < WATCHERS_PER_PROPERTY; w++) {
      const user = await createUser(db, { role: ROLE.homeMover });
      watchers.push({ id: user.id, token: await tokenOf(user.id) });
    }
    const property = await createProperty(db, { sellerIds: [saver.id, ...watchers.map((watcher) => watcher.id)] });
    properties.push({ id: property.id, saver: await tokenOf(saver.id), watchers });
  }

  /** When each value was sent, and when each subscriber received it. */
  const sentAt = new Map<string, number>();
  const delays: number[] = [];
  let received = 0;
  let errors = 0;
  const before = memory();
  let opened = 0;
  for (const [index, property] of properties.entries()) {
    for (const [w, watcher] of property.watchers.entries()) {
      const target = (index * WATCHERS_PER_PROPERTY + w) % 2 === 0 ? a : b;
      const client = createClient({
        url: `${target.url.replace(/^http/, 'ws')}/graphql`,
        webSocketImpl: WebSocket,
        connectionParams: { AuthorizationJWT: watcher.token },
        retryAttempts: 0,
      });
      clients.push(client);
      client.subscribe(
        { query: SUBSCRIPTION, variables: { propertyId: String(property.id) } },
        {
          next: (result) => {
            const event = (result.data as { propertyEvents?: { answers?: { value: unknown }[] } } | undefined)
              ?.propertyEvents;
            const value = event?.answers?.[0]?.value;
            const sent = typeof value === 'string' ? sentAt.get(value) : undefined;
            if (sent !== undefined) {
              delays.push(performance.now() - sent);
              received++;
            }
          },
          error: (error) => {
            if (errors++ === 0) console.error('a subscription failed:', error);
          },
          complete: () => undefined,
        },
      );
    }
  }
  // Every stream open on its instance before the saves start.
  const streams = () => a.liveStreams!.openStreams + b.liveStreams!.openStreams;
  const waitStart = Date.now();
  while (streams() < PROPERTIES * WATCHERS_PER_PROPERTY && Date.now() - waitStart < 120_000)
    await new Promise((resolve) => setTimeout(resolve, 50));
  opened = streams();
  const after = memory();

  let sent = 0;
  let failedSaves = 0;
  const saveTimes: number[] = [];
  const inFlight: Promise<void>[] = [];
  const started = performance.now();
  const total = SAVES_PER_SECOND * SECONDS;
  for (let n = 0; n < total; n++) {
    const due = started + (n * 1000) / SAVES_PER_SECOND;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const property = properties[n % PROPERTIES];
    const value = `${valueFor(question, n)} #${n}`;
    const instance = n % 2 === 0 ? a : b;
    sentAt.set(value, performance.now());
    sent++;
    inFlight.push(
      fetch(`${instance.url}/api/questionnaire/${property.id}/${info.id}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorizationjwt: property.saver },
        body: JSON.stringify({ answers: { [question.id]: value } }),
      }).then(
        async (response) => {
          await response.arrayBuffer();
          if (response.status !== 200) {
            if (failedSaves++ === 0) console.error(`a save failed: ${response.status}`);
          } else saveTimes.push(performance.now() - sentAt.get(value)!);
        },
        () => void failedSaves++,
      ),
    );
  }
  await Promise.all(inFlight);
  const achieved = sent / ((performance.now() - started) / 1000);
  const expected = (sent - failedSaves) * WATCHERS_PER_PROPERTY;
  const graceStart = Date.now();
  while (received < expected && Date.now() - graceStart < 10_000)
    await new Promise((resolve) => setTimeout(resolve, 50));
  delays.sort((x, y) => x - y);
  saveTimes.sort((x, y) => x - y);
  const lines = [
    `live bench: ${new Date().toISOString().slice(0, 10)}, ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${Math.round(totalmem() / 2 ** 30)} GB, Node ${process.version}, ${a.database!.kind === 'postgres' ? 'PostgreSQL' : 'PGlite (one process)'}`,
    `  subscribers        ${opened} open of ${PROPERTIES * WATCHERS_PER_PROPERTY} (two instances, ${PROPERTIES} properties)`,
    `  saves              ${sent} in ${SECONDS} s (${achieved.toFixed(1)}/s asked ${SAVES_PER_SECOND}/s), ${failedSaves} failed, p50 ${percentile(saveTimes, 50).toFixed(0)} ms`,
    `  delivery           p50 ${percentile(delays, 50).toFixed(0)} ms, p99 ${percentile(delays, 99).toFixed(0)} ms, max ${(delays[delays.length - 1] ?? Number.NaN).toFixed(0)} ms (save sent → event at subscriber)`,
    `  events lost        ${expected - received} of ${expected}${errors ? `, ${errors} subscription errors` : ''}`,
    `  memory/connection  ${((after - before) / 1024 / Math.max(1, opened)).toFixed(0)} kB RSS (both ends in this process)`,
  ];
  console.log(lines.join('\n'));
} finally {
  for (const client of clients) await client.dispose();
  await b.close();
  await a.close();
}
