import { sql, type Kysely } from 'kysely';

/**
 * What each public-record source answered for an address, kept for a configurable time so another
 * property at the same address (a second listing, a re-added property) does not pay for the same
 * calls again. Only answers are kept (found or nothing found); a failure is never cached. `sample`
 * keeps sample answers from standing in for a real service configured later.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('public_record_cache')
    .addColumn('address_key', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('sample', 'boolean', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('found', 'not-found')`))
    .addColumn('reference', 'text')
    .addColumn('record_date', 'date')
    .addColumn('facts', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('fetched_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('public_record_cache_pk', ['address_key', 'source', 'sample'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('public_record_cache').ifExists().execute();
}
