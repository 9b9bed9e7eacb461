/**
 * The background queue's figures: jobs per second through one runner and through two runners on one
 * database, and how long a mail waits while every search-pack worker is busy. PGlite by default;
 * DATABASE_URL runs it on PostgreSQL (a fresh schema, dropped afterwards).
 */
import { randomBytes } from 'node:crypto';
import { openDatabase, dropSchema, type DatabaseHandle } from '../../server/store/database.ts';
import { migrateToLatest } from '../../server/store/migrate.ts';
import { enqueueJob } from '../../server/services/queue/enqueue.ts';
import { JobRunner, type JobHandler } from '../../server/services/queue/runner.ts';

const url = process.env.DATABASE_URL;
const schema = `jobs_bench_${randomBytes(4).toString('hex')}`;
const JOBS = 1000;

async function open(): Promise<DatabaseHandle> {
  return url ? openDatabase({ databaseUrl: url, schema }) : openDatabase({});
}

async function drain(handles: DatabaseHandle[], handler: JobHandler, concurrency: number): Promise<number> {
  const started = performance.now();
  let done = 0;
  const runners = handles.map(
    (handle) =>
      new JobRunner({
        db: handle.db,
        handlers: {
          work: async (payload, job) => {
            await handler(payload, job);
            done++;
          },
        },
        concurrency: { work: concurrency },
        pollMs: 10,
      }),
  );
  for (const runner of runners) runner.start();
  while (done < JOBS) await new Promise((resolve) => setTimeout(resolve, 5));
  const seconds = (performance.now() - started) / 1000;
  for (const runner of runners) await runner.stop();
  return JOBS / seconds;
}

const first = await open();
await migrateToLatest(first.db, url ? schema : undefined);
const second = url ? await open() : first;
try {
  const noop: JobHandler = async () => undefined;
  for (let n = 0; n < JOBS; n++) await enqueueJob(first.db, 'work', { n });
  const one = await drain([first], noop, 1);
  for (let n = 0; n < JOBS; n++) await enqueueJob(first.db, 'work', { n });
  const two = await drain([first, second], noop, 2);

  // Two slow packs hold both search-pack workers; a mail queued meanwhile is timed.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let mailedAt = 0;
  const runner = new JobRunner({
    db: first.db,
    handlers: { 'search-pack': () => held, mail: async () => void (mailedAt = performance.now()) },
    concurrency: { 'search-pack': 2 },
    pollMs: 1000,
  });
  await enqueueJob(first.db, 'search-pack', { n: 1 });
  await enqueueJob(first.db, 'search-pack', { n: 2 });
  runner.start();
  await new Promise((resolve) => setTimeout(resolve, 300));
  const queuedAt = performance.now();
  await enqueueJob(first.db, 'mail', {});
  runner.wake();
  while (!mailedAt) await new Promise((resolve) => setTimeout(resolve, 2));
  release();
  await runner.stop();

  console.log(
    JSON.stringify({
      store: url ? 'postgres' : 'pglite',
      jobs: JOBS,
      oneRunnerPerSecond: Math.round(one),
      twoRunnersPerSecond: Math.round(two),
      mailBehindBusyPacksMs: Math.round(mailedAt - queuedAt),
    }),
  );
} finally {
  if (second !== first) await second.close();
  await first.close();
  if (url) await dropSchema(url, schema);
}
