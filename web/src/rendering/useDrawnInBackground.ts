import { useDeferredValue } from 'react';

/**
 * A query's data, except that it is first drawn in a background render: React builds the screen in
 * slices of a few milliseconds with the browser free in between, where an urgent render would hold
 * the main thread for the whole screen at once (a long task on a phone). Until that render is done
 * this returns undefined, also when the data was already in the cache, so the screen keeps its
 * loader; later changes (polling, a mutation's answer, the next page) show at once.
 */
export function useDrawnInBackground<T>(data: T | undefined): T | undefined {
  // null as the initial value: React's "no initial value" is undefined, which would draw at once.
  const drawn = useDeferredValue(data ?? null, null);
  return drawn === null ? undefined : data;
}
