import type { Db } from './database.ts';

/** A repeat request within a day is the same request: the team is already on it. */
const REPEAT_WINDOW_MS = 24 * 60 * 60 * 1000;

export async function requestCredits(db: Db, organisationId: number, userId: string) {
  return db.transaction().execute(async (trx) => {
    const recent = await trx
      .selectFrom('credit_requests')
      .select(['id', 'created_at'])
      .where('organisation_id', '=', organisationId)
      .where('created_at', '>', new Date(Date.now() - REPEAT_WINDOW_MS))
      .orderBy('created_at', 'desc')
      .executeTakeFirst();
    if (recent) return { id: recent.id, createdAt: new Date(recent.created_at), repeated: true };
    const created = await trx
      .insertInto('credit_requests')
      .values({ organisation_id: organisationId, user_id: userId })
      .returning(['id', 'created_at'])
      .executeTakeFirstOrThrow();
    return { id: created.id, createdAt: new Date(created.created_at), repeated: false };
  });
}
