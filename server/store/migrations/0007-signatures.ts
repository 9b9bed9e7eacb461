import { sql, type Kysely } from 'kysely';

/**
 * Signatures of a property's forms. A row is never removed: unsigning sets `removed_at` and
 * `removed_by`, so who signed, who unsigned and when stays on record. `answers_sha256` is the hash
 * of the canonical serialisation of the answers the signer saw (docs/decisions/0096-what-a-signature-covers.md), so a later
 * change behind the API's back can be detected.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('signatures')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('property_id', 'integer', (c) => c.notNull().references('properties.id').onDelete('cascade'))
    .addColumn('questionnaire_id', 'smallint', (c) => c.notNull())
    .addColumn('phase_id', 'smallint', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('signer_name', 'text', (c) => c.notNull())
    .addColumn('seller_type', 'smallint')
    .addColumn('definition_version', 'integer', (c) => c.notNull())
    .addColumn('answers_sha256', 'text', (c) => c.notNull())
    .addColumn('signed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('removed_at', 'timestamptz')
    .addColumn('removed_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  // One live signature per seller and form; removed ones stay as history.
  await sql`create unique index signatures_live_idx on signatures (property_id, questionnaire_id, user_id) where removed_at is null`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('signatures').ifExists().execute();
}
