import { sql, type Kysely } from 'kysely';

/**
 * The portal listing a property is linked to (spec 02 §4.5, the portal step): the listing's id and
 * its address as the portal gave it when linked, so the property can say which listing it is linked
 * to without asking the portal again; who linked it and when. One link per property at most.
 * A property added through the portal step before this table kept only the listing's id in its
 * passport (`data.passport.source.portal_id`): that id is carried over, with no address.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('property_portal_links')
    .addColumn('property_id', 'integer', (c) => c.primaryKey().references('properties.id').onDelete('cascade'))
    .addColumn('listing_id', 'text', (c) => c.notNull())
    .addColumn('listing_address', 'jsonb')
    .addColumn('linked_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('linked_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`
    insert into property_portal_links (property_id, listing_id, linked_at)
    select id, data #>> '{passport,source,portal_id}', created_at
    from properties
    where coalesce(data #>> '{passport,source,portal_id}', '') <> ''
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('property_portal_links').execute();
}
