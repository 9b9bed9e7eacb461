import { randomBytes } from 'node:crypto';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.ts';
import { openDatabase, type DatabaseHandle } from '../../server/store/database.ts';
import { createMailService } from '../../server/services/mail/mail-service.ts';
import { postgresCopyFor } from '../fixtures/database-snapshot.ts';
import { startSmtpServer } from '../fixtures/smtp.ts';
import { startServerProcess } from '../fixtures/server-process.ts';

const databaseUrl = process.env.DATABASE_URL;
const LEASE_SECONDS = 2;

/**
 * An SMTP address whose first connection is held open without a word (a mail server that hangs
 * mid-delivery), and whose later connections reach the real server.
 */
async function firstConnectionHangs(target: number): Promise<{ port: number; held: Socket[]; close(): Promise<void> }> {
  const held: Socket[] = [];
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    sockets.add(client);
    client.on('error', () => undefined).on('close', () => sockets.delete(client));
    if (held.length === 0) {
      held.push(client);
      return;
    }
    const upstream = connect(target, '127.0.0.1');
    sockets.add(upstream);
    upstream.on('error', () => client.destroy()).on('close', () => sockets.delete(upstream));
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (typeof address !== 'object' || !address) throw new Error('no port');
  return {
    port: address.port,
    held,
    close() {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

describe.skipIf(!databaseUrl)('one of two instances killed while it runs a job (needs DATABASE_URL)', () => {
  const cleanups: (() => Promise<unknown> | unknown)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('its leased job is taken over by the other instance once the lease ends, and runs to the end once', async () => {
    const schema = `t_kill_${randomBytes(5).toString('hex')}`;
    const copy = await postgresCopyFor(
      loadConfig({ DATABASE_URL: databaseUrl!, DATABASE_SCHEMA: schema, DEMO: '0', DATA_DIR: ':memory:' }),
      schema,
    );
    if (!copy) throw new Error('no database copy: run under vitest with the global set-up');
    cleanups.push(() => copy.release());
    const handle: DatabaseHandle = await openDatabase({ databaseUrl: copy.url, schema, poolSize: 2 });
    cleanups.push(() => handle.close());
    const smtp = await startSmtpServer();
    cleanups.push(() => smtp.close());
    const gate = await firstConnectionHangs(Number(new URL(smtp.url).port));
    cleanups.push(() => gate.close());

    const env = {
      DATABASE_URL: copy.url,
      DATABASE_SCHEMA: schema,
      DEMO: '0',
      PARTS: 'rest,gateway,oidc',
      LOG_LEVEL: 'warn',
      // The held delivery waits for a greeting far longer than the test runs: its job stays running
      // on the first instance (nodemailer reads its options from the URL's query).
      SMTP_URL: `smtp://127.0.0.1:${gate.port}?greetingTimeout=600000`,
      SMTP_FROM: 'Move Ready <no-reply@moveready.example>',
      JOB_LEASE_SECONDS: String(LEASE_SECONDS),
      JOB_POLL_MS: '100',
    };
    const first = await startServerProcess(env);
    cleanups.push(() => first.child.kill('SIGKILL'));

    await createMailService(handle.db).send({
      to: 'seller@example.com',
      subject: 'Your property pack',
      text: 'It is ready.',
      template: 'verify-email',
    });
    const job = () =>
      handle.db
        .selectFrom('jobs')
        .select(['id', 'status', 'locked_by', 'attempts'])
        .where('queue', '=', 'mail')
        .executeTakeFirstOrThrow();
    await expect.poll(async () => (await job()).status, { timeout: 15_000 }).toBe('running');
    await expect.poll(() => gate.held.length, { timeout: 15_000 }).toBe(1);
    const leasedTo = (await job()).locked_by;

    const second = await startServerProcess(env);
    cleanups.push(() => second.child.kill('SIGKILL'));
    // While the first instance lives it renews its lease: the second leaves the job alone.
    await new Promise((resolve) => setTimeout(resolve, LEASE_SECONDS * 1000 + 500));
    expect(await job()).toMatchObject({ status: 'running', locked_by: leasedTo, attempts: 1 });
    expect(smtp.received).toHaveLength(0);

    first.child.kill('SIGKILL');
    const killed = performance.now();
    await new Promise((resolve) => first.child.once('exit', resolve));
    await expect.poll(() => smtp.received.length, { timeout: 20_000, interval: 50 }).toBe(1);
    const takenOverAfter = performance.now() - killed;
    expect(smtp.received[0].to).toEqual(['seller@example.com']);
    // The survivor marks the job done once the mail server has accepted the message: a moment after
    // the message arrives, not at the same instant.
    await expect.poll(async () => (await job()).status, { timeout: 10_000, interval: 50 }).toBe('done');
    const finished = await job();
    // Claimed a second time, by the survivor: the killed instance claimed it once.
    expect(finished.attempts).toBe(2);
    console.log(
      `faults: instance killed during a job with a ${LEASE_SECONDS} s lease: delivered by the other instance ${Math.round(takenOverAfter)} ms after the kill`,
    );
    // Not before the lease could have run out, and soon after it did.
    expect(takenOverAfter).toBeLessThan((LEASE_SECONDS + 5) * 1000);
    // The survivor serves on.
    expect((await fetch(`${second.url}/api/health`)).status).toBe(200);
    // One delivery, still, a moment later.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(smtp.received).toHaveLength(1);
  }, 240_000);
});
