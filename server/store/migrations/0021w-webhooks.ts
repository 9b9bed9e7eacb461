import { sql, type Kysely } from 'kysely';

/**
 * Webhooks for API clients (issue 28). A subscription names a receiver and the events it wants,
 * with the secret its deliveries are signed with (kept as it is: signing needs it, unlike a client
 * secret, which is only compared). A delivery is one event for one subscription, written in the
 * transaction of the change it reports, beside the job that sends it; the unique (subscription,
 * event) pair makes each event one delivery, whatever retries or re-queuing happen.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('webhook_subscriptions')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('client_id', 'text', (c) => c.notNull().references('api_clients.client_id').onDelete('cascade'))
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('events', sql`text[]`, (c) => c.notNull())
    .addColumn('secret', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('secret_rotated_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('webhook_subscriptions_client_idx')
    .on('webhook_subscriptions')
    .column('client_id')
    .execute();

  await db.schema
    .createTable('webhook_deliveries')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('subscription_id', 'integer', (c) =>
      c.notNull().references('webhook_subscriptions.id').onDelete('cascade'),
    )
    .addColumn('event_id', 'text', (c) => c.notNull())
    .addColumn('event_type', 'text', (c) => c.notNull())
    .addColumn('property_id', 'integer')
    .addColumn('body', 'jsonb', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c.notNull().defaultTo('pending').check(sql`status in ('pending', 'delivered', 'failed')`),
    )
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_status_code', 'integer')
    .addColumn('last_error', 'text')
    .addColumn('job_id', 'integer')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_attempt_at', 'timestamptz')
    .addColumn('delivered_at', 'timestamptz')
    .addUniqueConstraint('webhook_deliveries_event_uq', ['subscription_id', 'event_id'])
    .execute();
  await db.schema
    .createIndex('webhook_deliveries_recent_idx')
    .on('webhook_deliveries')
    .columns(['subscription_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('webhook_deliveries').ifExists().execute();
  await db.schema.dropTable('webhook_subscriptions').ifExists().execute();
}
