import { RateLimiterRes, type RateLimiterPostgres } from 'rate-limiter-flexible';
import type { Db } from '../../store/database.ts';
import { databaseLimiter } from './database-limiter.ts';
import { waitAfterFailure, type ThrottlePolicy } from './policy.ts';

/** Refused for now: the caller may try again after this many seconds. */
export type Throttled = { retryAfterSeconds: number };

export type AttemptAction = 'sign-in' | 'sign-up' | 'password-reset' | 'verification-link';
export type AttemptOutcome = 'failed' | 'locked' | 'unverified';

export type SignInThrottle = ReturnType<typeof createSignInThrottle>;

const accountKey = (email: string) => `account:${email.trim().toLowerCase()}`;
const addressKey = (address: string) => `address:${address}`;

/**
 * Throttling of password sign-in, sign-up and emailed-link requests, with counters in the
 * database. Sign-in failures are counted per account (the email typed, whether or not it has an
 * account, so the throttle itself reveals nothing) and per client address: after the free
 * failures each one imposes a wait twice the last, and enough of them lock the key.
 */
export function createSignInThrottle(db: Db, policy: ThrottlePolicy) {
  const failures = databaseLimiter(db, {
    keyPrefix: 'sign-in-failures',
    points: 1_000_000,
    duration: policy.windowSeconds,
  });
  const waits = databaseLimiter(db, { keyPrefix: 'sign-in-wait', points: 1, duration: 1 });
  const signUps = databaseLimiter(db, {
    keyPrefix: 'sign-up',
    points: policy.signUpsPerAddress,
    duration: policy.windowSeconds,
    blockDuration: policy.lockSeconds,
  });
  const linksPerEmail = databaseLimiter(db, {
    keyPrefix: 'links',
    points: policy.linkRequestsPerEmail,
    duration: policy.windowSeconds,
    blockDuration: policy.lockSeconds,
  });
  const linksPerAddress = databaseLimiter(db, {
    keyPrefix: 'links',
    points: policy.linkRequestsPerEmail * 3,
    duration: policy.windowSeconds,
    blockDuration: policy.lockSeconds,
  });

  async function waitFor(key: string): Promise<number> {
    const state = await waits.get(key);
    return state && state.consumedPoints > 1 ? state.msBeforeNext / 1000 : 0;
  }

  async function countFailure(key: string, limit: ThrottlePolicy['signInAccount']): Promise<number> {
    const state = await failures.penalty(key, 1);
    const wait = waitAfterFailure(limit, policy, state.consumedPoints);
    if (wait === null) return 0;
    await waits.block(key, wait);
    return wait;
  }

  return {
    /** Whether a sign-in may be tried now; checked before the password, so a locked account's right password is refused too. */
    async signInWait(email: string, address: string): Promise<Throttled | null> {
      const seconds = Math.max(await waitFor(accountKey(email)), await waitFor(addressKey(address)));
      return seconds > 0 ? { retryAfterSeconds: seconds } : null;
    },

    /** Counts a failed sign-in; says how long the next attempt must wait, if it must. */
    async signInFailed(email: string, address: string): Promise<Throttled | null> {
      const seconds = Math.max(
        await countFailure(accountKey(email), policy.signInAccount),
        await countFailure(addressKey(address), policy.signInAddress),
      );
      return seconds > 0 ? { retryAfterSeconds: seconds } : null;
    },

    /** A right password forgets the account's failures (not the address's: one address may try many accounts). */
    async clearAccount(email: string): Promise<void> {
      await failures.delete(accountKey(email));
      await waits.delete(accountKey(email));
    },

    async signUpAllowed(address: string): Promise<Throttled | null> {
      return consumeOrWait([[signUps, addressKey(address)]]);
    },

    async linkRequestAllowed(email: string, address: string): Promise<Throttled | null> {
      return consumeOrWait([
        [linksPerEmail, accountKey(email)],
        [linksPerAddress, addressKey(address)],
      ]);
    },

    /** Keeps a refused attempt for administrators (table sign_in_attempts). */
    async record(attempt: {
      action: AttemptAction;
      outcome: AttemptOutcome;
      email: string | null;
      address: string;
      retryAfterSeconds?: number;
    }) {
      await db
        .insertInto('sign_in_attempts')
        .values({
          action: attempt.action,
          outcome: attempt.outcome,
          email: attempt.email ? attempt.email.trim().toLowerCase().slice(0, 320) : null,
          address: attempt.address,
          retry_after_seconds: attempt.retryAfterSeconds === undefined ? null : Math.ceil(attempt.retryAfterSeconds),
        })
        .execute();
    },
  };
}

async function consumeOrWait(limits: [RateLimiterPostgres, string][]): Promise<Throttled | null> {
  let seconds = 0;
  for (const [limiter, key] of limits) {
    try {
      await limiter.consume(key);
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      seconds = Math.max(seconds, rejection.msBeforeNext / 1000);
    }
  }
  return seconds > 0 ? { retryAfterSeconds: seconds } : null;
}
