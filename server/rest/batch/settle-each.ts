import type { HttpError } from '../../http/errors.ts';
import { asHttpError } from '../app-errors.ts';

export type BatchEntry<I, V> = {
  id: I;
  value?: V;
  error?: { status: number; code: HttpError['code']; message: string };
};

/** At most this many single reads of one batch run at once, so one batch cannot take the whole database pool. */
const CONCURRENCY = 4;

/**
 * Runs the single read for every id and answers each with its value or the refusal the single
 * route would have sent (404 outside the tenancy, 403 without the right). Anything else is a fault
 * of the server and fails the whole call, as it would fail the single read.
 */
export async function settleEach<I, V>(ids: readonly I[], read: (id: I) => Promise<V>): Promise<BatchEntry<I, V>[]> {
  const entries: BatchEntry<I, V>[] = new Array(ids.length);
  let next = 0;
  async function worker() {
    while (next < ids.length) {
      const index = next++;
      const id = ids[index];
      try {
        entries[index] = { id, value: await read(id) };
      } catch (error) {
        const refusal = asHttpError(error);
        if (!refusal) throw error;
        entries[index] = { id, error: { status: refusal.status, code: refusal.code, message: refusal.message } };
      }
    }
  }
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, ids.length) }, worker));
  return entries;
}
