import { sql, type Kysely } from 'kysely';

/**
 * The add-property wizard: which organisations use the property portal, and the platform's
 * settings (the monthly limit of new properties, -1 for unlimited). The settings row exists from
 * the start, so adding a property can lock it and two adds cannot both take the last place.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('organisations')
    .addColumn('uses_portal', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  await db.schema
    .createTable('platform_settings')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db
    .insertInto('platform_settings' as never)
    .values({ name: 'monthly_limit', value: -1 } as never)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('platform_settings').ifExists().execute();
  await db.schema.alterTable('organisations').dropColumn('uses_portal').execute();
}
