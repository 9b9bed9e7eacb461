/**
 * `npm run bench:forms`: the questionnaires under load and how much a seller has to type.
 *
 * 1. Autosave: FORMS_SELLERS sellers (default 50), two to a property, each saving one to three
 *    changed answers of property information through the gateway as fast as the server answers,
 *    for FORMS_BENCH_SECONDS (default 60) against PostgreSQL. Reports saves per second, p50/p99,
 *    and lost answers: every answer's last value written is read back from the database.
 * 2. Asked once: for each form, the required questions, how many the title prefills, how many a
 *    public record prefills, how many are shared with another form, and how many are left for the
 *    seller to type; then the same for the demo leasehold flat as its seller first opens each form.
 * The figures replace the "Questionnaires" section of docs/performance.md.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { answerKeys, answerKeySet } from '../../domain/forms/answer-keys.ts';
import { FORM_DEFINITIONS } from '../../domain/forms/content/index.ts';
import type { FormDefinition } from '../../domain/forms/definition.ts';
import { ROLE } from '../../domain/roles.ts';
import { createOrganisation, createProperty, createUser } from '../fixtures/factories.ts';
import { freePort, startTestApp } from '../fixtures/test-app.ts';
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
const postgresUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const SAVE =
  'mutation SaveAnswers($input: SaveAnswersInput!) { saveAnswers(input: $input) { savedAt completion { id percent } } }';

function percentile(sorted: number[], p: number): number {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : 0;
}

async function autosaveRun() {
  process.env.DATABASE_URL = postgresUrl;
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const app = await startTestApp({ PORT: String(port), PUBLIC_URL: origin, DEMO: '0' });
  try {
    const db = app.database!.db;
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
    const deadline = Date.now() + SECONDS * 1000;
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
          const response = await fetch(`${origin}/graphql`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorizationjwt: seller.token },
            body: JSON.stringify({
              query: SAVE,
              variables: { input: { propertyId: String(seller.propertyId), questionnaireId: info.id, answers } },
            }),
          });
          const body = (await response.json()) as { errors?: unknown };
          const finished = performance.now();
          if (!response.ok || body.errors) {
            failures += 1;
            continue;
          }
          latencies.push(finished - started);
          for (const answer of answers)
            lastWritten.set(`${seller.propertyId}:${answer.questionKey}`, { value: answer.value });
        }
      }),
    );

    // Each seller of a pair answers its own half of the questions, so every answer has one writer
    // whose saves are sequential: what it saved last must be what the database holds.
    const rows = await db.selectFrom('answers').select(['property_id', 'question_id', 'value']).execute();
    const stored = new Map(
      rows.map((row) => [`${row.property_id}:${row.question_id}`, (row.value as { v: string }).v]),
    );
    let lost = 0;
    for (const [key, written] of lastWritten) if (stored.get(key) !== written.value) lost += 1;
    const history = await db.selectFrom('answer_history').select('id').execute();
    const historyRows = history.length;
    latencies.sort((x, y) => x - y);
    return {
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
  } finally {
    await app.close();
  }
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
      const read = await readQuestionnaire(db, seller, property.id, form.id, catalogue);
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

const autosave = await autosaveRun();
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
  `### Autosave: ${autosave.sellers} sellers for ${autosave.seconds} s`,
  '',
  'Two sellers to a property, each sending one to three changed answers of property information through the gateway (`saveAnswers`), back to back.',
  '',
  '| saves | saves/s | p50 | p99 | failed | answers checked | lost |',
  '| ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  `| ${autosave.saves} | ${autosave.perSecond.toFixed(1)} | ${autosave.p50.toFixed(1)} ms | ${autosave.p99.toFixed(1)} ms | ${autosave.failures} | ${autosave.answersChecked} | ${autosave.lost} |`,
  '',
  `Every answer was read back from the database after the run; the history holds ${autosave.historyRows} changes.`,
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
