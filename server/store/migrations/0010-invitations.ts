import { sql, type Kysely } from 'kysely';

/**
 * Invitations to a property (spec 02 §4.6): one row per invited email and role, holding only a hash
 * of the emailed token. A pending seller invitation takes one of the property's four seller places
 * until it is accepted (the person becomes a row of property_sellers) or removed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('invitations')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('property_id', 'integer', (c) => c.notNull().references('properties.id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('name', 'text')
    .addColumn('role', 'integer', (c) => c.notNull())
    .addColumn('organisation_id', 'integer', (c) => c.references('organisations.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('theme_key', 'text', (c) => c.notNull())
    .addColumn('invited_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('sent_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('accepted_at', 'timestamptz')
    .addColumn('accepted_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('removed_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('invitations_property_idx').on('invitations').columns(['property_id', 'role']).execute();
  await sql`create index invitations_pending_email_idx on invitations (lower(email)) where accepted_at is null and removed_at is null`.execute(
    db,
  );
  // One live invitation per person and role on a property: inviting again is a resend, not a second place.
  await sql`create unique index invitations_one_pending_idx on invitations (property_id, role, lower(email)) where accepted_at is null and removed_at is null`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('invitations').ifExists().execute();
}
