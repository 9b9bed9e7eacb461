import { useEffect, useState, type ComponentProps, type ComponentType } from 'react';
import type { TermsModal } from '../../terms/TermsModal.tsx';

/**
 * A part of the screen that most visits never show, fetched only when it is about to be shown. If
 * it cannot be fetched it stays absent (the next visit tries again).
 */
function useLazyPart<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> | null {
  const [Part, setPart] = useState<ComponentType<P> | null>(null);
  useEffect(() => {
    let live = true;
    load().then(
      (loaded) => live && setPart(() => loaded),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [load]);
  return Part;
}

const loadTermsModal = () => import('../../terms/TermsModal.tsx').then((module) => module.TermsModal);

/** The terms modal (Mantine's Modal, focus trap, scroll lock) for a viewer who has not accepted them; it is due 500 ms after the screen loads, ample time for the chunk. */
export function LazyTermsModal(props: ComponentProps<typeof TermsModal>) {
  const Part = useLazyPart(loadTermsModal);
  return Part ? <Part {...props} /> : null;
}
