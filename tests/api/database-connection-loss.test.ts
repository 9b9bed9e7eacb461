import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dropSchema, openDatabase, type DatabaseHandle } from '../../server/store/database.ts';

const url = process.env.DATABASE_URL;

/**
 * A PostgreSQL restart or failover ends every connection the server holds. The process must live
 * on: the lost connections are reported, and the next query opens a new one.
 */
describe.skipIf(!url)('a connection the PostgreSQL server ends (needs DATABASE_URL)', () => {
  const schema = `lost_${randomBytes(4).toString('hex')}`;
  const reported: Error[] = [];
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await openDatabase({
      databaseUrl: url,
      schema,
      poolSize: 3,
      onConnectionError: (error) => reported.push(error),
    });
  });
  afterAll(async () => {
    await handle?.close();
    await dropSchema(url!, schema);
  });

  async function endServerConnections(): Promise<number> {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      const ended = await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity where pid <> pg_backend_pid() and state = 'idle' and query like $1`,
        [`%'${schema}' as marker%`],
      );
      return ended.rowCount ?? 0;
    } finally {
      await admin.end();
    }
  }

  it('reports the idle connections it lost and answers the next query on a new one', async () => {
    // Three connections busy at once, then idle in the pool; each last ran a query naming the schema.
    await Promise.all(
      [1, 2, 3].map((n) => sql.raw(`select ${n} as n, '${schema}' as marker, pg_sleep(0.05)`).execute(handle.db)),
    );
    expect(await endServerConnections()).toBe(3);
    await expect.poll(() => reported.length).toBe(3);
    expect(reported.every((error) => /terminating connection/.test(error.message))).toBe(true);

    const after = await sql<{ n: number }>`select 42 as n`.execute(handle.db);
    expect(after.rows[0].n).toBe(42);
  });
});
