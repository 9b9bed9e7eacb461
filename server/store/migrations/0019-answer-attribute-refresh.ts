import { sql, type Kysely } from 'kysely';

/**
 * Autosave writes a property's answers several times a second while a seller types. Their
 * attribute recomputation is queued once per statement (not per answer row) and a second after
 * the change, so every save that lands within that second joins the one pending job instead of
 * each paying for a recomputation of its own. Other inputs (uploads, sellers, the property) still
 * queue at once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function queue_attribute_refresh_after(pid integer, delay interval) returns void language plpgsql as $$
    begin
      if pid is null then return; end if;
      insert into jobs (queue, payload, run_at)
      select 'attributes', jsonb_build_object('propertyId', pid), now() + delay
      where not exists (
        select 1 from jobs
        where queue = 'attributes' and status = 'pending' and locked_until is null
          and (payload->>'propertyId')::integer = pid
      );
    end $$`.execute(db);
  await sql`
    create function attribute_answers_changed() returns trigger language plpgsql as $$
    begin
      perform queue_attribute_refresh_after(pid, interval '1 second') from (select distinct property_id as pid from changed) as properties;
      return null;
    end $$`.execute(db);
  await sql`drop trigger if exists answers_attributes_trg on answers`.execute(db);
  await sql`create trigger answers_attributes_insert_trg after insert on answers referencing new table as changed
    for each statement execute function attribute_answers_changed()`.execute(db);
  await sql`create trigger answers_attributes_update_trg after update on answers referencing new table as changed
    for each statement execute function attribute_answers_changed()`.execute(db);
  await sql`create trigger answers_attributes_delete_trg after delete on answers referencing old table as changed
    for each statement execute function attribute_answers_changed()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const event of ['insert', 'update', 'delete'])
    await sql`drop trigger if exists ${sql.raw(`answers_attributes_${event}_trg`)} on answers`.execute(db);
  await sql`create trigger answers_attributes_trg after insert or update or delete on answers
    for each row execute function attribute_input_changed()`.execute(db);
  await sql`drop function if exists attribute_answers_changed()`.execute(db);
  await sql`drop function if exists queue_attribute_refresh_after(integer, interval)`.execute(db);
}
