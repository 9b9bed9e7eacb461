/**
 * What an upload area says it does: "drag here or click" where there is a mouse, and on a phone,
 * which cannot drag files, what a tap does there. The device decides by CSS (styles.css), so the
 * right words are there from the first paint.
 */
export function DropHint({ pointer, touch }: { pointer: string; touch: string }) {
  return (
    <>
      <span className="drop-hint-pointer">{pointer}</span>
      <span className="drop-hint-touch">{touch}</span>
    </>
  );
}
