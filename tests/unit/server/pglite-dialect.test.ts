import { PGlite } from '@electric-sql/pglite';
import { Kysely, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { PGliteDialect } from '../../../server/store/pglite-dialect.ts';

describe('PGlite dialect', () => {
  it('serialises concurrent transactions on its single connection, so none sees another half-done', async () => {
    const db = new Kysely<{ counter: { id: number; value: number } }>({ dialect: new PGliteDialect(new PGlite()) });
    await sql`create table counter (id int primary key, value int not null)`.execute(db);
    await sql`insert into counter values (1, 0)`.execute(db);
    const increment = () =>
      db.transaction().execute(async (trx) => {
        const row = await trx.selectFrom('counter').select('value').where('id', '=', 1).executeTakeFirstOrThrow();
        await new Promise((resolve) => setTimeout(resolve, 2));
        await trx.updateTable('counter').set({ value: row.value + 1 }).where('id', '=', 1).execute();
      });
    await Promise.all(Array.from({ length: 20 }, increment));
    const { value } = await db.selectFrom('counter').select('value').where('id', '=', 1).executeTakeFirstOrThrow();
    expect(value).toBe(20);
    await db.destroy();
  });

  it('rolls back a failed transaction and keeps serving queries', async () => {
    const db = new Kysely<{ t: { id: number } }>({ dialect: new PGliteDialect(new PGlite()) });
    await sql`create table t (id int primary key)`.execute(db);
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.insertInto('t').values({ id: 1 }).execute();
        await trx.insertInto('t').values({ id: 1 }).execute();
      }),
    ).rejects.toThrow();
    expect(await db.selectFrom('t').selectAll().execute()).toEqual([]);
    await db.destroy();
  });
});
