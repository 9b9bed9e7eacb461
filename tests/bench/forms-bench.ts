/**
 * `npm run bench:forms`: the questionnaires under load and how much a seller has to type.
 *
 * 1. Autosave: FORMS_SELLERS sellers (default 50), two to a property, each saving one to three
 *    changed answers of property information as fast as the server answers, for
 *    FORMS_BENCH_SECONDS (default 60) against PostgreSQL: first straight to the REST API (the
 *    yardstick), then through the gateway, in the same app and the same run, each with sellers and
 *    properties of its own. Reports saves per second, p50/p99 and lost answers for each (every
 *    answer's last value written is read back from the database), and the gateway's figures against
 *    their goals: at least 0.75x the REST API's saves per second, p99 at most 200 ms, nothing lost.
 * 2. Asked once: for each form, the required questions, how many the title prefills, how many a
 *    public record prefills, how many are shared with another form, and how many are left for the
 *    seller to type; then the same for the demo leasehold flat as its seller first opens each form.
 * The figures replace the "Questionnaires" section of docs/performance.md.
 */
import './production-mode.ts';
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { answerKeys, answerKeySet } from '../../domain/forms/answer-keys.ts';
import { FORM_DEFINITIONS } from '../../domain/forms/content/index.ts';
import type { FormDefinition } from '../../domain/forms/definition.ts';
import { ROLE } from '../../domain/roles.ts';
import { createOrganisation, createProperty, createUser } from '../fixtures/factories.ts';
import { freePort, startTestApp, type TestApp } from '../fixtures/test-app.ts';
import { answerable, info, valueFor } from '../fixtures/autosave-answers.ts';
import { signWithProviderKey } from '../fixtures/tokens.ts';
import { isCountedType } from '../../domain/forms/answered.ts';
import { PUBLISHED_FORMS } from '../../domain/forms/content/published.ts';
import type { Answers } from '../../domain/forms/definition.ts';
import { normalisePdtfPath } from '../../domain/forms/pdtf-path.ts';
import { allQuestions, indexQuestions } from '../../domain/forms/questions.ts';
import { isQuestionVisible } from '../../domain/forms/visibility.ts';
import { seedDemoData, demoTitleNumber } from '../../server/demo/seed.ts';
import { seedDemoPublicRecords } from '../../server/demo/public-records.ts';
import { PUBLIC_RECORD_PATHS } from '../../domain/public-record-facts.ts';
import type { Viewer } from '../../server/store/viewer.ts';
import { catalogueOf } from '../../server/use-cases/questionnaires/catalogue.ts';
import { readQuestionnaire } from '../../server/use-cases/questionnaires/read-questionnaire.ts';

const SELLERS = Number(process.env.FORMS_SELLERS ?? 50);
const SECONDS = Number(process.env.FORMS_BENCH_SECONDS ?? 60);
if (!(SECONDS > 0))
  throw new Error(`FORMS_BENCH_SECONDS must be a positive number of seconds, got "${process.env.FORMS_BENCH_SECONDS}"`);
const WARMUP_SECONDS = Math.min(5, Math.max(1, SECONDS / 10));
const postgresUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const SAVE =
  'mutation SaveAnswers($input: SaveAnswersInput!) { saveAnswers(input: $input) { savedAt completion { id percent } } }';

function percentile(sorted: number[], p: number): number {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : 0;
}

type Via = 'rest' | 'gateway';
type Db = NonNullable<TestApp['database']>['db'];

/** One save of `answers` by the seller, straight to the REST API or through the gateway; true when it was saved. */
async function save(
  via: Via,
  origin: string,
  seller: { token: string; propertyId: number },
  answers: { questionKey: string; value: string }[],
): Promise<boolean> {
  const response =
    via === 'rest'
      ? await fetch(`${origin}/api/questionnaire/${seller.propertyId}/${info.id}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorizationjwt: seller.token },
          body: JSON.stringify({ answers: Object.fromEntries(answers.map((a) => [a.questionKey, a.value])) }),
        })
      : await fetch(`${origin}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorizationjwt: seller.token },
          body: JSON.stringify({
            query: SAVE,
            variables: { input: { propertyId: String(seller.propertyId), questionnaireId: info.id, answers } },
          }),
        });
  const body = (await response.json()) as { errors?: unknown };
  return response.ok && !body.errors;
}

