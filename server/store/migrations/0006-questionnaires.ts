import { sql, type Kysely } from 'kysely';

/**
 * Questionnaires: each definition version as published, the form instance of each property (which
 * version it is answered under, its completion), one row per stored answer, and the append-only
 * history of every change (ARCHITECTURE.md "Data rules").
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('questionnaire_versions')
    .addColumn('questionnaire_id', 'smallint', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('content_hash', 'text', (c) => c.notNull())
    .addColumn('definition', 'jsonb', (c) => c.notNull())
    .addColumn('published_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('questionnaire_versions_pk', ['questionnaire_id', 'version'])
    .execute();

  await db.schema
    .createTable('property_questionnaires')
    .addColumn('property_id', 'integer', (c) => c.notNull().references('properties.id').onDelete('cascade'))
    .addColumn('questionnaire_id', 'smallint', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('completion', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('accepted', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('property_questionnaires_pk', ['property_id', 'questionnaire_id'])
    .addForeignKeyConstraint(
      'property_questionnaires_version_fk',
      ['questionnaire_id', 'version'],
      'questionnaire_versions',
      ['questionnaire_id', 'version'],
    )
    .execute();

  await db.schema
    .createTable('answers')
    .addColumn('property_id', 'integer', (c) => c.notNull().references('properties.id').onDelete('cascade'))
    .addColumn('answer_key', 'text', (c) => c.notNull())
    .addColumn('value', 'jsonb', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull().defaultTo('answer').check(sql`source in ('answer', 'title')`))
    .addColumn('questionnaire_id', 'smallint', (c) => c.notNull())
    .addColumn('question_id', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('answers_pk', ['property_id', 'answer_key'])
    .execute();

  await db.schema
    .createTable('answer_history')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('property_id', 'integer', (c) => c.notNull().references('properties.id').onDelete('cascade'))
    .addColumn('answer_key', 'text', (c) => c.notNull())
    .addColumn('value', 'jsonb')
    .addColumn('questionnaire_id', 'smallint', (c) => c.notNull())
    .addColumn('question_id', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('changed_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('changed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('answer_history_property_idx')
    .on('answer_history')
    .columns(['property_id', 'answer_key', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['answer_history', 'answers', 'property_questionnaires', 'questionnaire_versions']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
