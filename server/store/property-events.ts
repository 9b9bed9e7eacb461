import { sql } from 'kysely';
import type { Db } from './database.ts';
import { ANNOUNCE_COLUMN } from './live-announcer.ts';
import { prepared } from './prepared.ts';

/** The notification channel of this database schema's live events (parallel schemas share one server). */
export const LIVE_CHANNEL_SQL = sql<string>`'live_' || current_schema()`;

export type EventActor = { id: string; name: string; role: number };

export type StoredEvent = {
  seq: number;
  propertyId: number;
  type: string;
  actor: EventActor | null;
  data: Record<string, unknown>;
  at: Date;
};

/**
 * Keys a lock on one property's events (with the property id as the second key): one transaction
 * at a time takes a number for the property, from the moment it takes one to its commit, so a
 * property's events commit in `seq` order and a reader that has seen the property's event N has
 * seen all its events before N. Taken last in a use case's transaction, it is held only for the
 * commit, and only against other writers of the same property.
 */
const PROPERTY_EVENT_LOCK = 40_040;

/**
 * Stores one event in the caller's transaction, in one statement: the property's event lock, then
 * the row (its `seq` taken under the lock: the materialised lock is read before the row is made),
 * and the announcement `e:<property>` that every instance hears once the transaction commits
 * (server/store/live-announcer.ts), not before and not at all when it rolls back.
 */
export async function insertPropertyEvent(
  trx: Db,
  event: { propertyId: number; type: string; actorId: string | null; data: Record<string, unknown> },
): Promise<number> {
  const actor = event.actorId
    ? sql`(select json_build_object('id', u.id, 'name', coalesce(nullif(u.display_name, ''), u.email), 'role', u.role) from users u where u.id = ${event.actorId})::jsonb`
    : sql`null::jsonb`;
  // Every save runs it: prepared, so PostgreSQL plans it once per connection (two texts, with and without an actor).
  const query = sql<{ seq: string; live_announce: string }>`
    with event_lock as materialized (select pg_advisory_xact_lock(${PROPERTY_EVENT_LOCK}::int, ${event.propertyId}::int) as locked),
      event as (
        insert into property_events (property_id, type, actor, data)
        select ${event.propertyId}::int, ${event.type}::text, ${actor}, ${JSON.stringify(event.data)}::jsonb from event_lock
        returning seq
      )
    select seq::text as seq, ${`e:${event.propertyId}`}::text as ${sql.raw(ANNOUNCE_COLUMN)} from event`;
  const { rows } = await trx.executeQuery(prepared(query.compile(trx)));
  return Number(rows[0].seq);
}

/**
 * Tells every instance's live streams, at commit, that who sees these properties, or what these
 * users see, may have changed: their streams check their access at once (`a:<property>`,
 * `u:<user>` on the live channel). Nothing is stored: a notification lost with the listening
 * connection is made up for by the check of every stream when it reconnects.
 */
export async function notifyAccessChanged(
  trx: Db,
  changed: { propertyIds?: readonly number[]; userIds?: readonly string[] },
): Promise<void> {
  const payloads = [
    ...(changed.propertyIds ?? []).map((id) => `a:${id}`),
    ...(changed.userIds ?? []).map((id) => `u:${id}`),
  ];
  for (const payload of payloads) await sql`select pg_notify(${LIVE_CHANNEL_SQL}, ${payload})`.execute(trx);
}

function eventOf(row: {
  seq: number | string | bigint;
  property_id: number;
  type: string;
  actor: unknown;
  data: unknown;
  created_at: Date;
}): StoredEvent {
  return {
    seq: Number(row.seq),
    propertyId: row.property_id,
    type: row.type,
    actor: (row.actor as EventActor | null) ?? null,
    data: (row.data as Record<string, unknown>) ?? {},
    at: new Date(row.created_at),
  };
}

/** Events after `after`, of the given properties (all when omitted), in order. */
export async function eventsSince(
  db: Db,
  after: number,
  propertyIds?: readonly number[],
  limit = 1000,
): Promise<StoredEvent[]> {
  if (propertyIds && propertyIds.length === 0) return [];
  let query = db
    .selectFrom('property_events')
    .select(['seq', 'property_id', 'type', 'actor', 'data', 'created_at'])
    .where('seq', '>', after)
    .orderBy('seq')
    .limit(limit);
  if (propertyIds) query = query.where('property_id', 'in', [...propertyIds]);
  return (await query.execute()).map(eventOf);
}

/** The oldest and newest event kept (0 and 0 when none). */
export async function eventBounds(db: Db): Promise<{ oldest: number; newest: number }> {
  const row = await db
    .selectFrom('property_events')
    .select([
      sql<string>`coalesce(min(seq), 0)::text`.as('oldest'),
      sql<string>`coalesce(max(seq), 0)::text`.as('newest'),
    ])
    .executeTakeFirst();
  return { oldest: Number(row?.oldest ?? 0), newest: Number(row?.newest ?? 0) };
}