async function autosaveRun(via: Via, db: Db, origin: string) {
  const agency = await createOrganisation(db, { type: 2 });
  const now = Math.floor(Date.now() / 1000);
  const sellers: { token: string; propertyId: number }[] = [];
  for (let pair = 0; pair < Math.ceil(SELLERS / 2); pair += 1) {
    const a = await createUser(db, { role: ROLE.homeMover });
    const b = await createUser(db, { role: ROLE.homeMover });
    const property = await createProperty(db, { agencyId: agency.id, sellerIds: [a.id, b.id] });
    for (const user of [a, b].slice(0, SELLERS - sellers.length)) {
      sellers.push({
        propertyId: property.id,
        token: await signWithProviderKey(db, {
          sub: user.id,
          iss: `${origin}/oidc`,
          aud: 'hop-web',
          iat: now,
          exp: now + 900,
        }),
      });
    }
  }

  /** The last value each seller's save set, per property and question, in the order the server confirmed them. */
  const lastWritten = new Map<string, { value: string }>();
  const latencies: number[] = [];
  let failures = 0;
  // Saves in the warm-up (JIT, pools, caches) are checked for loss but not timed.
  const measuredFrom = Date.now() + WARMUP_SECONDS * 1000;
  const deadline = measuredFrom + SECONDS * 1000;
  await Promise.all(
    sellers.map(async (seller, index) => {
      for (let round = 0; Date.now() < deadline; round += 1) {
        const count = 1 + ((index + round) % 3);
        const half = answerable.filter((_, position) => position % 2 === index % 2);
        const questions = Array.from({ length: count }, (_, k) => half[(index * 7 + round * 3 + k) % half.length]);
        const answers = [
          ...new Map(
            questions.map((question) => [
              question.id,
              { questionKey: question.id, value: valueFor(question, round + index) },
            ]),
          ).values(),
        ];
        const started = performance.now();
        const saved = await save(via, origin, seller, answers);
        const finished = performance.now();
        const timed = started + performance.timeOrigin >= measuredFrom;
        if (!saved) {
          if (timed) failures += 1;
          continue;
        }
        if (timed) latencies.push(finished - started);
        for (const answer of answers)
          lastWritten.set(`${seller.propertyId}:${answer.questionKey}`, { value: answer.value });
      }
    }),
  );

  // Each seller of a pair answers its own half of the questions, so every answer has one writer
  // whose saves are sequential: what it saved last must be what the database holds.
  const propertyIds = [...new Set(sellers.map((seller) => seller.propertyId))];
  const rows = await db
    .selectFrom('answers')
    .select(['property_id', 'question_id', 'value'])
    .where('property_id', 'in', propertyIds)
    .execute();
  const stored = new Map(rows.map((row) => [`${row.property_id}:${row.question_id}`, (row.value as { v: string }).v]));
  let lost = 0;
  for (const [key, written] of lastWritten) if (stored.get(key) !== written.value) lost += 1;
  const history = await db.selectFrom('answer_history').select('id').where('property_id', 'in', propertyIds).execute();
  const historyRows = history.length;
  latencies.sort((x, y) => x - y);
  return {
    via,
    sellers: sellers.length,
    seconds: SECONDS,
    saves: latencies.length,
    perSecond: latencies.length / SECONDS,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    failures,
    answersChecked: lastWritten.size,
    lost,
    historyRows,
  };
}

/** Autosave straight to the REST API, then through the gateway, in one app. */
async function autosaveRuns() {
  process.env.DATABASE_URL = postgresUrl;
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const app = await startTestApp({ PORT: String(port), PUBLIC_URL: origin, DEMO: '0' });
  try {
    const db = app.database!.db;
    const rest = await autosaveRun('rest', db, origin);
    const gateway = await autosaveRun('gateway', db, origin);
    return { rest, gateway };
  } finally {
    await app.close();
  }
}

