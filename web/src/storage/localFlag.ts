/**
 * A yes-or-no kept in this host's localStorage under `key`, shared by its tabs: a flag, never
 * data. With storage turned off nothing is kept and the flag reads as no, which every user of it
 * takes as "nothing known".
 */
export function localFlag(key: string): { set(on: boolean): void; get(): boolean } {
  return {
    set(on) {
      try {
        if (on) window.localStorage.setItem(key, '1');
        else window.localStorage.removeItem(key);
      } catch {
        // Storage off: nothing is kept.
      }
    },
    get() {
      try {
        return window.localStorage.getItem(key) === '1';
      } catch {
        return false;
      }
    },
  };
}
