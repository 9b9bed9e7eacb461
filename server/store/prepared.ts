import { createHash } from 'node:crypto';
import type { CompiledQuery } from 'kysely';
import type pg from 'pg';

/**
 * Named (prepared) statements for the few statements every signed-in request runs: the viewer, the
 * phases and the properties list. PostgreSQL then parses and plans each once per connection
 * instead of on every request, which for the list's statement was as long as running it.
 *
 * Only statements marked with `prepared()` are named, and there are at most MAX_PREPARED distinct
 * texts, because pg keeps a connection's prepared statements for the connection's life. PGlite
 * runs every statement as it comes.
 */
const MAX_PREPARED = 100;
const names = new Map<string, string>();

/** Marks a compiled query as one to prepare; returns it unchanged. */
export function prepared<R>(query: CompiledQuery<R>): CompiledQuery<R> {
  if (!names.has(query.sql) && names.size < MAX_PREPARED) {
    names.set(query.sql, `mr_${createHash('sha256').update(query.sql).digest('hex').slice(0, 24)}`);
  }
  return query;
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
              const name = typeof text === 'string' ? names.get(text) : undefined;
              return name ? inner.query({ name, text: text as string, values }) : inner.query(text as string, values);
            };
          },
        });
      };
    },
  });
}