/** The gateway's autosave goals, each with PASS or SHORT. */
function autosaveGoals({ rest, gateway }: Awaited<ReturnType<typeof autosaveRuns>>) {
  const ratio = gateway.perSecond / Math.max(rest.perSecond, Number.MIN_VALUE);
  const verdict = (met: boolean) => (met ? 'PASS' : 'SHORT');
  return [
    {
      goal: 'Saves per second through the gateway ÷ straight to the REST API, same run: at least 0.75×',
      now: `${ratio.toFixed(2)}× (${gateway.perSecond.toFixed(1)} ÷ ${rest.perSecond.toFixed(1)})`,
      verdict: verdict(ratio >= 0.75),
    },
    {
      goal: 'p99 of a save through the gateway: at most 200 ms',
      now: `${gateway.p99.toFixed(1)} ms`,
      verdict: verdict(gateway.p99 <= 200),
    },
    {
      goal: 'Saves lost (through the gateway, and straight to the REST API): none',
      now: `${gateway.lost} and ${rest.lost}`,
      verdict: verdict(gateway.lost === 0 && rest.lost === 0),
    },
  ];
}

/** Every normalised PDTF path the demo property's public records answer. */
const RECORD_PATHS = new Set<string>(Object.values(PUBLIC_RECORD_PATHS).flat());

/**
 * For each form, over every required question whatever the answers: how many the title register
 * prefills, how many a public record can prefill, how many are shared with another form, and how
 * many are left to type.
 */
function askedOnce(forms: readonly FormDefinition[]) {
  const keysByForm = new Map(forms.map((form) => [form.id, answerKeySet(form)]));
  return forms.map((form) => {
    const keys = answerKeys(form);
    const required = form.sections
      .flatMap((section) => section.groups.flatMap((group) => group.questions))
      .filter((question) => question.required === 1);
    const shared = required.filter((question) =>
      [...keysByForm].some(([id, other]) => id !== form.id && other.has(keys.get(question.id)!)),
    );
    const fromTitle = required.filter((question) => TITLE_PATHS.some((path) => question.pdtfPath === path));
    const fromRecords = required.filter(
      (question) => question.pdtfPath !== undefined && RECORD_PATHS.has(normalisePdtfPath(question.pdtfPath)),
    );
    const typed =
      required.length - new Set([...shared, ...fromTitle, ...fromRecords].map((question) => question.id)).size;
    return {
      name: form.name,
      required: required.length,
      fromTitle: fromTitle.length,
      fromRecords: fromRecords.length,
      shared: shared.length,
      typed,
    };
  });
}

/** PDTF fields the title register answers (what prefill writes from data.passport). */
const TITLE_PATHS = [
  '/propertyPack/address/line1',
  '/propertyPack/address/line2',
  '/propertyPack/address/line3',
  '/propertyPack/address/town',
  '/propertyPack/address/postcode',
  '/propertyPack/ownership/ownershipsToBeTransferred/0/ownershipType',
];

/**
 * The demo leasehold flat (the first demo property, its sample title and public records) as its
 * seller first meets each form, read through the product's own use case: the required questions
 * shown (a follow-up counts once the answer before it shows it), how many of them the title and
 * the records prefilled, how many are shared with another form, and how many are left to type.
 */
