import { sql, type Kysely } from 'kysely';

/**
 * What happens to a property, kept a few minutes for the live streams (GraphQL subscriptions):
 * each row is written by the use case in the transaction of its change, and its `seq` is the
 * resume cursor a client passes after a reconnect. Rows older than the retention are pruned.
 * Who has a property open (presence) lives beside it, one row per person and property, lapsing
 * when not repeated.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('property_events')
    .addColumn('seq', 'bigserial', (c) => c.primaryKey())
    .addColumn('property_id', 'integer', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('actor', 'jsonb')
    .addColumn('data', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('property_events_property_seq').on('property_events').columns(['property_id', 'seq']).execute();
  await db.schema.createIndex('property_events_created_at').on('property_events').column('created_at').execute();
  await db.schema
    .createTable('property_presence')
    .addColumn('property_id', 'integer', (c) => c.notNull().references('properties.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('questionnaire_id', 'integer')
    .addColumn('section', 'text')
    .addColumn('since', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('property_presence_pk', ['property_id', 'user_id'])
    .execute();
  await db.schema.createIndex('property_presence_expires_at').on('property_presence').column('expires_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('property_presence').execute();
  await db.schema.dropTable('property_events').execute();
}
