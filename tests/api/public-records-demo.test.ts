import { afterAll, beforeAll, expect, it } from 'vitest';
import { PUBLIC_RECORD_SOURCES } from '../../domain/public-records.ts';
import { DEMO_PROPERTY_COUNT } from '../../server/demo/seed.ts';
import { readPublicRecords } from '../../server/store/public-records.ts';
import { startTestApp, type TestApp } from '../fixtures/test-app.ts';

/** The demo properties start with their public records from the sample data set, as a property added by hand gets them. */
let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ DEMO: '1', JOB_POLL_MS: '50' });
});
afterAll(() => app?.close());

it('holds every source for every demo property, marked sample', async () => {
  const db = app.database!.db;
  const started = Date.now();
  for (;;) {
    const { count } = await db
      .selectFrom('public_records')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow();
    if (Number(count) >= DEMO_PROPERTY_COUNT * PUBLIC_RECORD_SOURCES.length) break;
    if (Date.now() - started > 90_000) throw new Error(`only ${count} records after 90 s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const properties = await db.selectFrom('properties').select(['id', 'address']).orderBy('id').execute();
  for (const property of properties) {
    const records = await readPublicRecords(db, property.id);
    expect(records.map((record) => record.source).sort(), property.address).toEqual([...PUBLIC_RECORD_SOURCES].sort());
    expect(
      records.every((record) => record.sample && record.status !== 'failed'),
      property.address,
    ).toBe(true);
  }
}, 120_000);
