import { sql, type Kysely } from 'kysely';

/**
 * Answers prefilled from public records: an answer's source may be 'record', with where it came
 * from (the source, the record's reference and date, when it was fetched, whether it is sample
 * data) and when the seller confirmed it. The history says how each change was given, so a
 * prefilled value and the seller's later one are both kept with their sources.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table answers drop constraint if exists answers_source_check`.execute(db);
  await sql`alter table answers add constraint answers_source_check check (source in ('answer', 'title', 'record'))`.execute(
    db,
  );
  await db.schema.alterTable('answers').addColumn('provenance', 'jsonb').execute();
  await db.schema.alterTable('answers').addColumn('confirmed_at', 'timestamptz').execute();
  await db.schema.alterTable('answers').addColumn('confirmed_by', 'text').execute();
  await db.schema
    .alterTable('answer_history')
    .addColumn('source', 'text', (c) =>
      c.notNull().defaultTo('answer').check(sql`source in ('answer', 'title', 'record', 'confirmed')`),
    )
    .execute();
  await db.schema.alterTable('answer_history').addColumn('provenance', 'jsonb').execute();
  // Until now only the title prefill wrote without a user.
  await sql`update answer_history set source = 'title' where changed_by is null and value is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('answer_history').dropColumn('provenance').execute();
  await db.schema.alterTable('answer_history').dropColumn('source').execute();
  await db.schema.alterTable('answers').dropColumn('confirmed_by').execute();
  await db.schema.alterTable('answers').dropColumn('confirmed_at').execute();
  await db.schema.alterTable('answers').dropColumn('provenance').execute();
  await sql`delete from answers where source = 'record'`.execute(db);
  await sql`alter table answers drop constraint if exists answers_source_check`.execute(db);
  await sql`alter table answers add constraint answers_source_check check (source in ('answer', 'title'))`.execute(db);
}
