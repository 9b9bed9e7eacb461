import type { HttpError } from '../../http/errors.ts';
import type { BatchResult } from '../../use-cases/batch.ts';
import { asHttpError } from '../app-errors.ts';

export type BatchEntry<I, V> = {
  id: I;
  value?: V;
  error?: { status: number; code: HttpError['code']; message: string };
};

/** Each id of a batch use case's answer as the batch route sends it: its value, or the refusal the single route would have sent. */
export function batchEntries<I, V>(results: readonly BatchResult<I, V>[]): BatchEntry<I, V>[] {
  return results.map((result) => {
    if ('value' in result) return { id: result.id, value: result.value };
    const refusal = asHttpError(result.refusal)!;
    return { id: result.id, error: { status: refusal.status, code: refusal.code, message: refusal.message } };
  });
}
