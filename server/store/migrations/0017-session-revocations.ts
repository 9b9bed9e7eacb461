import { sql, type Kysely } from 'kysely';

/**
 * Ended sign-in sessions, shared by every instance: a row per session (its `sid`) or per user (every
 * token issued before `revoked_at`). A row is needed only while a token it refuses could still be
 * valid, so it carries that moment and is purged after it. Users also gain `disabled_at`: an
 * administrator's switch that refuses the user's tokens and sign-ins until it is cleared.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('session_revocations')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('session', 'user')`))
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('session_revocations_expires_idx')
    .on('session_revocations')
    .column('expires_at')
    .execute();
  await db.schema.alterTable('users').addColumn('disabled_at', 'timestamptz').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('disabled_at').execute();
  await db.schema.dropTable('session_revocations').ifExists().execute();
}
