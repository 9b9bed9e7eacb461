import { sql, type Kysely } from 'kysely';

/**
 * API clients for integrators: each one obtains tokens with the client-credentials grant and acts
 * through its own service user (a `users` row whose id is the client id, an agent of the client's
 * organisation), so every permission and tenancy rule applies to it unchanged. Only a SHA-256 hash
 * of the secret is kept; an external issuer's client has none.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('api_clients')
    .addColumn('client_id', 'text', (c) => c.primaryKey().references('users.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('organisation_id', 'integer', (c) => c.notNull().references('organisations.id'))
    .addColumn('secret_hash', 'text')
    .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('revoked_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('api_clients_organisation_idx').on('api_clients').column('organisation_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('api_clients').ifExists().execute();
}
