import type { Db } from '../store/database.ts';
import {
  activeRevocations,
  disabledUserIds,
  endProviderSessionsOf,
  insertRevocations,
  purgeExpiredRevocations,
  type RevocationRow,
} from '../store/session-revocations.ts';

/** How often each instance reads the revocations other instances wrote: the most a revoked token lives on there. */
export const DEFAULT_REVOCATION_POLL_MS = 2000;

export type RevocationOptions = {
  db: Db;
  /** How long the longest token the API accepts can stay valid (its lifetime plus clock tolerance), in seconds. */
  tokenLifetimeSeconds: number;
  pollMs?: number;
  onError?: (error: unknown) => void;
};

export type TokenSession = { sub?: unknown; sid?: unknown; iat?: unknown };

/**
 * The list of ended sign-in sessions, kept in memory on every instance and shared through the
 * database. The token check asks it on every request, so a lookup is two map reads; the database
 * is read every `pollMs` (not per request), which bounds how long another instance keeps accepting
 * a token after its session ended. The instance that ends a session refuses its tokens at once.
 */
export function createSessionRevocations(options: RevocationOptions) {
  const { db } = options;
  const pollMs = options.pollMs ?? DEFAULT_REVOCATION_POLL_MS;
  /** sid → when the entry may be forgotten (ms). */
  const endedSessions = new Map<string, number>();
  /**
   * user id → tokens issued up to this second are refused (the second of the revocation too: `iat`
   * has no finer grain, and a new sign-in takes longer than that), and when the entry may be forgotten.
   */
  const userCutoffs = new Map<string, { beforeSecond: number; forgetAt: number }>();
  let disabledUsers = new Set<string>();

  function remember(row: RevocationRow) {
    const forgetAt = row.expiresAt.getTime();
    if (row.kind === 'session') {
      endedSessions.set(row.subject, Math.max(forgetAt, endedSessions.get(row.subject) ?? 0));
      return;
    }
    const beforeSecond = Math.floor(row.revokedAt.getTime() / 1000);
    const known = userCutoffs.get(row.subject);
    userCutoffs.set(row.subject, {
      beforeSecond: Math.max(beforeSecond, known?.beforeSecond ?? 0),
      forgetAt: Math.max(forgetAt, known?.forgetAt ?? 0),
    });
  }

  function forgetExpired(now: number) {
    for (const [sid, forgetAt] of endedSessions) if (forgetAt <= now) endedSessions.delete(sid);
    for (const [user, cutoff] of userCutoffs) if (cutoff.forgetAt <= now) userCutoffs.delete(user);
  }

  function row(kind: RevocationRow['kind'], subject: string): RevocationRow {
    const revokedAt = new Date();
    return { kind, subject, revokedAt, expiresAt: new Date(revokedAt.getTime() + options.tokenLifetimeSeconds * 1000) };
  }

  async function record(rows: RevocationRow[]) {
    // Refused here at once; the other instances read the rows at their next poll.
    rows.forEach(remember);
    await insertRevocations(db, rows);
  }

  async function refresh(): Promise<void> {
    const [rows, disabled] = await Promise.all([activeRevocations(db), disabledUserIds(db)]);
    rows.forEach(remember);
    disabledUsers = new Set(disabled);
    forgetExpired(Date.now());
  }

  let polls = 0;
  const timer = setInterval(() => {
    // Rows outlive their use by at most a few minutes before one instance deletes them.
    const purge =
      ++polls % Math.max(1, Math.round(300_000 / pollMs)) === 0 ? purgeExpiredRevocations(db) : Promise.resolve();
    void Promise.all([refresh(), purge]).catch((error: unknown) => options.onError?.(error));
  }, pollMs);
  timer.unref();

  return {
    /** Whether the token belongs to a session that has ended: memory only, no query. */
    refuses(claims: TokenSession): boolean {
      const sub = typeof claims.sub === 'string' ? claims.sub : undefined;
      if (typeof claims.sid === 'string' && endedSessions.has(claims.sid)) return true;
      if (!sub) return false;
      if (disabledUsers.has(sub)) return true;
      const cutoff = userCutoffs.get(sub);
      return Boolean(cutoff && typeof claims.iat === 'number' && claims.iat <= cutoff.beforeSecond);
    },
    /** Signing out: the sessions with these ids end on every instance. */
    async endSessions(sids: string[]): Promise<void> {
      await record(sids.map((sid) => row('session', sid)));
    },
    /**
     * A password reset, a disabled account or a changed role: every session the user has ends,
     * the provider's included (so no refresh token renews them), and every token issued so far is refused.
     */
    async endUserSessions(userId: string): Promise<void> {
      const sids = await endProviderSessionsOf(db, userId);
      await record([row('user', userId), ...sids.map((sid) => row('session', sid))]);
    },
    /** A user disabled here is refused at once; other instances learn it at their next poll. */
    noteDisabled(userId: string, disabled: boolean) {
      if (disabled) disabledUsers.add(userId);
      else disabledUsers.delete(userId);
    },
    refresh,
    close() {
      clearInterval(timer);
    },
  };
}

export type SessionRevocations = ReturnType<typeof createSessionRevocations>;
