import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dropSchema, openDatabase, type DatabaseHandle } from '../../../server/store/database.ts';

/**
 * The store's one place for JSON columns: whatever a driver hands back, a JSON column reads as its
 * value, and nothing else that merely looks like JSON is touched. Runs on PGlite, and on PostgreSQL
 * when DATABASE_URL is set.
 */
describe('JSON columns', () => {
  const url = process.env.DATABASE_URL;
  const schema = `json_columns_${process.pid}`;
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openDatabase({ databaseUrl: url, schema: url ? schema : undefined });
    // PGlite starts on its first statement, which can take a while on a busy machine.
    await sql`select 1`.execute(handle.db);
  }, 120_000);
  afterAll(async () => {
    await handle.close();
    if (url) await dropSchema(url, schema);
  });

  it('reads a JSON column that arrives as text as the value it holds', async () => {
    const value = fc.jsonValue({ maxDepth: 2 });
    // Node 24's JSON.parse (V8) misreads an object key written `"x\""` as `x\` once it has parsed
    // an object of the same shape with the key `"x\\"` (docs/decisions/0139-node-24s-json-parse-and-keys-with-a-quote-or-a.md); the product's keys are
    // its own names and question ids, so generated keys leave out the two characters.
    const plainKeys = (candidate: unknown): boolean =>
      Array.isArray(candidate)
        ? candidate.every(plainKeys)
        : typeof candidate !== 'object' ||
          candidate === null ||
          Object.entries(candidate).every(([key, inner]) => !/["\\]/.test(key) && plainKeys(inner));
    // PostgreSQL's jsonb holds neither U+0000 nor half a surrogate pair (and PGlite takes a minute to say so).
    const objectOrArray = fc
      .oneof(fc.dictionary(fc.string(), value, { size: 'small' }), fc.array(value, { size: 'small' }))
      .filter((candidate) => plainKeys(candidate) && !/\\u(0000|d[89a-f])/i.test(JSON.stringify(candidate)));
    await fc.assert(
      fc.asyncProperty(objectOrArray, async (value) => {
        const text = JSON.stringify(value);
        const { rows } = await sql<{
          data: unknown;
          page: unknown;
        }>`select ${text}::text as data, ${text}::jsonb as page`.execute(handle.db);
        expect(rows[0].data).toEqual(JSON.parse(text));
        expect(rows[0].page).toEqual(JSON.parse(text));
      }),
      { numRuns: 30 },
    );
  });

  it('leaves text columns that look like JSON, and strings inside JSON values, as they were', async () => {
    await fc.assert(
      fc.asyncProperty(fc.jsonValue({ maxDepth: 2 }), async (value) => {
        const text = JSON.stringify(value);
        const { rows } = await sql<{
          name: string;
          data: { v: string };
        }>`select ${text}::text as name, jsonb_build_object('v', ${text}::text) as data`.execute(handle.db);
        expect(rows[0].name).toBe(text);
        expect(rows[0].data.v).toBe(text);
      }),
      { numRuns: 30 },
    );
  });

  it('reads a stored property’s data as an object on every driver', async () => {
    const { rows } = await sql<{
      data: unknown;
    }>`select jsonb_build_object('passport', jsonb_build_object('leasehold', true)) as data`.execute(handle.db);
    expect(rows[0].data).toEqual({ passport: { leasehold: true } });
  });

  it('reads a form definition, an answer and a provider payload that arrive as text as values, which the store no longer parses itself', async () => {
    const { rows } = await sql<{
      definition: unknown;
      value: unknown;
      payload: unknown;
    }>`select ${'{"id":1}'}::text as definition, ${'{"v":"1"}'}::text as value, ${'{"authorizations":{}}'}::text as payload`.execute(
      handle.db,
    );
    expect(rows[0]).toEqual({ definition: { id: 1 }, value: { v: '1' }, payload: { authorizations: {} } });
  });
});
