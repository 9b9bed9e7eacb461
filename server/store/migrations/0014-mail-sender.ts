import type { Kysely } from 'kysely';

/** Each mail goes out under the name of the theme it was written for (a partner brand's, or the product's). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('mail_outbox').addColumn('sender_name', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('mail_outbox').dropColumn('sender_name').execute();
}
