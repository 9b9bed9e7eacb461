import { sql } from 'kysely';
import type { Db } from './database.ts';

/** Keys of this table's request counts, apart from the sign-in throttle's in the same table. */
const PREFIX = 'requests:';

/** How often this instance adds its new counts to the shared ones and reads theirs back. */
export const FLUSH_MS = 200;

/** How many flushes pass between two clean-ups of the windows long over. */
const CLEAN_EVERY = 300;

export type Count = { current: number; ttl: number };
type Total = { key: string; points: number; ttl: number };

/**
 * What this instance knows of a key: the shared count at the last flush, its own counts being
 * written now, and its own counts since.
 */
type Known = { shared: number; writing: number; pending: number; expiresAt: number; windowMs: number };

/**
 * Request counts per key in fixed windows, kept in the `rate_limits` table so every instance
 * counts together. A key's first request in its window reads the shared count (one statement);
 * after that a request is counted in memory and answered at once; every FLUSH_MS the
 * instance adds what it counted to the shared rows in one statement, which answers each key's
 * total and the time its window has left, and reads back the totals of the other keys it counted
 * in the window. So a user's requests after the first cost no database round trip, and a
 * client spreading its requests over instances is seen by all of them within FLUSH_MS. The
 * database's clock opens and closes the windows, so instances whose clocks differ still agree.
 */
export function requestCounts(db: Db) {
  const known = new Map<string, Known>();
  let flushes = 0;
  let flushing: Promise<void> | undefined;

  async function flush(): Promise<void> {
    const batch = [...known.entries()]
      .filter(([, entry]) => entry.pending > 0)
      .map(([key, entry]) => ({ key, delta: entry.pending, windowMs: entry.windowMs }));
    for (const [key, entry] of known) {
      entry.writing = entry.pending;
      entry.pending = 0;
      if (entry.expiresAt <= Date.now() && entry.writing === 0) known.delete(key);
    }
    if (++flushes % CLEAN_EVERY === 0) {
      await sql`delete from rate_limits where key like ${`${PREFIX}%`} and expire < (extract(epoch from clock_timestamp()) * 1000)::bigint`.execute(
        db,
      );
    }
    const idle = [...known.entries()].filter(([, entry]) => entry.writing === 0).map(([key]) => PREFIX + key);
    const totals = [...(await written(batch)), ...(await read(idle))];
    const now = Date.now();
    for (const total of totals) {
      const entry = known.get(total.key.slice(PREFIX.length));
      if (!entry) continue;
      entry.shared = total.points;
      entry.writing = 0;
      entry.expiresAt = now + Math.max(0, total.ttl);
    }
  }

  /** Adds this instance's counts to the shared ones; answers each key's total and time left. */
  async function written(batch: Array<{ key: string; delta: number; windowMs: number }>): Promise<Total[]> {
    if (batch.length === 0) return [];
    const rows = sql.join(
      batch.map(({ key, delta, windowMs }) => sql`(${PREFIX + key}, ${delta}::integer, ${windowMs}::bigint)`),
    );
    const { rows: totals } = await sql<Total>`
      with now as (select (extract(epoch from clock_timestamp()) * 1000)::bigint as ms),
      counted (key, delta, window_ms) as (values ${rows})
      insert into rate_limits as r (key, points, expire)
      select counted.key, counted.delta, now.ms + counted.window_ms from counted, now
      on conflict (key) do update set
        points = case when r.expire is null or r.expire <= (select ms from now) then excluded.points else r.points + excluded.points end,
        expire = case when r.expire is null or r.expire <= (select ms from now) then excluded.expire else r.expire end
      returning key, points, (expire - (select ms from now))::integer as ttl`.execute(db);
    return totals;
  }

  /** The shared totals of keys this instance counted in the window but not since the last flush. */
  async function read(keys: string[]): Promise<Total[]> {
    if (keys.length === 0) return [];
    const { rows } = await sql<Total>`
      select key, points, (expire - (extract(epoch from clock_timestamp()) * 1000)::bigint)::integer as ttl
        from rate_limits where key in (${sql.join(keys)}) and expire > (extract(epoch from clock_timestamp()) * 1000)::bigint`.execute(
      db,
    );
    return rows;
  }

  const timer = setInterval(() => {
    // One flush at a time. A store that cannot be reached forgets that moment's counts (requests go
    // on, as with any failure of the limiter), never a request.
    flushing ??= flush()
      .catch(() => {
        for (const entry of known.values()) entry.writing = 0;
      })
      .finally(() => (flushing = undefined));
  }, FLUSH_MS);
  timer.unref();

  return {
    async increment(key: string, windowMs: number): Promise<Count> {
      let now = Date.now();
      let entry = known.get(key);
      if (!entry || entry.expiresAt <= now) {
        // The key's first request here in its window reads what the other instances counted.
        const [total] = await read([PREFIX + key]);
        now = Date.now();
        entry = known.get(key);
        if (!entry || entry.expiresAt <= now) {
          entry = {
            shared: total?.points ?? 0,
            writing: 0,
            pending: 0,
            expiresAt: now + (total ? Math.max(0, total.ttl) : windowMs),
            windowMs,
          };
          known.set(key, entry);
        }
      }
      entry.pending += 1;
      return { current: entry.shared + entry.writing + entry.pending, ttl: entry.expiresAt - now };
    },
    /** Writes what is counted and stops the timer (the app closing). */
    async close(): Promise<void> {
      clearInterval(timer);
      await flushing;
      await flush().catch(() => undefined);
    },
  };
}
