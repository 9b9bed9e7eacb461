import { sql, type Kysely } from 'kysely';

/**
 * The background queue's guarantees in the schema. A job may carry a key; while a job with that key
 * waits (`pending`) no second one can be queued (a unique index, so two instances racing to queue
 * the same work make one job). A claimed job is `running`, owned by the runner that holds its lease
 * (`locked_by`), so a runner whose lease lapsed cannot finish a job another runner took over. One SQL
 * function queues every job, whether from the application or from a trigger.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table jobs add column key text`.execute(db);
  await sql`alter table jobs add column locked_by text`.execute(db);
  // The status check was created with the column; its name is the database's choice.
  await sql`
    do $$
    declare c record;
    begin
      for c in select conname from pg_constraint where conrelid = 'jobs'::regclass and contype = 'c' loop
        execute format('alter table jobs drop constraint %I', c.conname);
      end loop;
    end $$`.execute(db);
  await sql`alter table jobs add constraint jobs_status_check check (status in ('pending', 'running', 'done', 'failed'))`.execute(
    db,
  );
  await sql`update jobs set status = 'running' where status = 'pending' and locked_until > now()`.execute(db);
  await sql`update jobs set key = 'property:' || (payload->>'propertyId') where queue = 'attributes' and status = 'pending'`.execute(
    db,
  );
  await sql`update jobs set key = 'order:' || (payload->>'orderId') where queue = 'search-pack' and status in ('pending', 'running')`.execute(
    db,
  );
  await sql`
    delete from jobs j using jobs k
    where j.status = 'pending' and k.status = 'pending' and j.queue = k.queue and j.key = k.key and j.id > k.id`.execute(
    db,
  );
  await sql`drop index if exists jobs_attributes_pending_idx`.execute(db);
  await sql`drop index if exists jobs_due_idx`.execute(db);
  await sql`create unique index jobs_pending_key_uidx on jobs (queue, key) where status = 'pending'`.execute(db);
  await sql`create index jobs_claim_idx on jobs (queue, run_at) where status in ('pending', 'running')`.execute(db);
  await sql`create index jobs_finished_idx on jobs (status, finished_at) where status in ('done', 'failed')`.execute(
    db,
  );

  await sql`
    create function enqueue_job(q text, p jsonb, k text, at timestamptz, attempts integer) returns integer language plpgsql as $$
    declare jid integer;
    begin
      -- A waiting job with the same key absorbs this one. If it is claimed in between, the loop
      -- queues a fresh job, so a change made while a job runs is never left without one.
      for i in 1..3 loop
        insert into jobs (queue, payload, key, run_at, max_attempts)
        values (q, p, k, coalesce(at, now()), coalesce(attempts, 10))
        on conflict (queue, key) where status = 'pending' do nothing
        returning id into jid;
        if jid is not null then return jid; end if;
        select id into jid from jobs where queue = q and key = k and status = 'pending';
        if jid is not null then return jid; end if;
      end loop;
      raise exception 'could not queue job % %', q, k;
    end $$`.execute(db);
  await sql`
    create or replace function queue_attribute_refresh(pid integer) returns void language plpgsql as $$
    begin
      if pid is null then return; end if;
      perform enqueue_job('attributes', jsonb_build_object('propertyId', pid), 'property:' || pid, null, null);
    end $$`.execute(db);
  await sql`
    create or replace function queue_attribute_refresh_after(pid integer, delay interval) returns void language plpgsql as $$
    begin
      if pid is null then return; end if;
      perform enqueue_job('attributes', jsonb_build_object('propertyId', pid), 'property:' || pid, now() + delay, null);
    end $$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    create or replace function queue_attribute_refresh(pid integer) returns void language plpgsql as $$
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
    create or replace function queue_attribute_refresh_after(pid integer, delay interval) returns void language plpgsql as $$
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
  await sql`drop function if exists enqueue_job(text, jsonb, text, timestamptz, integer)`.execute(db);
  await sql`drop index if exists jobs_pending_key_uidx`.execute(db);
  await sql`drop index if exists jobs_claim_idx`.execute(db);
  await sql`drop index if exists jobs_finished_idx`.execute(db);
  await sql`update jobs set status = 'pending' where status = 'running'`.execute(db);
  await sql`alter table jobs drop constraint jobs_status_check`.execute(db);
  await sql`alter table jobs add constraint jobs_status_check check (status in ('pending', 'done', 'failed'))`.execute(
    db,
  );
  await sql`create index jobs_due_idx on jobs (status, run_at)`.execute(db);
  await sql`create index jobs_attributes_pending_idx on jobs (((payload->>'propertyId')::integer)) where queue = 'attributes' and status = 'pending'`.execute(
    db,
  );
  await sql`alter table jobs drop column locked_by`.execute(db);
  await sql`alter table jobs drop column key`.execute(db);
}
