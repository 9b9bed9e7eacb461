import { sql, type Kysely } from 'kysely';

/**
 * The attribute rollup: how many properties have each attribute and dimension, with the sum and
 * number of the measures, per UTC day of creation, agency, owner, phase and deleted flag. Reports
 * over long ranges read it instead of every attribute row (server/store/attributes/rollup.ts).
 *
 * Triggers keep it in the writer's own transaction, so it never drifts from `property_attributes`
 * joined to `properties`: attribute rows inserted, deleted or updated add or take away their
 * counts (statement triggers over the transition tables, one upsert per statement); a property
 * whose creation day, agency, owner, phase or deletion changes moves its counts to the new group;
 * a property deleted outright takes its counts away before its attribute rows go with it.
 * A missing agency is stored as 0 and a missing owner as '', so the group is a plain primary key.
 *
 * Also trigram indexes for the reports' search (name, address, postcode, title number, friendly
 * id), where the server offers pg_trgm (PostgreSQL; the embedded PGlite does not load it, and its
 * portfolios are small enough for a scan).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('attribute_rollup')
    .addColumn('created_day', 'timestamptz', (c) => c.notNull())
    .addColumn('agency_id', 'integer', (c) => c.notNull())
    .addColumn('owner_id', 'text', (c) => c.notNull())
    .addColumn('phase_id', 'integer', (c) => c.notNull())
    .addColumn('deleted', 'boolean', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('dimension', 'text', (c) => c.notNull())
    .addColumn('properties', 'integer', (c) => c.notNull())
    .addColumn('measured', 'integer', (c) => c.notNull())
    // Exact sums, so adding and taking away never leaves rounding behind.
    .addColumn('value_sum', 'numeric', (c) => c.notNull())
    .addPrimaryKeyConstraint('attribute_rollup_pk', [
      'created_day',
      'agency_id',
      'owner_id',
      'phase_id',
      'deleted',
      'key',
      'dimension',
    ])
    .execute();

  // Adds (sign 1) or takes away (sign -1) the rows of the transition table `changed_rows`, grouped
  // by their property's current columns. Groups are written in key order so that concurrent
  // writers lock them in the same order; groups left at zero are removed.
  await sql`
    create function attribute_rollup_apply() returns trigger language plpgsql as $$
    declare
      sign integer := tg_argv[0]::integer;
    begin
      -- The properties' rows are the meeting point with a concurrent move (below): whichever
      -- writer comes second waits for the first and then sees what it wrote.
      perform 1 from properties p where p.id in (select c.property_id from changed_rows c) order by p.id for share of p;
      insert into attribute_rollup as r (created_day, agency_id, owner_id, phase_id, deleted, key, dimension, properties, measured, value_sum)
      select date_trunc('day', p.created_at, 'UTC'), coalesce(p.agency_id, 0), coalesce(p.owner_id, ''), p.phase_id, p.deleted_at is not null,
        c.key, c.dimension, sign * count(*), sign * count(c.value), sign * coalesce(sum(c.value::numeric), 0)
      from changed_rows c join properties p on p.id = c.property_id
      group by 1, 2, 3, 4, 5, 6, 7
      order by 1, 2, 3, 4, 5, 6, 7
      on conflict (created_day, agency_id, owner_id, phase_id, deleted, key, dimension) do update
        set properties = r.properties + excluded.properties, measured = r.measured + excluded.measured, value_sum = r.value_sum + excluded.value_sum;
      if sign < 0 then
        delete from attribute_rollup r
        using (
          select distinct date_trunc('day', p.created_at, 'UTC') as created_day, coalesce(p.agency_id, 0) as agency_id, coalesce(p.owner_id, '') as owner_id,
            p.phase_id, p.deleted_at is not null as deleted, c.key, c.dimension
          from changed_rows c join properties p on p.id = c.property_id
        ) g
        where r.properties = 0 and r.created_day = g.created_day and r.agency_id = g.agency_id and r.owner_id = g.owner_id
          and r.phase_id = g.phase_id and r.deleted = g.deleted and r.key = g.key and r.dimension = g.dimension;
      end if;
      return null;
    end $$`.execute(db);

  // A property's counts under its old columns go, and (on update) come back under its new ones,
  // in one upsert in key order like every other, so two properties moving opposite ways at once
  // lock their groups in the same order.
  await sql`
    create function attribute_rollup_property_moved() returns trigger language plpgsql as $$
    begin
      insert into attribute_rollup as r (created_day, agency_id, owner_id, phase_id, deleted, key, dimension, properties, measured, value_sum)
      select m.created_day, m.agency_id, m.owner_id, m.phase_id, m.deleted, a.key, a.dimension,
        sum(m.sign * 1)::integer, sum(m.sign * (a.value is not null)::integer)::integer, coalesce(sum(m.sign * a.value::numeric), 0)
      from property_attributes a
      cross join (
        select -1 as sign, date_trunc('day', old.created_at, 'UTC') as created_day, coalesce(old.agency_id, 0) as agency_id,
          coalesce(old.owner_id, '') as owner_id, old.phase_id as phase_id, old.deleted_at is not null as deleted
        union all
        select 1, date_trunc('day', new.created_at, 'UTC'), coalesce(new.agency_id, 0), coalesce(new.owner_id, ''), new.phase_id, new.deleted_at is not null
        where tg_op = 'UPDATE'
      ) m
      where a.property_id = old.id
      group by 1, 2, 3, 4, 5, 6, 7
      order by 1, 2, 3, 4, 5, 6, 7
      on conflict (created_day, agency_id, owner_id, phase_id, deleted, key, dimension) do update
        set properties = r.properties + excluded.properties, measured = r.measured + excluded.measured, value_sum = r.value_sum + excluded.value_sum;
      delete from attribute_rollup r
      where r.properties = 0 and r.created_day = date_trunc('day', old.created_at, 'UTC') and r.agency_id = coalesce(old.agency_id, 0)
        and r.owner_id = coalesce(old.owner_id, '') and r.phase_id = old.phase_id and r.deleted = (old.deleted_at is not null);
      if tg_op = 'DELETE' then return old; end if;
      return new;
    end $$`.execute(db);

  await sql`create trigger attribute_rollup_insert_trg after insert on property_attributes
    referencing new table as changed_rows for each statement execute function attribute_rollup_apply('1')`.execute(db);
  await sql`create trigger attribute_rollup_delete_trg after delete on property_attributes
    referencing old table as changed_rows for each statement execute function attribute_rollup_apply('-1')`.execute(db);
  // An update is its old rows taken away and its new rows added (triggers fire in name order).
  await sql`create trigger attribute_rollup_update_a_trg after update on property_attributes
    referencing old table as changed_rows for each statement execute function attribute_rollup_apply('-1')`.execute(db);
  await sql`create trigger attribute_rollup_update_b_trg after update on property_attributes
    referencing new table as changed_rows for each statement execute function attribute_rollup_apply('1')`.execute(db);
  await sql`create trigger attribute_rollup_property_update_trg after update of created_at, agency_id, owner_id, phase_id, deleted_at on properties
    for each row when (old.created_at is distinct from new.created_at or old.agency_id is distinct from new.agency_id or old.owner_id is distinct from new.owner_id
      or old.phase_id is distinct from new.phase_id or (old.deleted_at is null) <> (new.deleted_at is null))
    execute function attribute_rollup_property_moved()`.execute(db);
  // Before the delete: the cascade then removes attribute rows whose property is already gone,
  // which the statement trigger no longer counts.
  await sql`create trigger attribute_rollup_property_delete_trg before delete on properties
    for each row execute function attribute_rollup_property_moved()`.execute(db);

  await sql`
    insert into attribute_rollup (created_day, agency_id, owner_id, phase_id, deleted, key, dimension, properties, measured, value_sum)
    select date_trunc('day', p.created_at, 'UTC'), coalesce(p.agency_id, 0), coalesce(p.owner_id, ''), p.phase_id, p.deleted_at is not null,
      a.key, a.dimension, count(*), count(a.value), coalesce(sum(a.value::numeric), 0)
    from property_attributes a join properties p on p.id = a.property_id
    group by 1, 2, 3, 4, 5, 6, 7`.execute(db);

  // The search's trigram indexes, where the extension can be had; the search works without them.
  // Without the pending list (fastupdate) the planner trusts them at once after many inserts;
  // properties are added by hand, so the slower insert does not matter.
  // The extension goes to `public` where it can, since a product or test schema may be dropped
  // with everything in it, and other schemas' indexes with it.
  await sql`
    do $$
    declare
      ns text;
    begin
      if not exists (select 1 from pg_extension where extname = 'pg_trgm') then
        begin
          create extension if not exists pg_trgm with schema public;
        exception when others then
          begin
            create extension if not exists pg_trgm;
          exception when others then
            null;
          end;
        end;
      end if;
      select n.nspname into ns from pg_extension e join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm';
      if ns is null then return; end if;
      execute format('create index properties_name_trgm_idx on properties using gin (name %I.gin_trgm_ops) with (fastupdate = off)', ns);
      execute format('create index properties_address_trgm_idx on properties using gin (address %I.gin_trgm_ops) with (fastupdate = off)', ns);
      execute format('create index properties_postcode_trgm_idx on properties using gin (postcode %I.gin_trgm_ops) with (fastupdate = off)', ns);
      execute format('create index properties_title_number_trgm_idx on properties using gin (title_number %I.gin_trgm_ops) with (fastupdate = off)', ns);
      execute format('create index properties_friendly_id_trgm_idx on properties using gin (friendly_id %I.gin_trgm_ops) with (fastupdate = off)', ns);
    end $$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ['name', 'address', 'postcode', 'title_number', 'friendly_id']) {
    await sql`drop index if exists ${sql.raw(`properties_${column}_trgm_idx`)}`.execute(db);
  }
  await sql`drop trigger if exists attribute_rollup_property_delete_trg on properties`.execute(db);
  await sql`drop trigger if exists attribute_rollup_property_update_trg on properties`.execute(db);
  for (const name of ['insert', 'delete', 'update_a', 'update_b']) {
    await sql`drop trigger if exists ${sql.raw(`attribute_rollup_${name}_trg`)} on property_attributes`.execute(db);
  }
  await sql`drop function if exists attribute_rollup_property_moved()`.execute(db);
  await sql`drop function if exists attribute_rollup_apply()`.execute(db);
  await db.schema.dropTable('attribute_rollup').ifExists().execute();
}
