import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../domain/messages.ts';
import { callApi, callGraphql } from '../fixtures/http.ts';
import { startTestApp, type TestApp } from '../fixtures/test-app.ts';
import { signWithProviderKey } from '../fixtures/tokens.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ JOB_POLL_MS: '100' });
});
afterAll(() => app?.close());

async function tokenFor(sub: string): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return signWithProviderKey(app.database!.db, {
    sub,
    iss: `${app.publicUrl}/oidc`,
    aud: 'hop-web',
    iat: now,
    exp: now + 600,
  });
}

/** A recomputation of a demo property's attributes that failed every attempt: a dead letter. */
async function deadLetter(propertyId: number): Promise<string> {
  const { rows } = await sql<{ id: number }>`
    insert into jobs (queue, payload, status, attempts, max_attempts, key, last_error, run_at, finished_at)
    values ('attributes', ${JSON.stringify({ propertyId })}::jsonb, 'failed', 3, 3, ${`property:${propertyId}`}, 'deadlock detected', now(), now())
    returning id`.execute(app.database!.db);
  return String(rows[0].id);
}

const LIST = '{ deadLetterJobs { id queue attempts lastError } }';
const RETRY = 'mutation Retry($id: ID!) { retryDeadLetterJob(id: $id) }';
const DISCARD = 'mutation Discard($id: ID!) { discardDeadLetterJob(id: $id) }';
const jobRow = (id: string) =>
  app.database!.db.selectFrom('jobs').select(['status', 'attempts']).where('id', '=', Number(id)).executeTakeFirst();

describe('dead letters: an administrator retries or discards them', () => {
  it('a retried job leaves the list, runs again with a fresh set of attempts and is done', async () => {
    const admin = await tokenFor('demo-admin');
    const id = await deadLetter(1);
    const listed = await callGraphql(app.url, LIST, { token: admin });
    expect(listed.body.data.deadLetterJobs).toContainEqual({
      id,
      queue: 'attributes',
      attempts: 3,
      lastError: 'deadlock detected',
    });

    const retried = await callGraphql(app.url, RETRY, { token: admin, variables: { id } });
    expect(retried.body).toEqual({ data: { retryDeadLetterJob: id } });
    await expect.poll(async () => (await jobRow(id))?.status, { timeout: 15_000 }).toBe('done');
    expect((await jobRow(id))?.attempts).toBe(1);
    const after = await callGraphql(app.url, LIST, { token: admin });
    expect(after.body.data.deadLetterJobs.map((job: { id: string }) => job.id)).not.toContain(id);
    // It is no dead letter any more: a second retry finds nothing.
    const again = await callGraphql(app.url, RETRY, { token: admin, variables: { id } });
    expect(again.body.errors?.[0]).toMatchObject({
      message: MESSAGES.deadLetterNotFound(Number(id)),
      extensions: { code: 'NOT_FOUND' },
    });
  });

  it('a retry is refused with a reason when the same work already waits, and the dead letter stays', async () => {
    const admin = await tokenFor('demo-admin');
    const id = await deadLetter(2);
    // The same recomputation queued again meanwhile, not yet due.
    await sql`insert into jobs (queue, payload, key, run_at) values ('attributes', ${JSON.stringify({ propertyId: 2 })}::jsonb, 'property:2', now() + interval '1 hour')`.execute(
      app.database!.db,
    );
    const refused = await callApi(app.url, 'POST', `/admin/jobs/dead-letters/${id}/retry`, { token: admin });
    expect(refused).toEqual({
      status: 409,
      body: { error: { code: 'CONFLICT', message: MESSAGES.deadLetterAlreadyWaiting } },
    });
    expect((await jobRow(id))?.status).toBe('failed');
  });

  it('a discarded job is gone; discarding it again is NOT_FOUND; ids that are no job are refused as input', async () => {
    const admin = await tokenFor('demo-admin');
    const id = await deadLetter(3);
    expect((await callGraphql(app.url, DISCARD, { token: admin, variables: { id } })).body).toEqual({
      data: { discardDeadLetterJob: id },
    });
    expect(await jobRow(id)).toBeUndefined();
    const again = await callGraphql(app.url, DISCARD, { token: admin, variables: { id } });
    expect(again.body.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    const bad = await callGraphql(app.url, DISCARD, { token: admin, variables: { id: 'abc' } });
    expect(bad.body.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect((await callApi(app.url, 'POST', '/admin/jobs/dead-letters/0/discard', { token: admin })).status).toBe(400);
  });

  it('only a global administrator may act on them', async () => {
    const id = await deadLetter(4);
    const agent = await tokenFor('demo-agent');
    const refused = await callGraphql(app.url, DISCARD, { token: agent, variables: { id } });
    expect(refused.body.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await callApi(app.url, 'POST', `/admin/jobs/dead-letters/${id}/retry`, { token: agent })).status).toBe(403);
    expect((await jobRow(id))?.status).toBe('failed');
  });
});
