/**
 * `npm run bench:load`: many people using the product at once, against PostgreSQL, through a
 * load balancer in front of LOAD_INSTANCES product processes (default 2).
 *
 * - The product: `node server/main.ts` in LOAD_INSTANCES child processes on one fresh PostgreSQL
 *   database (started together: the start-up lock sorts out the once-only work), behind a
 *   round-robin HTTP balancer in this process (what nginx or HAProxy does, in a few lines).
 * - The people: LOAD_USERS simulated users (default 200) for LOAD_SECONDS (default 60): 70 %
 *   sellers, each with a property of their own, who open their property information form and
 *   autosave one to three answers at a time; 25 % agents browsing and searching their agency's
 *   properties list; 5 % administrators opening the property list and the attribute report.
 *   Each signs in once and reuses the ID token for every request, as the web app does; between
 *   requests each waits a random think time (0 to 2 x LOAD_THINK_MS, default 1000 ms: a person reading and typing). Every request
 *   is the web app's own GraphQL operation (web/src/gql), through the balancer.
 * - The figures: throughput, p50/p95/p99 per operation, every error by status or code, and the
 *   answers lost: after the run, each seller's last acknowledged value of each question is read
 *   back from the database and compared.
 * The figures replace the "Load" section of docs/reliability.md. Not part of `npm test`.
 *
 * DATABASE_URL names the PostgreSQL server (default postgres://postgres@127.0.0.1:5432/test); the
 * run creates a database of its own there and drops it at the end.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { Agent, createServer, request as forward, type IncomingMessage, type ServerResponse } from 'node:http';
import os from 'node:os';
import { print } from 'graphql';
import pg from 'pg';
import { Pool } from 'undici';
import { ROLE } from '../../domain/roles.ts';
import { openDatabase } from '../../server/store/database.ts';
import { AttributeStatisticsDocument } from '../../web/src/gql/reports.ts';
import { QuestionnaireDocument, SaveAnswersDocument } from '../../web/src/gql/forms.ts';
import { PropertiesDocument } from '../../web/src/gql/graphql.ts';
import { answerable, info, valueFor } from '../fixtures/autosave-answers.ts';
import { createOrganisation, createProperty, createUser } from '../fixtures/factories.ts';
import { spawnServerProcess, untilHealthy, type ServerProcess } from '../fixtures/server-process.ts';
import { freePort } from '../fixtures/test-app.ts';
import { signWithProviderKey } from '../fixtures/tokens.ts';

const number = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!(value > 0)) throw new Error(`${name} must be a positive number, got "${process.env[name]}"`);
  return value;
};
const USERS = Math.round(number('LOAD_USERS', 200));
const SECONDS = number('LOAD_SECONDS', 60);
const THINK_MS = number('LOAD_THINK_MS', 1000);
const INSTANCES = Math.round(number('LOAD_INSTANCES', 2));
const serverUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

const QUERIES = {
  properties: print(PropertiesDocument),
  questionnaire: print(QuestionnaireDocument),
  save: print(SaveAnswersDocument),
  report: print(AttributeStatisticsDocument),
};
type Operation =
  | 'sign-in check (viewer list)'
  | 'properties list'
  | 'properties search'
  | 'questionnaire read'
  | 'autosave'
  | 'attribute report';

const withDatabase = (url: string, name: string) => {
  const next = new URL(url);
  next.pathname = `/${name}`;
  return next.toString();
};

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const startInstance = (databaseUrl: string, publicUrl: string) =>
  spawnServerProcess({
    PUBLIC_URL: publicUrl,
    DATABASE_URL: databaseUrl,
    DEMO: '0',
    PARTS: 'rest,gateway,oidc',
    LOG_LEVEL: 'warn',
  });

/** A round-robin HTTP balancer: each request goes to the next instance; an instance that fails answers 502. */
async function startBalancer(port: number, targets: number[]) {
  const agent = new Agent({ keepAlive: true, maxSockets: 256 });
  let next = 0;
  const server = createServer((incoming: IncomingMessage, outgoing: ServerResponse) => {
    const target = targets[next++ % targets.length];
    const upstream = forward(
      {
        host: '127.0.0.1',
        port: target,
        method: incoming.method,
        path: incoming.url,
        headers: { ...incoming.headers, 'x-forwarded-for': incoming.socket.remoteAddress ?? '' },
        agent,
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    upstream.on('error', () => {
      if (!outgoing.headersSent) outgoing.writeHead(502, { 'content-type': 'text/plain' });
      outgoing.end('Bad gateway');
    });
    incoming.pipe(upstream);
  });
  server.keepAliveTimeout = 30_000;
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
        agent.destroy();
      }),
  };
}

