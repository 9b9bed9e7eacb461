import { sql, type Kysely } from 'kysely';

/**
 * Searches ordered for a property (one order per property: the unique key refuses a second one
 * even when two requests race) and the mails that tell a property's agents its documentation is
 * complete, with where each stands, so a failure can be shown and is never silently dropped.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('search_orders')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('property_id', 'integer', (c) => c.notNull().unique().references('properties.id').onDelete('cascade'))
    .addColumn('ordered_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('reference', 'text')
    .addColumn('status', 'text', (c) =>
      c.notNull().defaultTo('ordered').check(sql`status in ('ordered', 'delivered', 'failed')`),
    )
    .addColumn('upload_id', 'integer', (c) => c.references('uploads.id').onDelete('set null'))
    .addColumn('last_error', 'text')
    .addColumn('ordered_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('delivered_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('agent_notifications')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('property_id', 'integer', (c) => c.notNull().references('properties.id').onDelete('cascade'))
    .addColumn('phase_id', 'smallint', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c.notNull().defaultTo('pending').check(sql`status in ('pending', 'sent', 'failed')`),
    )
    .addColumn('recipients', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('mail_ids', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('finished_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('agent_notifications_property_idx')
    .on('agent_notifications')
    .columns(['property_id', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('agent_notifications').ifExists().execute();
  await db.schema.dropTable('search_orders').ifExists().execute();
}
