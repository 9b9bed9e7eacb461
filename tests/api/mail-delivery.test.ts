import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { dropSchema, openDatabase, type DatabaseHandle } from '../../server/store/database.ts';
import { migrateToLatest } from '../../server/store/migrate.ts';
import { deliverMailJob } from '../../server/jobs/mail.ts';
import { createMailService } from '../../server/services/mail/mail-service.ts';
import { checkedHandler } from '../../server/services/queue/setup.ts';
import { smtpTransport } from '../../server/services/mail/transports.ts';
import { JobRunner } from '../../server/services/queue/runner.ts';
import { startSmtpServer } from '../fixtures/smtp.ts';

type Smtp = Awaited<ReturnType<typeof startSmtpServer>>;
let smtp: Smtp;
const cleanups: (() => Promise<void> | void)[] = [];

beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(() => smtp?.close());
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  smtp.received.length = 0;
});

/** A migrated database: a fresh PostgreSQL schema when DATABASE_URL is set, else PGlite (in memory or in `dataDir`). */
async function database(options: { dataDir?: string; schema?: string } = {}): Promise<DatabaseHandle> {
  const url = process.env.DATABASE_URL;
  const schema = options.schema ?? `mail_${randomBytes(5).toString('hex')}`;
  const handle = url
    ? await openDatabase({ databaseUrl: url, schema })
    : await openDatabase({ dataDir: options.dataDir });
  await migrateToLatest(handle.db, url ? schema : undefined);
  if (url && !options.schema) cleanups.push(() => dropSchema(url, schema));
  return handle;
}

function runner(handle: DatabaseHandle, backoffSeconds = 0) {
  const transport = smtpTransport(smtp.url, 'Move Ready <no-reply@moveready.example>');
  const jobs = new JobRunner({
    db: handle.db,
    handlers: { mail: checkedHandler('mail', deliverMailJob(handle.db, transport)) },
    pollMs: 50,
    backoffSeconds: () => backoffSeconds,
  });
  return { jobs, transport };
}

const message = (to: string) => ({
  to,
  subject: 'Confirm your email address',
  text: 'Open https://moveready.example/x',
  html: '<p>Open <a href="https://moveready.example/x">it</a></p>',
  template: 'verify-email',
});

