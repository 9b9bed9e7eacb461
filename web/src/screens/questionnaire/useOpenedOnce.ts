import { useState } from 'react';

/**
 * True from the first render in which `open` is, and for good after. A closed section of a long form
 * holds dozens of inputs nobody sees yet: drawing them only when the section is first opened keeps
 * the form's first load from building every section's elements in one long task on a phone, and a
 * section closed again keeps its inputs (and where its carousel stood).
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
