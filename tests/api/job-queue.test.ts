import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { dropSchema, openDatabase, type DatabaseHandle } from '../../server/store/database.ts';
import { migrateToLatest, migrateUpTo } from '../../server/store/migrate.ts';
import { seedPhases } from '../../server/store/phases.ts';
import { enqueue, enqueueJob } from '../../server/services/queue/enqueue.ts';
import { JobRunner, type JobHandler } from '../../server/services/queue/runner.ts';
import { listDeadLetters } from '../../server/services/queue/dead-letters.ts';
import { deliverPackJob, packOverdueError } from '../../server/jobs/search-pack.ts';
import { nextPackCheck } from '../../server/services/searches/searches.ts';
import { checkedHandler, setUpJobQueue } from '../../server/services/queue/setup.ts';
import type { FastifyBaseLogger } from 'fastify';
import type { SearchesProvider } from '../../server/services/searches/searches.ts';
import type { FileStorage } from '../../server/services/file-storage/file-storage.ts';
import { createProperty } from '../fixtures/factories.ts';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A migrated database: a fresh PostgreSQL schema when DATABASE_URL is set, else PGlite (in memory or in `dataDir`). */
async function database(options: { dataDir?: string; schema?: string } = {}): Promise<DatabaseHandle> {
  const url = process.env.DATABASE_URL;
  const schema = options.schema ?? `jobs_${randomBytes(5).toString('hex')}`;
  const handle = url
    ? await openDatabase({ databaseUrl: url, schema })
    : await openDatabase({ dataDir: options.dataDir });
  await migrateToLatest(handle.db, url ? schema : undefined);
  if (url && !options.schema) cleanups.push(() => dropSchema(url, schema));
  return handle;
}

function runner(
  handle: DatabaseHandle,
  handlers: Record<string, JobHandler>,
  options: Partial<ConstructorParameters<typeof JobRunner>[0]> = {},
) {
  const jobs = new JobRunner({ db: handle.db, handlers, pollMs: 20, backoffSeconds: () => 0, ...options });
  cleanups.push(() => jobs.stop());
  return jobs;
}

