import { PGlite } from '@electric-sql/pglite';
import { Kysely, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { PGliteDialect } from '../../../server/store/pglite-dialect.ts';
import { ROLE } from '../../../domain/roles.ts';
import { batchStatement } from '../../../server/store/batch-statement.ts';
import type { Db } from '../../../server/store/database.ts';
import { prepared } from '../../../server/store/prepared.ts';

describe('PGlite dialect', () => {
  it('serialises concurrent transactions on its single connection, so none sees another half-done', async () => {
    const db = new Kysely<{ counter: { id: number; value: number } }>({ dialect: new PGliteDialect(new PGlite()) });
    await sql`create table counter (id int primary key, value int not null)`.execute(db);
    await sql`insert into counter values (1, 0)`.execute(db);
    const increment = () =>
      db.transaction().execute(async (trx) => {
        const row = await trx.selectFrom('counter').select('value').where('id', '=', 1).executeTakeFirstOrThrow();
        await new Promise((resolve) => setTimeout(resolve, 2));
        await trx
          .updateTable('counter')
          .set({ value: row.value + 1 })
          .where('id', '=', 1)
          .execute();
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

  it('runs a statement marked as prepared from a kept plan, with every value read as data', async () => {
    const db = new Kysely<{ people: { id: string; name: string; age: number | null } }>({
      dialect: new PGliteDialect(new PGlite()),
    });
    await sql`create table people (id text primary key, name text not null, age int)`.execute(db);
    await db
      .insertInto('people')
      .values([
        { id: "o'brien", name: "Seán O'Brien", age: 40 },
        { id: 'back\\slash', name: '50% off \\ "quoted"', age: null },
      ])
      .execute();
    const byId = (id: string) => prepared(db.selectFrom('people').selectAll().where('id', '=', id).compile());
    const older = (age: number) => prepared(db.selectFrom('people').select('id').where('age', '>', age).compile());

    expect((await db.executeQuery(byId("o'brien"))).rows).toEqual([{ id: "o'brien", name: "Seán O'Brien", age: 40 }]);
    expect((await db.executeQuery(byId('back\\slash'))).rows).toEqual([
      { id: 'back\\slash', name: '50% off \\ "quoted"', age: null },
    ]);
    // A value written to break out of its literal is only ever a value.
    expect((await db.executeQuery(byId("x' or 'a' = 'a"))).rows).toEqual([]);
    expect((await db.executeQuery(older(30))).rows).toEqual([{ id: "o'brien" }]);
    const kept = await sql<{
      statement: string;
      generic_plans: number;
      custom_plans: number;
    }>`select statement, generic_plans, custom_plans from pg_prepared_statements`.execute(db);
    expect(kept.rows).toHaveLength(2);
    expect(kept.rows.every((row) => row.statement.startsWith('prepare mr_'))).toBe(true);
    expect(kept.rows.reduce((runs, row) => runs + row.generic_plans + row.custom_plans, 0)).toBe(4);
    await db.destroy();
  });

  it('runs a prepared batch read with its id list written as an array literal, every id read as data', async () => {
    const db = new Kysely<{ people: { id: string; age: number } }>({ dialect: new PGliteDialect(new PGlite()) });
    await sql`create table people (id text primary key, age int not null)`.execute(db);
    await db
      .insertInto('people')
      .values([
        { id: "o'brien", age: 40 },
        { id: 'lee', age: 30 },
      ])
      .execute();
    const viewer = { id: 'v', role: ROLE.administrator, organisationId: null, actsFor: [] };
    const byIds = (ids: string[]) =>
      batchStatement(db as unknown as Db, 'people', viewer, ids, ({ idIn }) =>
        db.selectFrom('people').select('id').where(idIn('id')).orderBy('id'),
      );
    expect((await db.executeQuery(byIds(["o'brien", 'lee']))).rows).toEqual([{ id: 'lee' }, { id: "o'brien" }]);
    expect((await db.executeQuery(byIds(["x' or 'a' = 'a"]))).rows).toEqual([]);
    const ages = batchStatement(db as unknown as Db, 'ages', viewer, [30, 31], ({ idIn }) =>
      db.selectFrom('people').select('id').where(idIn('age')),
    );
    expect((await db.executeQuery(ages)).rows).toEqual([{ id: 'lee' }]);
    const kept = await sql<{ runs: number }>`
      select sum(generic_plans + custom_plans)::int as runs from pg_prepared_statements`.execute(db);
    expect(kept.rows[0].runs).toBe(3);
    await db.destroy();
  });

  it('runs a marked statement PREPARE refuses as an ordinary query, and keeps answering', async () => {
    const db = new Kysely<Record<string, never>>({ dialect: new PGliteDialect(new PGlite()) });
    // PREPARE takes only SELECT, INSERT, UPDATE, DELETE, MERGE and VALUES.
    const zone = prepared(sql<{ TimeZone: string }>`show timezone`.compile(db));
    expect((await db.executeQuery(zone)).rows).toHaveLength(1);
    expect((await db.executeQuery(zone)).rows).toHaveLength(1);
    expect((await sql`select name from pg_prepared_statements`.execute(db)).rows).toEqual([]);
    await db.destroy();
  });
});
