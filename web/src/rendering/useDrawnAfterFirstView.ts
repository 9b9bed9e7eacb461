import { startTransition, useEffect, useState } from 'react';

/**
 * False until the screen's first view has been committed, then true from a background render. A
 * screen draws what lies below its first view (on a phone, most of it) only then, in a second,
 * interruptible commit, so the browser never has to create the whole screen's elements in one long
 * task. `ready` says when the first view has its data.
 */
export function useDrawnAfterFirstView(ready: boolean): boolean {
  const [drawn, setDrawn] = useState(false);
  useEffect(() => {
    if (ready && !drawn) startTransition(() => setDrawn(true));
  }, [ready, drawn]);
  return drawn;
}
