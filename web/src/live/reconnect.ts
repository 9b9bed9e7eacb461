/** The first wait before reconnecting a dropped socket, and the longest. */
export const RECONNECT_FIRST_MS = 500;
export const RECONNECT_MAX_MS = 15_000;

/**
 * How long to wait before the next attempt after `retries` failed ones: doubling from half a second
 * to fifteen, each spread between half and all of it so that a restarted server is not met by every
 * browser at the same instant. `random` is in [0, 1).
 */
export function reconnectDelay(retries: number, random: number): number {
  const ceiling = Math.min(RECONNECT_MAX_MS, RECONNECT_FIRST_MS * 2 ** Math.max(0, retries));
  return Math.round(ceiling / 2 + (ceiling / 2) * random);
}
