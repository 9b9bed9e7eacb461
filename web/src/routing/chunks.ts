import type { ScreenComponent, ScreenLoader } from './appRoute.ts';

/** Spec 01 §9: a screen's chunk that has not arrived after this long counts as failed. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export class ChunkTimeoutError extends Error {
  constructor(ms: number) {
    super(`The page did not arrive within ${Math.round(ms / 1000)} s.`);
    this.name = 'ChunkTimeoutError';
  }
}

/** Screens already loaded, so coming back to one shows it at once, without a loader. */
const loaded = new Map<ScreenLoader, ScreenComponent>();

export function loadedScreen(load: ScreenLoader): ScreenComponent | undefined {
  return loaded.get(load);
}

/** Loads a screen's chunk, failing after `timeoutMs` so the user gets a retry instead of a spinner. */
export function loadScreen(load: ScreenLoader, timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS): Promise<ScreenComponent> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ChunkTimeoutError(timeoutMs)), timeoutMs);
  });
  return Promise.race([load(), timeout])
    .then((module) => {
      loaded.set(load, module.default);
      return module.default;
    })
    .finally(() => clearTimeout(timer));
}
