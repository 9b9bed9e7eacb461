/** How many failures are tolerated, when waiting starts, and how long a lock lasts. */
export type FailureLimit = {
  /** Failures answered at once; each one after them must wait, twice as long as the one before. */
  freeFailures: number;
  /** Failures within the window that lock the key for `lockSeconds`. */
  lockAfter: number;
};

export type ThrottlePolicy = {
  signInAccount: FailureLimit;
  signInAddress: FailureLimit;
  /** The first wait after the free failures; each later one doubles. */
  delaySeconds: number;
  /** Failures older than this are forgotten. */
  windowSeconds: number;
  lockSeconds: number;
  /** Sign-ups from one client address per window. */
  signUpsPerAddress: number;
  /** Reset and verification links sent to one email per window (from one address: three times that). */
  linkRequestsPerEmail: number;
};

export const DEFAULT_THROTTLE_POLICY: ThrottlePolicy = {
  signInAccount: { freeFailures: 3, lockAfter: 8 },
  signInAddress: { freeFailures: 20, lockAfter: 100 },
  delaySeconds: 2,
  windowSeconds: 15 * 60,
  lockSeconds: 15 * 60,
  signUpsPerAddress: 10,
  linkRequestsPerEmail: 3,
};

/** Seconds to wait after the `failures`-th failure, or null when it is still free. */
export function waitAfterFailure(limit: FailureLimit, policy: ThrottlePolicy, failures: number): number | null {
  if (failures >= limit.lockAfter) return policy.lockSeconds;
  if (failures <= limit.freeFailures) return null;
  return Math.min(policy.delaySeconds * 2 ** (failures - limit.freeFailures - 1), policy.lockSeconds);
}

/** "in 15 minutes", "in 40 seconds": said to the user, rounded up so they never come back too early. */
export function inHowLong(seconds: number): string {
  if (seconds < 60) {
    const whole = Math.max(1, Math.ceil(seconds));
    return `in ${whole} second${whole === 1 ? '' : 's'}`;
  }
  if (seconds < 3600) {
    const minutes = Math.ceil(seconds / 60);
    return `in ${minutes} minute${minutes === 1 ? '' : 's'}`;
  }
  const hours = Math.ceil(seconds / 3600);
  return `in ${hours} hour${hours === 1 ? '' : 's'}`;
}
