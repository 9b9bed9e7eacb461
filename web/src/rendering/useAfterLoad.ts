import { useEffect, useState } from 'react';

type IdleWindow = Window & {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
};

/** At most this long after the screen appears, the browser is taken as idle even when it is not. */
export const AFTER_LOAD_LATEST_MS = 2000;

/**
 * False until the browser is first idle after the component appeared (the screen drawn, its
 * requests answered), then true. A courtesy a screen offers beside its content (who else has it
 * open) starts then: its request, its subscription and their answers do not join the long tasks
 * of the screen's first draw on a phone. Where the browser has no idle callback (Safari, tests),
 * it starts at the next turn.
 */
export function useAfterLoad(): boolean {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    if (loaded) return undefined;
    const idle = window as IdleWindow;
    if (idle.requestIdleCallback && idle.cancelIdleCallback) {
      const handle = idle.requestIdleCallback(() => setLoaded(true), { timeout: AFTER_LOAD_LATEST_MS });
      return () => idle.cancelIdleCallback!(handle);
    }
    const timer = setTimeout(() => setLoaded(true), 0);
    return () => clearTimeout(timer);
  }, [loaded]);
  return loaded;
}