async function askedOnceForDemo() {
  process.env.DATABASE_URL = postgresUrl;
  const port = await freePort();
  const app = await startTestApp({ PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}`, DEMO: '0' });
  try {
    const db = app.database!.db;
    await seedDemoData(db);
    await seedDemoPublicRecords(db, { titleNumberOf: demoTitleNumber, count: 1 });
    const property = await db
      .selectFrom('properties')
      .select('id')
      .where('title_number', '=', demoTitleNumber(0))
      .executeTakeFirstOrThrow();
    const seller: Viewer = { id: 'demo-mover', role: ROLE.homeMover, organisationId: null, actsFor: [] };
    const catalogue = catalogueOf(PUBLISHED_FORMS);
    const keysByForm = new Map(FORM_DEFINITIONS.map((form) => [form.id, answerKeySet(form)]));
    const rows = [];
    for (const form of FORM_DEFINITIONS) {
      const read = await readQuestionnaire(
        { db, catalogue },
        { viewer: seller, propertyId: property.id, questionnaireId: form.id },
      );
      const answers = read.answers as Answers;
      const index = indexQuestions(form);
      const keys = answerKeys(form);
      const shown = allQuestions(form).filter(
        (question) =>
          question.required === 1 && isCountedType(question.type) && isQuestionVisible(question, index, answers),
      );
      const fromTitle = shown.filter((question) => read.sources[question.id]?.kind === 'title');
      const fromRecords = shown.filter((question) => read.sources[question.id]?.kind === 'record');
      const prefilled = new Set([...fromTitle, ...fromRecords]);
      const shared = shown.filter(
        (question) =>
          !prefilled.has(question) &&
          [...keysByForm].some(([id, other]) => id !== form.id && other.has(keys.get(question.id)!)),
      );
      const typed = shown.length - prefilled.size - shared.length;
      rows.push({
        name: form.name,
        shown: shown.length,
        fromTitle: fromTitle.length,
        fromRecords: fromRecords.length,
        shared: shared.length,
        typed,
        half: typed * 2 <= shown.length,
      });
    }
    return rows;
  } finally {
    await app.close();
  }
}

const autosave = await autosaveRuns();
const goals = autosaveGoals(autosave);
const once = askedOnce(FORM_DEFINITIONS);
const demo = await askedOnceForDemo();
const date = new Date().toISOString().slice(0, 10);
const cpu = os.cpus()[0]?.model.trim() ?? 'unknown CPU';
const section = [
  '<!-- forms-bench:start -->',
  '## Questionnaires',
  '',
  `Measured by \`npm run bench:forms\` (tests/bench/forms-bench.ts) on ${date}: ${cpu}, ${os.cpus().length} cores, Node.js ${process.version}, PostgreSQL at 127.0.0.1 (load generator in the same process).`,
  '',
  `### Autosave: ${autosave.gateway.sellers} sellers for ${autosave.gateway.seconds} s (after ${WARMUP_SECONDS} s of warm-up), straight to the REST API and through the gateway`,
  '',
  'Two sellers to a property, each sending one to three changed answers of property information, back to back: first straight to the REST API (`POST /api/questionnaire/{property}/{form}`, the yardstick), then through the gateway (`saveAnswers`), in the same app, each with sellers and properties of its own.',
  '',
  '| route | saves | saves/s | p50 | p99 | failed | answers checked | lost |',
  '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ...[autosave.rest, autosave.gateway].map(
    (run) =>
      `| ${run.via === 'rest' ? 'REST API' : 'gateway'} | ${run.saves} | ${run.perSecond.toFixed(1)} | ${run.p50.toFixed(1)} ms | ${run.p99.toFixed(1)} ms | ${run.failures} | ${run.answersChecked} | ${run.lost} |`,
  ),
  '',
  `Every answer was read back from the database after each run; the histories hold ${autosave.rest.historyRows} and ${autosave.gateway.historyRows} changes.`,
  '',
  '| goal | now | |',
  '| --- | ---: | --- |',
  ...goals.map((row) => `| ${row.goal} | ${row.now} | ${row.verdict} |`),
  '',
  '### Asked once',
  '',
  'Every required question per form, whatever the answers (follow-ups included); how many the title register prefills; how many a public record can prefill (council tax, energy certificate, flood risk, planning constraints, coverage); how many share their stored answer with another form (answered once, shown in both); and what is left for the seller to type. Fewer is better.',
  '',
  '| form | required | from the title | from public records | shared | to type |',
  '| --- | ---: | ---: | ---: | ---: | ---: |',
  ...once.map(
    (row) => `| ${row.name} | ${row.required} | ${row.fromTitle} | ${row.fromRecords} | ${row.shared} | ${row.typed} |`,
  ),
  '',
  '#### The demo leasehold flat, as its seller first opens each form',
  '',
  'The first demo property (a leasehold flat, its sample title register and sample public records), each form read through the product as the seller opens it: the required questions shown (a follow-up counts once a prefilled answer shows it), how many the title and the records prefilled, how many of the rest share their answer with another form, and how many are left to type. "At most half" is the target: at most half of the required questions left to type.',
  '',
  '| form | required shown | from the title | from public records | shared | to type | at most half |',
  '| --- | ---: | ---: | ---: | ---: | ---: | :---: |',
  ...demo.map(
    (row) =>
      `| ${row.name} | ${row.shown} | ${row.fromTitle} | ${row.fromRecords} | ${row.shared} | ${row.typed} | ${row.half ? 'yes' : 'no'} |`,
  ),
  '<!-- forms-bench:end -->',
].join('\n');

console.log(section);
const doc = new URL('../../docs/performance.md', import.meta.url);
const current = readFileSync(doc, 'utf8');
const next = current.includes('<!-- forms-bench:start -->')
  ? current.replace(/<!-- forms-bench:start -->[\s\S]*<!-- forms-bench:end -->/, section)
  : `${current.trimEnd()}\n\n${section}\n`;
writeFileSync(doc, next);
console.log(`\nWrote ${doc.pathname}`);
