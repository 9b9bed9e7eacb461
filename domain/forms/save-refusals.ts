/**
 * What autosave does after the server refused answers (spec 02 §4.1 leaves it open; see
 * docs/decisions/0133-a-save-that-fails-says-why-and-only-a-lost.md): a refused answer is kept as
 * typed and not sent again until the seller changes it, and a save that failed for the connection is retried with a growing delay.
 */
import type { AnswerValue } from './definition.ts';

/** An answer the server refused: the value it refused and why. */
export type Refusal = { value: AnswerValue | null; message: string };

export type Refusals = Record<string, Refusal>;

/** First retry after a lost connection, doubling each time up to the longest wait. */
export const RETRY_FIRST_MS = 2000;
export const RETRY_LONGEST_MS = 60_000;

/**
 * A save that failed for the connection is first sent again at once a few times, without telling
 * the seller: an instance going away behind the load balancer answers 502 for the requests it had,
 * and another instance takes the next one. The save is idempotent on the server, so a save whose
 * answer was lost may be sent again. Only when these are used up is the connection banner shown.
 */
export const QUIET_RETRY_DELAYS_MS: readonly number[] = [300, 1000, 2000];

/** How long to wait before the n-th retry (0-based) of a save that failed for the connection. */
export function retryDelay(attempt: number): number {
  const safe = Number.isFinite(attempt) && attempt > 0 ? Math.floor(attempt) : 0;
  // 2^5 × 2 s already passes the longest wait; larger exponents would only overflow.
  return Math.min(RETRY_FIRST_MS * 2 ** Math.min(safe, 5), RETRY_LONGEST_MS);
}

function same(a: AnswerValue | null | undefined, b: AnswerValue | null | undefined): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

/** The waiting answers worth sending: all but those still holding the very value the server refused. */
export function sendableAnswers(
  pending: Readonly<Record<string, AnswerValue | null>>,
  refusals: Readonly<Refusals>,
): Record<string, AnswerValue | null> {
  const sendable: Record<string, AnswerValue | null> = {};
  for (const [id, value] of Object.entries(pending)) {
    const refusal = refusals[id];
    if (!refusal || !same(refusal.value, value)) sendable[id] = value;
  }
  return sendable;
}

/** The refusals still standing: an answer changed since it was refused is judged afresh, so its refusal goes. */
export function standingRefusals(
  pending: Readonly<Record<string, AnswerValue | null>>,
  refusals: Readonly<Refusals>,
): Refusals {
  const standing: Refusals = {};
  for (const [id, refusal] of Object.entries(refusals)) {
    if (id in pending && same(pending[id], refusal.value)) standing[id] = refusal;
  }
  return standing;
}

/**
 * The refusals a refused save adds: each named question with its own reason; when the server
 * named none of the sent answers, every sent answer with the general reason, so nothing is
 * re-sent unchanged in a loop.
 */
export function refusalsOf(
  sent: Readonly<Record<string, AnswerValue | null>>,
  named: readonly { questionId: string; message: string }[],
  general: string,
): Refusals {
  const refusals: Refusals = {};
  for (const { questionId, message } of named) {
    if (questionId in sent) refusals[questionId] = { value: sent[questionId], message };
  }
  if (Object.keys(refusals).length > 0) return refusals;
  for (const [id, value] of Object.entries(sent)) refusals[id] = { value, message: general };
  return refusals;
}
