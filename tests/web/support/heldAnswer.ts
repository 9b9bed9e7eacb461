/**
 * A server answer held back until the test lets it go, so the test can look at the screen while the
 * request is in flight (an optimistic change, a pending state) for as long as it needs, where a
 * fixed delay would race it.
 */
export function heldAnswer(): { held: Promise<void>; release: () => void } {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { held, release };
}
