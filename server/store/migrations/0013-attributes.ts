import { sql, type Kysely } from 'kysely';

/**
 * Derived property attributes (domain/attributes), the admin statistics snapshot, and triggers that
 * queue a recomputation whenever an input changes: answers, uploads, sellers, or the property's
 * phase, title data or deletion. The triggers write the job in the writer's own transaction, so a
 * change and its recomputation are never separated by a crash, and no route has to remember to ask.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('property_attributes')
    .addColumn('property_id', 'integer', (c) => c.notNull().references('properties.id').onDelete('cascade'))
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('dimension', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('value', 'double precision')
    .addColumn('source_name', 'text', (c) => c.notNull())
    .addColumn('source_title', 'text', (c) => c.notNull())
    .addColumn('computed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('property_attributes_pk', ['property_id', 'key', 'dimension'])
    .execute();
  // Examples and whole-portfolio grouping read by attribute and dimension; per-property reads use the key.
  await db.schema
    .createIndex('property_attributes_key_idx')
    .on('property_attributes')
    .columns(['key', 'dimension', 'property_id'])
    .execute();

  await db.schema
    .createTable('attribute_statistics')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('report', 'jsonb', (c) => c.notNull())
    .addColumn('computed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await sql`create index jobs_attributes_pending_idx on jobs (((payload->>'propertyId')::integer)) where queue = 'attributes' and status = 'pending'`.execute(
    db,
  );
  await sql`
    create function queue_attribute_refresh(pid integer) returns void language plpgsql as $$
    begin
      if pid is null then return; end if;
      insert into jobs (queue, payload)
      select 'attributes', jsonb_build_object('propertyId', pid)
      where not exists (
        select 1 from jobs
        where queue = 'attributes' and status = 'pending' and locked_until is null
          and (payload->>'propertyId')::integer = pid
      );
    end $$`.execute(db);
  await sql`
    create function attribute_input_changed() returns trigger language plpgsql as $$
    begin
      if tg_op = 'DELETE' then
        perform queue_attribute_refresh(old.property_id);
        return old;
      end if;
      perform queue_attribute_refresh(new.property_id);
      return new;
    end $$`.execute(db);
  await sql`
    create function attribute_property_changed() returns trigger language plpgsql as $$
    begin
      perform queue_attribute_refresh(new.id);
      return new;
    end $$`.execute(db);
  for (const table of ['answers', 'uploads', 'property_sellers']) {
    await sql`create trigger ${sql.raw(`${table}_attributes_trg`)} after insert or update or delete on ${sql.table(table)}
      for each row execute function attribute_input_changed()`.execute(db);
  }
  await sql`create trigger properties_attributes_insert_trg after insert on properties
    for each row execute function attribute_property_changed()`.execute(db);
  await sql`create trigger properties_attributes_update_trg after update of phase_id, data, deleted_at on properties
    for each row when (old.phase_id is distinct from new.phase_id or old.data is distinct from new.data or old.deleted_at is distinct from new.deleted_at)
    execute function attribute_property_changed()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger if exists properties_attributes_update_trg on properties`.execute(db);
  await sql`drop trigger if exists properties_attributes_insert_trg on properties`.execute(db);
  for (const table of ['answers', 'uploads', 'property_sellers']) {
    await sql`drop trigger if exists ${sql.raw(`${table}_attributes_trg`)} on ${sql.table(table)}`.execute(db);
  }
  await sql`drop function if exists attribute_property_changed()`.execute(db);
  await sql`drop function if exists attribute_input_changed()`.execute(db);
  await sql`drop function if exists queue_attribute_refresh(integer)`.execute(db);
  await sql`drop index if exists jobs_attributes_pending_idx`.execute(db);
  await db.schema.dropTable('attribute_statistics').ifExists().execute();
  await db.schema.dropTable('property_attributes').ifExists().execute();
}
