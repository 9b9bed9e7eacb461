/**
 * What public records say about the demo properties: the shipped sample data set of every source
 * (server/services/<source>/sample-*.ts), marked `sample: true` (the screen says "Sample data"
 * beside each answer it fills), the same from one start to the next. Stored while seeding rather
 * than queued, so a demo (and every test database copied from one) starts with them; written after
 * the demo forms, so the forms seeded complete stay as they were seeded, and every other demo form
 * meets these records the first time it is opened, as a newly added property does.
 */
import { fetchPublicRecordsJob } from '../jobs/public-records.ts';
import { createPublicRecordSources, SAMPLE_PUBLIC_RECORDS } from '../services/public-records/sources.ts';
import type { Db } from '../store/database.ts';

/** Stores every demo property's sample records, once. */
export async function seedDemoPublicRecords(
  db: Db,
  demo: { titleNumberOf: (index: number) => string; count: number },
): Promise<void> {
  const done = await db
    .selectFrom('app_secrets')
    .select('name')
    .where('name', '=', 'demo-records-seeded')
    .executeTakeFirst();
  if (done) return;
  const fetch = fetchPublicRecordsJob(db, createPublicRecordSources(SAMPLE_PUBLIC_RECORDS), {
    cacheHours: SAMPLE_PUBLIC_RECORDS.cacheHours,
  });
  for (let i = 0; i < demo.count; i += 1) {
    const property = await db
      .selectFrom('properties')
      .select('id')
      .where('title_number', '=', demo.titleNumberOf(i))
      .executeTakeFirst();
    if (property) await fetch({ propertyId: property.id, refresh: false }, { id: 0, attempt: 1, finalAttempt: true });
  }
  await db
    .insertInto('app_secrets')
    .values({ name: 'demo-records-seeded', value: JSON.stringify(true) })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
}