function percentile(sorted: number[], p: number): number {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : 0;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const think = () => sleep(Math.random() * 2 * THINK_MS);

type User = { kind: 'seller' | 'agent' | 'admin'; token: string; propertyId?: number; index: number };

async function main() {
  const database = `bench_load_${randomBytes(4).toString('hex')}`;
  await admin((client) => client.query(`create database "${database}"`));
  const databaseUrl = withDatabase(serverUrl, database);
  const balancerPort = await freePort();
  const origin = `http://127.0.0.1:${balancerPort}`;
  const instances: ServerProcess[] = [];
  let balancer: Awaited<ReturnType<typeof startBalancer>> | undefined;
  const loadAtStart = os.loadavg()[0];
  try {
    console.log(`Starting ${INSTANCES} instance(s) together on database ${database}…`);
    for (let n = 0; n < INSTANCES; n += 1) instances.push(await startInstance(databaseUrl, origin));
    const startedAt = performance.now();
    await Promise.all(instances.map((instance) => untilHealthy(instance, 180_000)));
    console.log(`All healthy in ${((performance.now() - startedAt) / 1000).toFixed(1)} s.`);
    balancer = await startBalancer(
      balancerPort,
      instances.map((instance) => instance.port),
    );

    // The people: created as the product stores them, each signed in once with a token its issuer signs.
    const handle = await openDatabase({ databaseUrl, poolSize: 4 });
    const db = handle.db;
    const agency = await createOrganisation(db, { type: 2, name: 'Load Test Lettings' });
    const sellersWanted = Math.round(USERS * 0.7);
    const adminsWanted = Math.max(1, Math.round(USERS * 0.05));
    const agentsWanted = Math.max(0, USERS - sellersWanted - adminsWanted);
    const now = Math.floor(Date.now() / 1000);
    // An ID token lives 15 minutes, as the embedded provider issues it.
    const token = (sub: string) =>
      signWithProviderKey(db, { sub, iss: `${origin}/oidc`, aud: 'hop-web', iat: now, exp: now + 900 });
    const users: User[] = [];
    for (let n = 0; n < sellersWanted; n += 1) {
      const seller = await createUser(db, { role: ROLE.homeMover });
      const property = await createProperty(db, {
        agencyId: agency.id,
        sellerIds: [seller.id],
        name: `${n + 1} Load Street`,
      });
      users.push({ kind: 'seller', token: await token(seller.id), propertyId: property.id, index: n });
    }
    for (let n = 0; n < agentsWanted; n += 1)
      users.push({
        kind: 'agent',
        token: await token((await createUser(db, { role: ROLE.agent, organisationId: agency.id })).id),
        index: n,
      });
    for (let n = 0; n < adminsWanted; n += 1)
      users.push({
        kind: 'admin',
        token: await token((await createUser(db, { role: ROLE.administrator })).id),
        index: n,
      });
    console.log(
      `${sellersWanted} sellers, ${agentsWanted} agents, ${adminsWanted} administrators; ${SECONDS} s of traffic through the balancer at ${origin}…`,
    );

    const client = new Pool(origin, { connections: USERS, pipelining: 1, keepAliveTimeout: 30_000 });
    const latencies = new Map<Operation, number[]>();
    const errors = new Map<string, number>();
    const count = (operation: Operation, ms: number) => {
      const list = latencies.get(operation) ?? [];
      list.push(ms);
      latencies.set(operation, list);
    };
    const fail = (operation: Operation, why: string) =>
      errors.set(`${operation}: ${why}`, (errors.get(`${operation}: ${why}`) ?? 0) + 1);

    /** One GraphQL request as the web app sends it; true when it was answered without errors. */
    async function send(
      operation: Operation,
      user: User,
      query: string,
      variables: Record<string, unknown>,
    ): Promise<boolean> {
      const started = performance.now();
      try {
        const answer = await client.request({
          method: 'POST',
          path: '/graphql',
          headers: {
            'content-type': 'application/json',
            authorizationjwt: user.token,
            'apollo-require-preflight': 'true',
          },
          body: JSON.stringify({ query, variables }),
        });
        const text = await answer.body.text();
        const ms = performance.now() - started;
        if (answer.statusCode !== 200) {
          fail(operation, `HTTP ${answer.statusCode}`);
          return false;
        }
        const body = JSON.parse(text) as { errors?: { extensions?: { code?: string } }[] };
        if (body.errors?.length) {
          fail(operation, body.errors[0].extensions?.code ?? 'GraphQL error');
          return false;
        }
        count(operation, ms);
        return true;
      } catch (error) {
        fail(operation, error instanceof Error ? error.name : 'network');
        return false;
      }
    }

    // Warm-up, not measured: each user's first screen once, so the instances have compiled their
    // code paths and opened their connections before the clock starts.
    console.log('Warming up…');
    await Promise.all(
      users.map((user) =>
        user.kind === 'seller'
          ? send('questionnaire read', user, QUERIES.questionnaire, {
              propertyId: String(user.propertyId),
              questionnaireId: info.id,
            })
          : send('properties list', user, QUERIES.properties, { page: 1, pageSize: 30 }),
      ),
    );
    latencies.clear();
    errors.clear();

    const lastAcknowledged = new Map<string, string>();
    const deadline = Date.now() + SECONDS * 1000;
    const seller = async (user: User) => {
      const variables = { propertyId: String(user.propertyId), questionnaireId: info.id };
      await send('sign-in check (viewer list)', user, QUERIES.properties, { page: 1, pageSize: 30 });
      for (let round = 0; Date.now() < deadline; round += 1) {
        await think();
        if (round % 5 === 0) {
          await send('questionnaire read', user, QUERIES.questionnaire, variables);
          continue;
        }
        const questions = Array.from(
          { length: 1 + ((user.index + round) % 3) },
          (_, k) => answerable[(user.index * 7 + round * 3 + k) % answerable.length],
        );
        const answers = [
          ...new Map(
            questions.map((question) => [
              question.id,
              { questionKey: question.id, value: valueFor(question, round + user.index) },
            ]),
          ).values(),
        ];
        if (await send('autosave', user, QUERIES.save, { input: { ...variables, answers } })) {
          for (const answer of answers) lastAcknowledged.set(`${user.propertyId}:${answer.questionKey}`, answer.value);
        }
      }
    };
    const agent = async (user: User) => {
      for (let round = 0; Date.now() < deadline; round += 1) {
        await think();
        if (round % 4 === 3)
          await send('properties search', user, QUERIES.properties, {
            page: 1,
            pageSize: 30,
            search: `${1 + ((user.index + round) % 99)} Load`,
          });
        else await send('properties list', user, QUERIES.properties, { page: 1 + (round % 5), pageSize: 30 });
      }
    };
    const administrator = async (user: User) => {
      for (let round = 0; Date.now() < deadline; round += 1) {
        await think();
        if (round % 3 === 2) await send('attribute report', user, QUERIES.report, {});
        else await send('properties list', user, QUERIES.properties, { page: 1 + (round % 5), pageSize: 30 });
      }
    };
    const runStarted = performance.now();
    await Promise.all(
      users.map((user) =>
        user.kind === 'seller' ? seller(user) : user.kind === 'agent' ? agent(user) : administrator(user),
      ),
    );
    const elapsed = (performance.now() - runStarted) / 1000;
    await client.close();

    // What the database holds is what each seller was last told was saved.
    const rows = await db
      .selectFrom('answers')
      .select(['property_id', 'question_id', 'value'])
      .where('questionnaire_id', '=', info.id)
      .execute();
    const stored = new Map(
      rows.map((row) => [`${row.property_id}:${row.question_id}`, (row.value as { v: string }).v]),
    );
    let lost = 0;
    for (const [key, value] of lastAcknowledged) if (stored.get(key) !== value) lost += 1;
    await handle.close();

    const operations = [...latencies.entries()].map(([operation, list]) => {
      const sorted = [...list].sort((a, b) => a - b);
      return {
        operation,
        ok: sorted.length,
        perSecond: sorted.length / elapsed,
        p50: percentile(sorted, 50),
        p95: percentile(sorted, 95),
        p99: percentile(sorted, 99),
      };
    });
    const all = [...latencies.values()].flat().sort((a, b) => a - b);
    const errorCount = [...errors.values()].reduce((sum, n) => sum + n, 0);
    const totals = {
      ok: all.length,
      perSecond: all.length / elapsed,
      p50: percentile(all, 50),
      p95: percentile(all, 95),
      p99: percentile(all, 99),
    };
    const result = {
      elapsed,
      operations,
      totals,
      errors,
      errorCount,
      lost,
      checked: lastAcknowledged.size,
      loadAtStart,
      loadAtEnd: os.loadavg()[0],
    };
    report(result, { sellers: sellersWanted, agents: agentsWanted, admins: adminsWanted });
  } finally {
    await balancer?.close();
    for (const instance of instances) instance.child.kill('SIGTERM');
    await Promise.all(
      instances.map((instance) =>
        instance.child.exitCode === null
          ? new Promise((resolve) => instance.child.once('exit', resolve))
          : Promise.resolve(),
      ),
    );
    await admin((client) => client.query(`drop database if exists "${database}" with (force)`));
  }
}

type Result = {
  elapsed: number;
  operations: { operation: string; ok: number; perSecond: number; p50: number; p95: number; p99: number }[];
  totals: { ok: number; perSecond: number; p50: number; p95: number; p99: number };
  errors: Map<string, number>;
  errorCount: number;
  lost: number;
  checked: number;
  loadAtStart: number;
  loadAtEnd: number;
};

const ms = (value: number) => `${value.toFixed(value < 10 ? 1 : 0)} ms`;

function report(result: Result, mix: { sellers: number; agents: number; admins: number }) {
  const cpu = os.cpus()[0]?.model.trim() ?? 'unknown CPU';
  const date = new Date().toISOString().slice(0, 16).replace('T', ' ');
  const table = [
    '| Operation | Answered | Per second | p50 | p95 | p99 |',
    '| --- | ---: | ---: | ---: | ---: | ---: |',
    ...result.operations.map(
      (row) =>
        `| ${row.operation} | ${row.ok} | ${row.perSecond.toFixed(1)} | ${ms(row.p50)} | ${ms(row.p95)} | ${ms(row.p99)} |`,
    ),
    `| **all** | ${result.totals.ok} | ${result.totals.perSecond.toFixed(1)} | ${ms(result.totals.p50)} | ${ms(result.totals.p95)} | ${ms(result.totals.p99)} |`,
  ].join('\n');
  const errorLines = result.errorCount ? [...result.errors].map(([why, n]) => `- ${why}: ${n}`).join('\n') : '- none';
  console.log(
    `\n${table}\n\nErrors: ${result.errorCount}\n${errorLines}\nAnswers lost: ${result.lost} of ${result.checked} checked`,
  );

  const section = [
    '<!-- load-bench:start -->',
    '## Load',
    '',
    `Measured by \`npm run bench:load\` (tests/bench/load-bench.ts) on ${date} UTC: ${cpu}, ${os.cpus().length} cores shared with other work (load average ${result.loadAtStart.toFixed(1)} at the start, ${result.loadAtEnd.toFixed(1)} at the end), Node.js ${process.version}, PostgreSQL at 127.0.0.1.`,
    '',
    `${INSTANCES} product instance${INSTANCES === 1 ? '' : 's'} (\`node server/main.ts\`, each its own process) on one PostgreSQL database, behind a round-robin balancer in the bench's process, which also runs the simulated users. ${USERS} users for ${SECONDS} s: ${mix.sellers} sellers (each opens their property information form every fifth step and otherwise autosaves one to three answers), ${mix.agents} agents (their agency's ${mix.sellers} properties, 30 a page, every fourth step a search) and ${mix.admins} administrators (the property list, every third step the attribute report). Each user signs in once and reuses the token; a random think time of 0 to ${2 * THINK_MS} ms between requests. Every request is one of the web app's GraphQL operations through the balancer.`,
    '',
    table,
    '',
    `Errors: ${result.errorCount}${result.errorCount ? '' : ' (no 4xx, no 5xx, no GraphQL error)'}.`,
    ...(result.errorCount ? ['', errorLines] : []),
    '',
    `Answers lost: ${result.lost} of the ${result.checked} answers whose last acknowledged value was read back from the database after the run.`,
    '<!-- load-bench:end -->',
  ].join('\n');
  const doc = new URL('../../docs/reliability.md', import.meta.url);
  const previous = existsSync(doc) ? readFileSync(doc, 'utf8') : '# Reliability\n';
  const pattern = /<!-- load-bench:start -->[\s\S]*<!-- load-bench:end -->/;
  writeFileSync(
    doc,
    pattern.test(previous) ? previous.replace(pattern, section) : `${previous.trimEnd()}\n\n${section}\n`,
  );
  console.log(`\nWrote the "Load" section of ${doc.pathname}`);
}

await main();
