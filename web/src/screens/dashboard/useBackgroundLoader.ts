import { useEffect, useState } from 'react';

/** The background loader stays 1 s after its call stops (spec 01 §4 UI timings), so it does not flicker. */
export const BACKGROUND_LOADER_HIDE_MS = 1000;

export function useBackgroundLoader(active: boolean): boolean {
  const [visible, setVisible] = useState(active);
  useEffect(() => {
    if (active) {
      setVisible(true);
      return undefined;
    }
    const timer = setTimeout(() => setVisible(false), BACKGROUND_LOADER_HIDE_MS);
    return () => clearTimeout(timer);
  }, [active]);
  return visible;
}
