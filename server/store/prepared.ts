import { createHash } from 'node:crypto';
import type { CompiledQuery } from 'kysely';
import type pg from 'pg';
import { speedLayerOn } from '../speed-layers.ts';

/**
 * Named (prepared) statements for the few statements every signed-in request runs: the viewer, the
 * phases and the properties list. PostgreSQL then parses and plans each once per connection
 * instead of on every request, which for the list's statement was as long as running it.
 *
 * Only statements marked with `prepared()` are named, and there are at most MAX_PREPARED distinct
 * texts, because a connection keeps its prepared statements for its whole life. On PGlite, where
 * planning runs on the server's own thread and took most of the list's time, the same statements
 * are prepared with SQL's PREPARE (pglite-dialect.ts).
 */
/** Off (SPEED_LAYERS_OFF=prepared-statements): nothing is marked, so every statement is parsed and planned each time. */
const MAX_PREPARED = speedLayerOn('prepared-statements') ? 100 : 0;
const names = new Map<string, string>();

/** Marks a compiled query as one to prepare; returns it unchanged. */
export function prepared<R>(query: CompiledQuery<R>): CompiledQuery<R> {
  if (!names.has(query.sql) && names.size < MAX_PREPARED) {
    names.set(query.sql, `mr_${createHash('sha256').update(query.sql).digest('hex').slice(0, 24)}`);
  }
  return query;
}

/** The name a marked statement is prepared under; undefined for every other statement. */
export function preparedName(sql: string): string | undefined {
  return names.get(sql);
}

/** The pg pool Kysely uses, with marked statements sent as named ones. */
export function preparingPool(pool: pg.Pool): pg.Pool {
  return new Proxy(pool, {
    get(target, property, receiver) {
      if (property !== 'connect') return Reflect.get(target, property, receiver);
      return async () => {
        const client = await target.connect();
        return new Proxy(client, {
          get(inner, key, innerReceiver) {
            if (key !== 'query') return Reflect.get(inner, key, innerReceiver);
            return (text: unknown, values?: unknown[]) => {
              const name = typeof text === 'string' ? preparedName(text) : undefined;
              return name ? inner.query({ name, text: text as string, values }) : inner.query(text as string, values);
            };
          },
        });
      };
    },
  });
}

/** Id lists passed as one array parameter (batch-statement.ts), which PGlite may write as an array literal. */
const idLists = new WeakSet<readonly unknown[]>();

/** A copy of `ids` marked as an id list: every item a number or every item a string. */
export function idList(ids: readonly number[] | readonly string[]): (number | string)[] {
  const list = [...ids];
  idLists.add(list);
  return list;
}

export function isIdList(value: unknown): value is (number | string)[] {
  return Array.isArray(value) && idLists.has(value);
}