/** The newest event kept of one property (0 when none). */
export async function newestEventOf(db: Db, propertyId: number): Promise<number> {
  const row = await db
    .selectFrom('property_events')
    .select(sql<string>`coalesce(max(seq), 0)::text`.as('newest'))
    .where('property_id', '=', propertyId)
    .executeTakeFirst();
  return Number(row?.newest ?? 0);
}

/** Deletes events older than `keepSeconds`, keeping the newest so the bounds stay known. Answers how many went. */
export async function pruneEvents(db: Db, keepSeconds: number): Promise<number> {
  const result = await db
    .deleteFrom('property_events')
    .where('created_at', '<', sql<Date>`now() - make_interval(secs => ${keepSeconds})`)
    .where('seq', '<', sql<number>`(select max(seq) from property_events)`)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

export type PresenceRow = {
  userId: string;
  name: string;
  role: number;
  questionnaireId: number | null;
  section: string | null;
  since: Date;
};

/** Notes (or renews) that the user has the property open, and tells every instance. */
export async function upsertPresence(
  db: Db,
  entry: {
    propertyId: number;
    userId: string;
    questionnaireId: number | null;
    section: string | null;
    ttlSeconds: number;
  },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('property_presence')
      .values({
        property_id: entry.propertyId,
        user_id: entry.userId,
        questionnaire_id: entry.questionnaireId,
        section: entry.section,
        expires_at: sql<Date>`now() + make_interval(secs => ${entry.ttlSeconds})`,
      } as never)
      .onConflict((oc) =>
        oc.columns(['property_id', 'user_id']).doUpdateSet({
          questionnaire_id: entry.questionnaireId,
          section: entry.section,
          expires_at: sql<Date>`now() + make_interval(secs => ${entry.ttlSeconds})`,
        } as never),
      )
      .execute();
    await sql`select pg_notify(${LIVE_CHANNEL_SQL}, ${`p:${entry.propertyId}`})`.execute(trx);
  });
}

/** Removes the user's presence on the property, telling every instance when there was one. */
export async function deletePresence(db: Db, propertyId: number, userId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const gone = await trx
      .deleteFrom('property_presence')
      .where('property_id', '=', propertyId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (Number(gone.numDeletedRows) > 0)
      await sql`select pg_notify(${LIVE_CHANNEL_SQL}, ${`p:${propertyId}`})`.execute(trx);
  });
}

/** Removes lapsed presences and tells every instance which properties' lists changed. */
export async function sweepPresence(db: Db): Promise<number[]> {
  return db.transaction().execute(async (trx) => {
    const rows = await trx
      .deleteFrom('property_presence')
      .where('expires_at', '<', sql<Date>`now()`)
      .returning('property_id')
      .execute();
    const properties = [...new Set(rows.map((row) => row.property_id))];
    for (const propertyId of properties)
      await sql`select pg_notify(${LIVE_CHANNEL_SQL}, ${`p:${propertyId}`})`.execute(trx);
    return properties;
  });
}

/** Who has the property open now, in the order they arrived. */
export async function presenceOf(db: Db, propertyId: number): Promise<PresenceRow[]> {
  const rows = await db
    .selectFrom('property_presence as p')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .select(['p.user_id', 'u.display_name', 'u.email', 'u.role', 'p.questionnaire_id', 'p.section', 'p.since'])
    .where('p.property_id', '=', propertyId)
    .where('p.expires_at', '>=', sql<Date>`now()`)
    .orderBy('p.since')
    .orderBy('p.user_id')
    .execute();
  return rows.map((row) => ({
    userId: row.user_id,
    name: row.display_name || row.email,
    role: row.role,
    questionnaireId: row.questionnaire_id,
    section: row.section,
    since: new Date(row.since),
  }));
}

/** A form's answers revision over `keys` (server/store/answer-revisions.ts) and the property's completion, in one read. */
export async function answerFigures(
  trx: Db,
  propertyId: number,
  keys: readonly string[],
): Promise<{ revision: string; complete: number }> {
  const row = await trx
    .selectFrom('properties as p')
    .select([
      'p.complete',
      sql<string>`(select coalesce(max(h.id), 0)::text from answer_history h where h.property_id = p.id and h.answer_key = any(${sql.val([...keys])}::text[]))`.as(
        'revision',
      ),
    ])
    .where('p.id', '=', propertyId)
    .executeTakeFirstOrThrow();
  return { revision: keys.length === 0 ? '0' : row.revision, complete: row.complete };
}
