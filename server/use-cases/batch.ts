import { AppError } from './app-error.ts';

/** One id of a batch read: its value, or the refusal its single read would have raised. */
export type BatchResult<I, V> = { id: I; value: V } | { id: I; refusal: AppError };

/**
 * Every id of a batch read, in the order asked, from what one statement found: its value, the
 * refusal the single read raises for it (`refuse`), or `missing` when the statement did not find it
 * (outside the viewer's tenancy, or no such thing: the single read's 404, so ids cannot be probed).
 */
export function answerEach<I, R, V>(
  ids: readonly I[],
  found: ReadonlyMap<I, R>,
  missing: (id: I) => AppError,
  answer: (row: R, id: I) => V | AppError,
): BatchResult<I, V>[] {
  return ids.map((id) => {
    const row = found.get(id);
    if (row === undefined) return { id, refusal: missing(id) };
    const value = answer(row, id);
    return value instanceof AppError ? { id, refusal: value } : { id, value };
  });
}
