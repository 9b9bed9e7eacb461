import { sql } from 'kysely';
import type { Db } from './database.ts';

export type RevocationRow = { kind: 'session' | 'user'; subject: string; revokedAt: Date; expiresAt: Date };

export async function insertRevocations(db: Db, rows: RevocationRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('session_revocations')
    .values(
      rows.map((row) => ({
        kind: row.kind,
        subject: row.subject,
        revoked_at: row.revokedAt,
        expires_at: row.expiresAt,
      })),
    )
    .execute();
}

/** Every revocation that can still refuse a token: few rows (those of the last token lifetime). */
export async function activeRevocations(db: Db): Promise<RevocationRow[]> {
  const rows = await db
    .selectFrom('session_revocations')
    .select(['kind', 'subject', 'revoked_at', 'expires_at'])
    .where('expires_at', '>', new Date())
    .execute();
  return rows.map((row) => ({
    kind: row.kind,
    subject: row.subject,
    revokedAt: new Date(row.revoked_at),
    expiresAt: new Date(row.expires_at),
  }));
}

export async function purgeExpiredRevocations(db: Db): Promise<void> {
  await db.deleteFrom('session_revocations').where('expires_at', '<=', new Date()).execute();
}

export async function disabledUserIds(db: Db): Promise<string[]> {
  const rows = await db.selectFrom('users').select('id').where('disabled_at', 'is not', null).execute();
  return rows.map((row) => row.id);
}

export async function isUserDisabled(db: Db, id: string): Promise<boolean> {
  const row = await db.selectFrom('users').select('disabled_at').where('id', '=', id).executeTakeFirst();
  return Boolean(row?.disabled_at);
}

export async function setUserDisabled(db: Db, id: string, disabled: boolean): Promise<void> {
  await db
    .updateTable('users')
    .set({ disabled_at: disabled ? new Date() : null })
    .where('id', '=', id)
    .execute();
}

/** The models of the embedded provider that belong to one account's sign-ins. */
const ACCOUNT_MODELS = ['Session', 'Grant', 'RefreshToken', 'AccessToken', 'AuthorizationCode'];

/**
 * Ends every sign-in the embedded provider holds for an account: its sessions, grants and refresh
 * tokens are deleted, so nothing can renew a token, and the session ids its tokens carry are
 * returned for the revocation list. Nothing happens for an external issuer's users (no rows).
 */
export async function endProviderSessionsOf(db: Db, accountId: string): Promise<string[]> {
  const sessions = await db
    .selectFrom('oidc_payloads')
    .select('payload')
    .where('model', '=', 'Session')
    .where(sql`payload->>'accountId'`, '=', accountId)
    .execute();
  await db
    .deleteFrom('oidc_payloads')
    .where('model', 'in', ACCOUNT_MODELS)
    .where(sql`payload->>'accountId'`, '=', accountId)
    .execute();
  // `payload` arrives parsed whichever driver read it (json-columns.ts).
  return sessions.flatMap(({ payload }) => sessionIdsOf(payload));
}

/** The `sid` of every client a provider session signed in to (oidc-provider keeps one per client). */
export function sessionIdsOf(
  session: { authorizations?: Record<string, { sid?: unknown }> } | null | undefined,
): string[] {
  return Object.values(session?.authorizations ?? {})
    .map((authorization) => authorization?.sid)
    .filter((sid): sid is string => typeof sid === 'string' && sid.length > 0);
}

/**
 * Ends one provider session (by its `uid`, which its refresh tokens name): its row is deleted, so
 * its cookie signs nobody in again, and the session ids its tokens carry are returned for the
 * revocation list.
 */
export async function endProviderSession(db: Db, sessionUid: string): Promise<string[]> {
  const sessions = await db
    .deleteFrom('oidc_payloads')
    .where('model', '=', 'Session')
    .where('uid', '=', sessionUid)
    .returning('payload')
    .execute();
  return sessions.flatMap(({ payload }) => sessionIdsOf(payload));
}
