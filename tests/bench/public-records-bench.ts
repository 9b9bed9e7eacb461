/**
 * `npm run bench:public-records`: what fetching the public records costs per property. A fresh
 * PostgreSQL schema (DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test, dropped
 * afterwards) gets properties at every sample address; the fetch job runs for each on the sample
 * sources, counting the calls each source receives, first with an empty cache, then for a second
 * property at each address (cache hits), then as refreshes. Prints a table; docs/performance.md
 * keeps the figures of a run.
 */
import { randomBytes } from 'node:crypto';
import { PUBLIC_RECORD_SOURCES, type PublicRecordSource } from '../../domain/public-records.ts';
import { SAMPLE_STREETS } from '../../server/services/address-lookup/sample-addresses.ts';
import { fetchPublicRecordsJob } from '../../server/jobs/public-records.ts';
import type { PublicRecordLookup } from '../../server/services/public-records/public-record-lookup.ts';
import { createPublicRecordSources, SAMPLE_PUBLIC_RECORDS } from '../../server/services/public-records/sources.ts';
import { dropSchema, openDatabase } from '../../server/store/database.ts';
import { migrateToLatest } from '../../server/store/migrate.ts';
import { seedPhases } from '../../server/store/phases.ts';

const url = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const schema = `bench_records_${randomBytes(4).toString('hex')}`;
const handle = await openDatabase({ databaseUrl: url, schema });
try {
  await migrateToLatest(handle.db, schema);
  await seedPhases(handle.db);
  const calls = Object.fromEntries(PUBLIC_RECORD_SOURCES.map((source) => [source, 0])) as Record<
    PublicRecordSource,
    number
  >;
  const sample = createPublicRecordSources(SAMPLE_PUBLIC_RECORDS);
  const counted = Object.fromEntries(
    PUBLIC_RECORD_SOURCES.map((source) => [
      source,
      {
        ...sample[source],
        lookup: (query) => ((calls[source] += 1), sample[source].lookup(query)),
      } satisfies PublicRecordLookup,
    ]),
  ) as Record<PublicRecordSource, PublicRecordLookup>;
  const job = fetchPublicRecordsJob(handle.db, counted, { cacheHours: SAMPLE_PUBLIC_RECORDS.cacheHours });
  const addresses = SAMPLE_STREETS.flatMap((street) =>
    street.premises.map((premise) => ({
      address: `${premise} ${street.street}, ${street.town}`,
      city: street.town,
      postcode: street.postcode,
    })),
  );

  const addAll = async () => {
    const ids: number[] = [];
    for (const [index, address] of addresses.entries()) {
      const row = await handle.db
        .insertInto('properties')
        .values({
          name: address.address.split(',')[0]!,
          address: address.address,
          city: address.city,
          postcode: address.postcode,
          title_number: null,
          phase_id: 1,
          friendly_id: `B-${randomBytes(4).toString('hex')}-${index}`,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.push(row.id);
    }
    return ids;
  };
  const run = async (label: string, ids: number[], refresh: boolean) => {
    for (const source of PUBLIC_RECORD_SOURCES) calls[source] = 0;
    const times: number[] = [];
    for (const id of ids) {
      const started = performance.now();
      await job({ propertyId: id, refresh }, { id: 0, attempt: 1, finalAttempt: true });
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const perProperty = PUBLIC_RECORD_SOURCES.map(
      (source) => `${source} ${(calls[source] / ids.length).toFixed(2)}`,
    ).join(', ');
    console.log(
      `${label.padEnd(28)} ${String(ids.length).padStart(4)} properties  median ${times[Math.floor(times.length / 2)]!.toFixed(1)} ms  p95 ${times[Math.floor(times.length * 0.95)]!.toFixed(1)} ms  calls per property: ${perProperty}`,
    );
  };
  const first = await addAll();
  await run('first property at an address', first, false);
  const second = await addAll();
  await run('second property, same address', second, false);
  await run('refresh', first, true);
} finally {
  await handle.close();
  await dropSchema(url, schema);
}
