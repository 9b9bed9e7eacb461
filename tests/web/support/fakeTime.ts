import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * Fake setTimeout only, so a component's delay can be stepped exactly while network I/O (msw)
 * still runs for real. Testing Library's async helpers wait on setTimeout and would hang, so
 * tests in this mode poll with `until` and interact with fireEvent.
 */
export function useFakeTimeouts(): void {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
}

/** Moves the fake clock forward, running due timeouts and letting React commit. */
export async function advance(ms: number): Promise<void> {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

/**
 * Lets real I/O progress (without moving the fake clock) until `find` returns something.
 * Timeouts due "now" still run, so zero-delay work in libraries is not starved.
 */
export async function until<T>(find: () => T | null | undefined | false, what: string): Promise<T> {
  // Real time, not attempts: a screen's chunk may take a moment to be transformed and imported.
  const started = Date.now();
  for (let attempt = 0; attempt < 500 || Date.now() - started < 15_000; attempt += 1) {
    const found = find();
    if (found) return found;
    await act(async () => {
      await new Promise<void>((resolve) => setImmediate(resolve));
      await vi.advanceTimersByTimeAsync(0);
    });
  }
  throw new Error(`gave up waiting for ${what}`);
}
