import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/** Scroll positions of the list, per history entry, for this tab's lifetime. */
const positions = new Map<string, number>();

/**
 * Back from a dashboard returns to the card the user opened: the position of each visit to the
 * list is remembered per history entry and restored when that entry comes back (POP) and the
 * list has rendered (its pages are still in the Apollo cache, so the page is as long as before).
 */
export function useListScrollRestoration(listReady: boolean): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const key = location.key;
  const leaving = useRef(false);
  const restored = useRef(false);

  useEffect(() => {
    leaving.current = false;
    const remember = () => {
      // Once the next screen is in place the page may shrink and the browser clamp the scroll:
      // that is not where the user was.
      if (!leaving.current) positions.set(key, window.scrollY);
    };
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, [key]);

  // Runs during the commit that removes the list, before the browser can report a clamped scroll.
  useLayoutEffect(
    () => () => {
      leaving.current = true;
    },
    [key],
  );

  useEffect(() => {
    if (!listReady || restored.current) return;
    restored.current = true;
    const saved = positions.get(key);
    if (navigationType === 'POP' && saved !== undefined) window.scrollTo(0, saved);
  }, [listReady, key, navigationType]);
}
