import { sql } from 'kysely';
import { startOfMonthUtc } from '../../domain/property-creation.ts';
import type { Db } from './database.ts';

type Executor = Pick<Db, 'selectFrom'>;

/** Properties created since the start of this month (UTC), deleted ones included: they were created. */
export async function propertiesCreatedThisMonth(db: Executor, now = new Date()): Promise<number> {
  const row = await db
    .selectFrom('properties')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('created_at', '>=', startOfMonthUtc(now))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function readMonthlyLimit(db: Db): Promise<{ value: number; usedThisMonth: number }> {
  const row = await db
    .selectFrom('platform_settings')
    .select('value')
    .where('name', '=', 'monthly_limit')
    .executeTakeFirstOrThrow();
  return { value: row.value, usedThisMonth: await propertiesCreatedThisMonth(db) };
}

export async function writeMonthlyLimit(db: Db, value: number): Promise<{ value: number; usedThisMonth: number }> {
  await db
    .updateTable('platform_settings')
    .set({ value, updated_at: new Date() })
    .where('name', '=', 'monthly_limit')
    .execute();
  return readMonthlyLimit(db);
}
