import { sql, type Kysely } from 'kysely';

/**
 * What public records say about each property: one row per property and source, replaced when the
 * source is asked again. `facts` holds what was found, keyed by PDTF path; a source that failed or
 * found nothing keeps a row too, with the note the seller sees.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('public_records')
    .addColumn('property_id', 'integer', (c) => c.notNull().references('properties.id').onDelete('cascade'))
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('found', 'not-found', 'failed')`))
    .addColumn('reference', 'text')
    .addColumn('record_date', 'date')
    .addColumn('retrieved_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('sample', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('note', 'text')
    .addColumn('facts', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addPrimaryKeyConstraint('public_records_pk', ['property_id', 'source'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('public_records').ifExists().execute();
}
