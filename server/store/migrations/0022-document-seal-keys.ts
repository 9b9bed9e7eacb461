import { sql, type Kysely } from 'kysely';

/**
 * The self-signed key and certificate that seal documents outside production (demo, tests, a
 * developer's machine): made once by the first instance and read by every other, so two instances
 * on one database seal with the same certificate and a restart keeps it. Production takes its key
 * and certificate chain from settings and never reads this table.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('document_seal_keys')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('private_key_pem', 'text', (c) => c.notNull())
    .addColumn('certificate_pem', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('document_seal_keys').ifExists().execute();
}
