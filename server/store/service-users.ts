import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { Db } from './database.ts';

/**
 * API clients act through a service user (docs/decisions/0113-api-clients-act-through-a-service-user.md): a `users` row with no person behind
 * it. Every list, count or choice of people adds this condition on the users' id column, so a
 * machine account never shows up among an organisation's people.
 */
export function isPerson(userIdColumn: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`not exists (select 1 from api_clients svc where svc.client_id = ${sql.ref(userIdColumn)})`;
}

/** Whether this user is an API client's service user, for the routes that refuse to edit one. */
export async function isServiceUser(db: Pick<Db, 'selectFrom'>, userId: string): Promise<boolean> {
  const row = await db.selectFrom('api_clients').select('client_id').where('client_id', '=', userId).executeTakeFirst();
  return row !== undefined;
}