async function until(check: () => boolean | Promise<boolean>, timeoutMs = 10_000) {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const statuses = (handle: DatabaseHandle) =>
  handle.db.selectFrom('jobs').select(['id', 'status', 'attempts', 'last_error']).orderBy('id').execute();

describe('background job queue', () => {
  it('runs each job once when two runners work on one database', async () => {
    const url = process.env.DATABASE_URL;
    const schema = `jobs_${randomBytes(5).toString('hex')}`;
    const first = await database({ schema });
    // On PostgreSQL a second pool is a second instance; PGlite is one connection in one process.
    const second = url ? await openDatabase({ databaseUrl: url, schema }) : first;
    if (url) cleanups.push(() => dropSchema(url, schema));
    cleanups.push(() => first.close());
    if (second !== first) cleanups.push(() => second.close());

    const runs: number[] = [];
    const handler: JobHandler = async (payload) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      runs.push(Number(payload.n));
    };
    for (let n = 0; n < 40; n++) await enqueueJob(first.db, 'work', { n });
    for (const handle of [first, second]) runner(handle, { work: handler }, { concurrency: { work: 3 } }).start();
    await until(async () => (await statuses(first)).every((job) => job.status === 'done'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(runs).toHaveLength(40);
    expect(new Set(runs).size).toBe(40);
  });

  it('queues one waiting job per key, backed by a unique index', async () => {
    const handle = await database();
    cleanups.push(() => handle.close());
    const firstId = await enqueueJob(handle.db, 'work', { n: 1 }, { key: 'property:7' });
    const secondId = await enqueueJob(handle.db, 'work', { n: 2 }, { key: 'property:7' });
    expect(secondId).toBe(firstId);
    await expect(
      sql`insert into jobs (queue, payload, key) values ('work', '{}'::jsonb, 'property:7')`.execute(handle.db),
    ).rejects.toMatchObject({ code: '23505' });
    // Once claimed, a change queues a fresh job: it may have come after the running job read its inputs.
    let release!: () => void;
    const jobs = runner(handle, { work: () => new Promise<void>((resolve) => (release = resolve)) });
    jobs.start();
    await until(async () => (await statuses(handle))[0].status === 'running');
    const thirdId = await enqueueJob(handle.db, 'work', { n: 3 }, { key: 'property:7' });
    expect(thirdId).not.toBe(firstId);
    release();
  });

  it('retries a failing job with backoff, then leaves it as a dead letter administrators can list', async () => {
    const handle = await database();
    cleanups.push(() => handle.close());
    const delays: number[] = [];
    const jobs = runner(
      handle,
      { work: async () => Promise.reject(new Error('provider down')) },
      {
        backoffSeconds: (retry) => {
          delays.push(retry);
          return 0;
        },
      },
    );
    await enqueueJob(handle.db, 'work', { n: 1 }, { maxAttempts: 3 });
    await jobs.runDueJobs();
    const [job] = await statuses(handle);
    expect(job).toMatchObject({ status: 'failed', attempts: 3, last_error: 'provider down' });
    expect(delays).toEqual([1, 2]);
    const dead = await listDeadLetters(handle.db);
    expect(dead).toEqual([
      expect.objectContaining({ id: job.id, queue: 'work', attempts: 3, lastError: 'provider down' }),
    ]);
  });

  it('waits the backoff before the next attempt', async () => {
    const handle = await database();
    cleanups.push(() => handle.close());
    const jobs = runner(
      handle,
      { work: async () => Promise.reject(new Error('not yet')) },
      { backoffSeconds: () => 3600 },
    );
    await enqueueJob(handle.db, 'work', {});
    expect(await jobs.runDueJobs()).toBe(1);
    expect(await jobs.runDueJobs()).toBe(0);
    const row = await handle.db.selectFrom('jobs').select(['status', 'run_at']).executeTakeFirstOrThrow();
    expect(row.status).toBe('pending');
    expect(new Date(row.run_at).getTime()).toBeGreaterThan(Date.now() + 3500_000);
  });

  it('purges finished jobs after the retention, dead letters after a longer one', async () => {
    const handle = await database();
    cleanups.push(() => handle.close());
    const jobs = runner(
      handle,
      { work: async () => undefined },
      { retention: { doneSeconds: 3600, failedSeconds: 86_400 } },
    );
    const ids: Record<string, number> = {};
    for (const name of ['oldDone', 'newDone', 'oldFailed', 'agedFailed', 'waiting'])
      ids[name] = await enqueueJob(handle.db, 'work', { name }, { runAt: new Date(Date.now() + 3600_000) });
    const finish = (id: number, status: 'done' | 'failed', hoursAgo: number) =>
      sql`update jobs set status = ${status}, finished_at = now() - ${hoursAgo} * interval '1 hour' where id = ${id}`.execute(
        handle.db,
      );
    await finish(ids.oldDone, 'done', 2);
    await finish(ids.newDone, 'done', 0.5);
    await finish(ids.oldFailed, 'failed', 2);
    await finish(ids.agedFailed, 'failed', 25);
    expect(await jobs.purgeFinished()).toBe(2);
    const left = (await statuses(handle)).map((job) => job.id);
    expect(left).toEqual([ids.newDone, ids.oldFailed, ids.waiting]);
  });

  it('runs each queue on its own workers: a slow job does not delay another queue', async () => {
    const handle = await database();
    cleanups.push(() => handle.close());
    let release!: () => void;
    let mailAt = 0;
    const jobs = runner(handle, {
      'search-pack': () => new Promise<void>((resolve) => (release = resolve)),
      mail: async () => {
        mailAt = Date.now();
      },
    });
    await enqueueJob(handle.db, 'search-pack', {});
    jobs.start();
    await until(async () => (await statuses(handle))[0].status === 'running');
    const queuedAt = Date.now();
    await enqueueJob(handle.db, 'mail', {});
    jobs.wake();
    await until(() => mailAt > 0, 3000);
    expect(mailAt - queuedAt).toBeLessThan(1000);
    expect((await statuses(handle))[0].status).toBe('running');
    release();
    await until(async () => (await statuses(handle)).every((job) => job.status === 'done'));
  });

  it('renews the lease of a long job, so another runner does not take it over', async () => {
    const url = process.env.DATABASE_URL;
    const schema = `jobs_${randomBytes(5).toString('hex')}`;
    const first = await database({ schema });
    const second = url ? await openDatabase({ databaseUrl: url, schema }) : first;
    if (url) cleanups.push(() => dropSchema(url, schema));
    cleanups.push(() => first.close());
    if (second !== first) cleanups.push(() => second.close());
    let runs = 0;
    const slow: JobHandler = async () => {
      runs++;
      await new Promise((resolve) => setTimeout(resolve, 2500));
    };
    await enqueueJob(first.db, 'work', {});
    runner(first, { work: slow }, { leaseSeconds: 1 }).start();
    await until(async () => (await statuses(first))[0].status === 'running');
    runner(second, { work: slow }, { leaseSeconds: 1 }).start();
    await until(async () => (await statuses(first))[0].status === 'done', 6000);
    expect(runs).toBe(1);
  });

  it('takes over a job whose runner died, once its lease lapsed', async () => {
    const handle = await database();
    cleanups.push(() => handle.close());
    const id = await enqueueJob(handle.db, 'work', {});
    // A runner claimed it and vanished: the lease ran out without a heartbeat.
    await sql`update jobs set status = 'running', locked_by = 'gone', locked_until = now() - interval '1 second', attempts = 1 where id = ${id}`.execute(
      handle.db,
    );
    let ran = 0;
    const jobs = runner(handle, { work: async () => void ran++ });
    expect(await jobs.runDueJobs()).toBe(1);
    expect(ran).toBe(1);
    expect((await statuses(handle))[0]).toMatchObject({ status: 'done', attempts: 2 });
  });

  it('runs a job queued before a restart after it', async () => {
    const url = process.env.DATABASE_URL;
    const dataDir = url ? undefined : mkdtempSync(join(tmpdir(), 'move-ready-jobs-'));
    const schema = `jobs_${randomBytes(5).toString('hex')}`;
    if (dataDir) cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    else cleanups.push(() => dropSchema(url!, schema));

    const before = await database({ dataDir, schema });
    await enqueueJob(before.db, 'work', { n: 1 });
    await before.close();

    const after = await database({ dataDir, schema });
    cleanups.push(() => after.close());
    const ran: unknown[] = [];
    runner(after, { work: async (payload) => void ran.push(payload.n) }).start();
    await until(() => ran.length === 1);
    expect(ran).toEqual([1]);
  });

  it('stops asking for a search pack after the deadline and marks the order failed with a message', async () => {
    const handle = await database();
    cleanups.push(() => handle.close());
    await seedPhases(handle.db);
    const property = await createProperty(handle.db, { phaseId: 2 });
    const order = await handle.db
      .insertInto('search_orders')
      .values({
        property_id: property.id,
        ordered_by: null,
        provider: 'sample',
        reference: 'REF-1',
        ordered_at: new Date(Date.now() - 2 * 24 * 3600_000),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    let asked = 0;
    const provider: SearchesProvider = {
      name: 'sample',
      firstCheckSeconds: 3600,
      order: async () => ({ reference: 'REF-1' }),
      pack: async () => {
        asked++;
        return null;
      },
    };
    const storage = {} as FileStorage;
    // Within the deadline the order is asked for again later, by one waiting job.
    const patient = runner(handle, {
      'search-pack': checkedHandler(
        'search-pack',
        deliverPackJob(handle.db, storage, provider, { deadlineSeconds: 7 * 24 * 3600 }),
      ),
    });
    const packJobs = () =>
      handle.db
        .selectFrom('jobs')
        .select(['id', 'run_at'])
        .where('queue', '=', 'search-pack')
        .where('status', '=', 'pending')
        .execute();
    await enqueue(handle.db, 'search-pack', { orderId: order.id }, nextPackCheck(provider));
    await enqueue(handle.db, 'search-pack', { orderId: order.id }, nextPackCheck(provider));
    expect(await packJobs()).toHaveLength(1);
    await sql`update jobs set run_at = now()`.execute(handle.db);
    expect(await patient.runDueJobs()).toBe(1);
    expect(asked).toBe(1);
    expect((await handle.db.selectFrom('search_orders').select('status').executeTakeFirstOrThrow()).status).toBe(
      'ordered',
    );
    const [next] = await packJobs();
    expect(new Date(next.run_at).getTime()).toBeGreaterThan(Date.now() + 3500_000);

    // Past the deadline: the order fails visibly and nothing more is queued.
    const strict = runner(handle, {
      'search-pack': checkedHandler(
        'search-pack',
        deliverPackJob(handle.db, storage, provider, { deadlineSeconds: 24 * 3600 }),
      ),
    });
    await sql`update jobs set run_at = now() where status = 'pending'`.execute(handle.db);
    expect(await strict.runDueJobs()).toBe(1);
    const failed = await handle.db
      .selectFrom('search_orders')
      .select(['status', 'last_error'])
      .executeTakeFirstOrThrow();
    expect(failed).toEqual({ status: 'failed', last_error: packOverdueError(1) });
    expect(await packJobs()).toHaveLength(0);
  });

  it('carries the jobs of an earlier release over: waiting ones keyed, duplicates joined, leased ones running', async () => {
    const url = process.env.DATABASE_URL;
    const schema = `jobs_${randomBytes(5).toString('hex')}`;
    const handle = url ? await openDatabase({ databaseUrl: url, schema }) : await openDatabase({});
    if (url) cleanups.push(() => dropSchema(url, schema));
    cleanups.push(() => handle.close());
    await migrateUpTo(handle.db, '0019-answer-attribute-refresh', url ? schema : undefined);
    const insert = (queue: string, payload: object, extra = '') =>
      sql`insert into jobs (queue, payload, locked_until) values (${queue}, ${JSON.stringify(payload)}::jsonb, ${extra ? sql.raw(extra) : null})`.execute(
        handle.db,
      );
    await insert('attributes', { propertyId: 5 });
    await insert('attributes', { propertyId: 5 });
    await insert('attributes', { propertyId: 6 }, "now() + interval '1 minute'");
    await insert('search-pack', { orderId: 9 });
    await migrateToLatest(handle.db, url ? schema : undefined);
    const rows = await handle.db.selectFrom('jobs').select(['queue', 'key', 'status']).orderBy('id').execute();
    expect(rows).toEqual([
      { queue: 'attributes', key: 'property:5', status: 'pending' },
      { queue: 'attributes', key: null, status: 'running' },
      { queue: 'search-pack', key: 'order:9', status: 'pending' },
    ]);
    expect(await enqueue(handle.db, 'search-pack', { orderId: 9 })).toBe(
      await enqueue(handle.db, 'search-pack', { orderId: 9 }),
    );
  });
});

describe('the queues', () => {
  it('refuse a job whose payload is not the one its queue takes, writing nothing', async () => {
    const handle = await database();
    cleanups.push(() => handle.close());
    // @ts-expect-error the mail queue carries an outbox id, not an order
    const wrongField = enqueue(handle.db, 'mail', { orderId: 9 });
    await expect(wrongField).rejects.toThrow(/^The mail queue refused the payload: .*mailId/);
    await expect(enqueue(handle.db, 'search-pack', { orderId: 'nine' as unknown as number })).rejects.toThrow(
      /^The search-pack queue refused the payload: \/orderId/,
    );
    expect(await statuses(handle)).toEqual([]);
  });

  it('keep a job whose payload its handler cannot take as a dead letter at once, with the reason', async () => {
    const handle = await database();
    cleanups.push(() => handle.close());
    const seen: number[] = [];
    const jobs = setUpJobQueue(handle.db, {
      handlers: { 'search-pack': async ({ orderId }) => void seen.push(orderId) },
      settings: { webhooks: { retrySeconds: 1 } },
      pollMs: 20,
      logger: { warn: () => undefined } as unknown as FastifyBaseLogger,
    });
    // As a row written by an older release or by hand would be: past the check on enqueue.
    const bad = await enqueueJob(handle.db, 'search-pack', { order: 9 }, { maxAttempts: 10 });
    const good = await enqueue(handle.db, 'search-pack', { orderId: 9 });
    expect(await jobs.runDueJobs()).toBe(2);
    expect(seen).toEqual([9]);
    expect(await statuses(handle)).toEqual([
      {
        id: bad,
        status: 'failed',
        attempts: 1,
        last_error: expect.stringMatching(/^The search-pack queue refused the payload: .*orderId/),
      },
      { id: good, status: 'done', attempts: 1, last_error: null },
    ]);
    expect((await listDeadLetters(handle.db)).map((letter) => letter.id)).toEqual([bad]);
  });
});
