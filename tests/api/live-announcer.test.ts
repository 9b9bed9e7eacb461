import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dropSchema, openDatabase, type DatabaseHandle } from '../../server/store/database.ts';

const url = process.env.DATABASE_URL;

/**
 * A statement returning `live_announce` is heard on the live channel once its transaction has
 * committed (server/store/live-announcer.ts): not while the transaction is open, never when it
 * rolls back, at once when it ran on its own.
 */
describe(`live announcements after the commit on ${url ? 'PostgreSQL' : 'PGlite'}`, () => {
  const schema = `announce_${randomBytes(4).toString('hex')}`;
  let handle: DatabaseHandle;
  let stop: () => Promise<void>;
  const heard: string[] = [];

  const until = async (check: () => boolean, what: string) => {
    for (const started = Date.now(); !check(); await new Promise((resolve) => setTimeout(resolve, 10)))
      if (Date.now() - started > 5_000) throw new Error(`waited 5 s for ${what}`);
  };

  beforeAll(async () => {
    handle = await openDatabase({ databaseUrl: url, schema });
    stop = await handle.listen(
      (payload) => heard.push(payload),
      () => undefined,
    );
  });
  afterAll(async () => {
    await stop?.();
    await handle?.close();
    if (url) await dropSchema(url, schema);
  });

  it('announces a transaction’s values after its commit, and a rolled-back one’s never', async () => {
    await handle.db.transaction().execute(async (trx) => {
      await sql`select 'e:1' as live_announce union all select 'e:2'`.execute(trx);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(heard).toEqual([]);
    });
    await until(() => heard.length === 2, 'the committed announcements');
    expect([...heard].sort()).toEqual(['e:1', 'e:2']);

    await expect(
      handle.db.transaction().execute(async (trx) => {
        await sql`select 'e:3' as live_announce`.execute(trx);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await sql`select 'e:4' as live_announce`.execute(handle.db);
    await until(() => heard.includes('e:4'), 'the announcement outside a transaction');
    expect(heard).not.toContain('e:3');
  });
});
