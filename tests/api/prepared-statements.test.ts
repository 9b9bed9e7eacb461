import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dropSchema, openDatabase, type DatabaseHandle } from '../../server/store/database.ts';
import { migrateToLatest } from '../../server/store/migrate.ts';
import { listVisiblePropertiesWithViewer } from '../../server/store/property-list.ts';
import { seedDemoData } from '../../server/demo/seed.ts';
import { seedPhases } from '../../server/store/phases.ts';
import { loadViewer } from '../../server/store/viewer.ts';

const url = process.env.DATABASE_URL;

/**
 * The statements every signed-in request runs are prepared once per connection, on PostgreSQL as
 * named statements and on PGlite with PREPARE: a second request reuses the plan instead of parsing
 * and planning again. One connection, so the session that ran them is the one asked.
 */
describe(`prepared statements on ${url ? 'PostgreSQL' : 'PGlite'}`, () => {
  const schema = `prep_${randomBytes(4).toString('hex')}`;
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await openDatabase({ databaseUrl: url, schema, poolSize: 1 });
    await migrateToLatest(handle.db, schema);
    await seedPhases(handle.db);
    await seedDemoData(handle.db);
  });
  afterAll(async () => {
    await handle?.close();
    if (url) await dropSchema(url, schema);
  });

  it('prepares the viewer and the list once, and answers the same on reuse', async () => {
    const { viewer } = (await loadViewer(handle.db, 'demo-agent'))!;
    const query = { page: 1, pageSize: 30, deleted: false };
    const first = await listVisiblePropertiesWithViewer(handle.db, 'demo-agent', viewer!, query);
    const second = await listVisiblePropertiesWithViewer(handle.db, 'demo-agent', viewer!, query);
    await loadViewer(handle.db, 'demo-agent');

    expect(second).toEqual(first);
    expect(first!.properties.length).toBeGreaterThan(0);
    const { rows } = await sql<{
      statement: string;
    }>`select statement from pg_prepared_statements where name like 'mr\_%'`.execute(handle.db);
    expect(rows.length).toBe(2);
    expect(rows.some((row) => row.statement.includes('total_count'))).toBe(true);
  });

  it('reads a search as text, whatever quotes, backslashes or wildcards it holds', async () => {
    const { viewer } = (await loadViewer(handle.db, 'demo-agent'))!;
    await handle.db
      .insertInto('properties')
      .values({
        name: "O'Brien's Barn \\ 50%",
        address: 'Mill Lane, Stroud',
        city: 'Stroud',
        postcode: 'GL5 2AA',
        title_number: null,
        agency_id: null,
        owner_id: 'demo-agent',
        creator_id: 'demo-agent',
        friendly_id: 'MR-OBRIEN',
        phase_id: 1,
        complete: 0,
      })
      .execute();
    const search = async (text: string) =>
      (await listVisiblePropertiesWithViewer(handle.db, 'demo-agent', viewer!, {
        page: 1,
        pageSize: 30,
        deleted: false,
        search: text,
      }))!.properties.map((p) => p.name);

    for (let run = 0; run < 7; run += 1)
      expect(await search("O'Brien's Barn \\ 50%")).toEqual(["O'Brien's Barn \\ 50%"]);
    expect(await search("brien's barn")).toEqual(["O'Brien's Barn \\ 50%"]);
    expect(await search("x' or 'a' = 'a")).toEqual([]);
    expect(await search('_')).toEqual([]);
  });
});