async function until(check: () => boolean | Promise<boolean>, timeoutMs = 10_000) {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('mail service with SMTP delivery', () => {
  it('delivers a queued mail to a real SMTP server, with sender, recipient, subject, text and HTML', async () => {
    const handle = await database();
    const { jobs, transport } = runner(handle);
    cleanups.push(
      () => handle.close(),
      () => transport.close(),
      () => jobs.stop(),
    );
    const mail = createMailService(handle.db, { onQueued: () => jobs.wake() });
    jobs.start();

    const id = await mail.send(message('robin@example.com'));
    await until(() => smtp.received.length === 1);
    const [received] = smtp.received;
    expect(received.from).toBe('no-reply@moveready.example');
    expect(received.to).toEqual(['robin@example.com']);
    expect(received.raw).toContain('Subject: Confirm your email address');
    expect(received.raw).toContain('Open https://moveready.example/x');
    expect(received.raw).toContain('text/html');
    expect(received.raw).toMatch(new RegExp(`^X-Outbox-Mail-Id: ${id}\r?$`, 'im'));
    await until(
      async () =>
        (await handle.db.selectFrom('mail_outbox').select('status').where('id', '=', id).executeTakeFirstOrThrow())
          .status === 'sent',
    );
  });

  it('retries a delivery the server refuses, with the wait growing, until it is accepted', async () => {
    const handle = await database();
    const waits: number[] = [];
    const transport = smtpTransport(smtp.url, 'no-reply@moveready.example');
    const jobs = new JobRunner({
      db: handle.db,
      handlers: { mail: checkedHandler('mail', deliverMailJob(handle.db, transport)) },
      pollMs: 50,
      backoffSeconds: (retry) => {
        waits.push(retry);
        return 0.05 * 2 ** (retry - 1);
      },
    });
    cleanups.push(
      () => handle.close(),
      () => transport.close(),
      () => jobs.stop(),
    );
    smtp.refuseNext(2);
    const id = await createMailService(handle.db).send(message('busy@example.com'));
    jobs.start();
    await until(() => smtp.received.length === 1);
    expect(waits).toEqual([1, 2]);
    await until(
      async () =>
        (await handle.db.selectFrom('mail_outbox').select('status').where('id', '=', id).executeTakeFirstOrThrow())
          .status === 'sent',
    );
    const row = await handle.db
      .selectFrom('mail_outbox')
      .select(['attempts', 'last_error'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ attempts: 3, last_error: null });
  });

  it('keeps a mail that fails every attempt, marked failed with the reason, instead of losing it', async () => {
    const handle = await database();
    const { jobs, transport } = runner(handle);
    cleanups.push(
      () => handle.close(),
      () => transport.close(),
      () => jobs.stop(),
    );
    smtp.refuseNext(100);
    const id = await createMailService(handle.db).send(message('never@example.com'));
    await handle.db.updateTable('jobs').set({ max_attempts: 3 }).execute();
    await jobs.runDueJobs();
    smtp.refuseNext(0);
    const mail = await handle.db
      .selectFrom('mail_outbox')
      .select(['status', 'attempts', 'last_error'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(mail.status).toBe('failed');
    expect(mail.attempts).toBe(3);
    expect(mail.last_error).toMatch(/busy/i);
    const job = await handle.db.selectFrom('jobs').select(['status', 'attempts']).executeTakeFirstOrThrow();
    expect(job).toEqual({ status: 'failed', attempts: 3 });
  });

  it('delivers after a restart a mail queued before it', async () => {
    const dataDir = process.env.DATABASE_URL ? undefined : mkdtempSync(join(tmpdir(), 'move-ready-mail-'));
    const schema = `mail_${randomBytes(5).toString('hex')}`;
    if (dataDir) cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    else cleanups.push(() => dropSchema(process.env.DATABASE_URL!, schema));

    const before = await database({ dataDir, schema });
    await createMailService(before.db).send(message('after-restart@example.com'));
    await before.close();
    expect(smtp.received).toHaveLength(0);

    const after = await database({ dataDir, schema });
    const { jobs, transport } = runner(after);
    cleanups.push(
      () => after.close(),
      () => transport.close(),
      () => jobs.stop(),
    );
    jobs.start();
    await until(() => smtp.received.length === 1);
    expect(smtp.received[0].to).toEqual(['after-restart@example.com']);
  });

  it('runs each job once when several instances work on one database', async () => {
    const url = process.env.DATABASE_URL;
    const schema = `mail_${randomBytes(5).toString('hex')}`;
    const first = await database({ schema });
    // On PostgreSQL a second pool is a second instance; PGlite is one connection in one process.
    const second = url ? await openDatabase({ databaseUrl: url, schema }) : first;
    if (url) cleanups.push(() => dropSchema(url, schema));
    cleanups.push(() => first.close());
    if (second !== first) cleanups.push(() => second.close());

    const mail = createMailService(first.db);
    for (let index = 0; index < 20; index++) await mail.send(message(`buyer${index}@example.com`));
    const instances = [runner(first), runner(second), runner(second)];
    for (const { jobs, transport } of instances) {
      cleanups.push(
        () => transport.close(),
        () => jobs.stop(),
      );
      jobs.start();
    }
    await until(() => smtp.received.length >= 20);
    // Every mail job finished (a job is done only after its delivery), so a second delivery of any
    // mail would have arrived by now.
    await until(
      async () =>
        (
          await first.db
            .selectFrom('jobs')
            .select('id')
            .where('queue', '=', 'mail')
            .where('status', 'in', ['pending', 'running'])
            .execute()
        ).length === 0,
    );
    const recipients = smtp.received.map((received) => received.to[0]).sort();
    expect(recipients).toHaveLength(20);
    expect(new Set(recipients).size).toBe(20);
  });
});
