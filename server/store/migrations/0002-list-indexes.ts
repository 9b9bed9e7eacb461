import type { Kysely } from 'kysely';

/**
 * What the properties list's visibility lookups need (tenancy.ts, propertyVisibleTo): the owner is
 * one of the relations a viewer sees a property through, and was the only one without an index.
 * Plans in docs/performance.md.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('properties_owner_idx').ifNotExists().on('properties').column('owner_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('properties_owner_idx').ifExists().execute();
}
