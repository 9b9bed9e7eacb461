/**
 * `npm run bench:save-cost`: what one autosave costs, measured so that other load on the machine
 * hardly moves it. One seller saves one to three answers of property information through the
 * gateway (SAVE_COST_VIA=rest: straight to the REST API), SAVE_COST_ROUNDS times (default 300)
 * one after another against PostgreSQL, then waits
 * for the background jobs those saves queued. Prints the median and p90 of a save, and the SQL
 * statements per save (the request's and the jobs' it caused), grouped by statement.
 * SAVE_COST_STATEMENTS=1 also prints every statement of one save, in order.
 */
import { readFileSync } from 'node:fs';
import { sql } from 'kysely';
import pg from 'pg';
import { ROLE } from '../../domain/roles.ts';
import { createOrganisation, createProperty, createUser } from '../fixtures/factories.ts';
import { freePort, startTestApp } from '../fixtures/test-app.ts';
import { answerable, info, valueFor } from '../fixtures/autosave-answers.ts';
import { signWithProviderKey } from '../fixtures/tokens.ts';

const ROUNDS = Number(process.env.SAVE_COST_ROUNDS ?? 300);
const VIA = process.env.SAVE_COST_VIA === 'rest' ? 'rest' : 'gateway';
process.env.DATABASE_URL ||= 'postgres://postgres@127.0.0.1:5432/test';
const SAVE =
  'mutation SaveAnswers($input: SaveAnswersInput!) { saveAnswers(input: $input) { savedAt completion { id percent } } }';

/** Every statement any pooled connection sends, by its text (values left out). */
const statements: string[] = [];
let recording = false;
/** The PostgreSQL server processes serving this app's connections, to read their CPU time. */
const backends = new Set<number>();
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client & { processID?: number }, ...args: unknown[]) {
  if (this.processID) backends.add(this.processID);
  if (recording) {
    const text = typeof args[0] === 'string' ? args[0] : (args[0] as { text?: string } | undefined)?.text;
    // The bench's own wait for the jobs is not the save's.
    if (text && !text.includes('/* settle */')) statements.push(text.replace(/\s+/g, ' ').trim());
  }
  return (query as (...a: unknown[]) => unknown).apply(this, args);
} as typeof pg.Client.prototype.query;

const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
const app = await startTestApp({ PORT: String(port), PUBLIC_URL: origin, DEMO: '0', JOB_POLL_MS: '200' });
try {
  const db = app.database!.db;
  const agency = await createOrganisation(db, { type: 2 });
  const seller = await createUser(db, { role: ROLE.homeMover });
  const property = await createProperty(db, { agencyId: agency.id, sellerIds: [seller.id] });
  const now = Math.floor(Date.now() / 1000);
  const token = await signWithProviderKey(db, {
    sub: seller.id,
    iss: `${origin}/oidc`,
    aud: 'hop-web',
    iat: now,
    exp: now + 900,
  });

  const save = async (round: number) => {
    const count = 1 + (round % 3);
    const answers = Array.from({ length: count }, (_, k) => answerable[(round * 3 + k) % answerable.length]).map(
      (question) => ({
        questionKey: question.id,
        value: valueFor(question, round),
      }),
    );
    const unique = [...new Map(answers.map((answer) => [answer.questionKey, answer])).values()];
    const started = performance.now();
    const response =
      VIA === 'rest'
        ? await fetch(`${origin}/api/questionnaire/${property.id}/${info.id}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorizationjwt: token },
            body: JSON.stringify({ answers: Object.fromEntries(unique.map((a) => [a.questionKey, a.value])) }),
          })
        : await fetch(`${origin}/graphql`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorizationjwt: token },
            body: JSON.stringify({
              query: SAVE,
              variables: { input: { propertyId: String(property.id), questionnaireId: info.id, answers: unique } },
            }),
          });
    const body = (await response.json()) as { errors?: unknown };
    if (!response.ok || body.errors) throw new Error(`save failed: ${JSON.stringify(body)}`);
    return performance.now() - started;
  };

  // Warm up: connections, prepared statements, the JIT.
  for (let round = 0; round < 30; round += 1) await save(round);
  await settle(db);

  recording = true;
  const cpuBefore = process.cpuUsage();
  const serverBefore = serverCpuMs();
  const latencies: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) latencies.push(await save(round + 30));
  await settle(db);
  recording = false;
  const cpu = process.cpuUsage(cpuBefore);
  const serverMs = serverCpuMs() - serverBefore;

  latencies.sort((a, b) => a - b);
  const at = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))];
  const counts = new Map<string, number>();
  for (const text of statements) counts.set(text, (counts.get(text) ?? 0) + 1);
  console.log(
    `${ROUNDS} saves one after another (${VIA === 'rest' ? 'straight to the REST API' : 'through the gateway'}): median ${at(0.5).toFixed(2)} ms, p90 ${at(0.9).toFixed(2)} ms`,
  );
  console.log(
    `CPU per save: ${((cpu.user + cpu.system) / 1000 / ROUNDS).toFixed(2)} ms in Node.js (the app and this client), ${(serverMs / ROUNDS).toFixed(2)} ms in PostgreSQL`,
  );
  console.log(
    `${(statements.length / ROUNDS).toFixed(2)} statements per save (the request's and the background jobs' it caused)`,
  );
  for (const [text, count] of [...counts].sort((a, b) => b[1] - a[1]))
    console.log(`${(count / ROUNDS).toFixed(2).padStart(6)}  ${text.slice(0, 160)}`);

  if (process.env.SAVE_COST_STATEMENTS) {
    statements.length = 0;
    recording = true;
    await save(ROUNDS + 31);
    await settle(db);
    recording = false;
    console.log('\nOne save, statement by statement:');
    for (const text of statements) console.log(`  ${text.slice(0, 200)}`);
  }
} finally {
  await app.close();
}

/** CPU time the app's PostgreSQL server processes have used so far (Linux /proc, 10 ms ticks). */
function serverCpuMs(): number {
  let ticks = 0;
  for (const pid of backends) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // A connection closed since; its time is lost to the figure.
    }
  }
  return ticks * 10;
}

/** Waits until no job is pending that is due within a few seconds (the debounced ones included). */
async function settle(db: NonNullable<typeof app.database>['db']) {
  for (let tries = 0; tries < 100; tries += 1) {
    const pending = await sql<{
      count: number;
    }>`/* settle */ select count(*) as count from jobs where status = 'pending' and run_at < now() + interval '5 seconds'`.execute(
      db,
    );
    if (Number(pending.rows[0].count) === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
