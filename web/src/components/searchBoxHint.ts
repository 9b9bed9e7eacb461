/**
 * Whether the header showed the property search box when this browser last knew its viewer: a
 * layout hint, never data. A reload draws the header before the viewer arrives; with the hint the
 * box's room is kept from the first paint, so the page below does not move down when it arrives.
 * A wrong hint (another user, a changed role) costs one shift, as having none did.
 */
const KEY = 'moveready.headerSearch';

export function rememberSearchBox(shown: boolean): void {
  try {
    if (shown) window.localStorage.setItem(KEY, '1');
    else window.localStorage.removeItem(KEY);
  } catch {
    // Storage off: the next reload moves the page once, as it did before the hint.
  }
}

export function recallSearchBox(): boolean {
  try {
    return window.localStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}
