import { useEffect, useState, type ComponentProps } from 'react';
import type { TermsModal as TermsModalComponent } from './TermsModal.tsx';

type Props = ComponentProps<typeof TermsModalComponent>;

/**
 * The terms modal (with Mantine's Modal, focus trap and scroll lock) is fetched only for a viewer
 * who has not accepted the terms: most visits never need it. It is due 500 ms after the screen
 * loads, which is ample time for the chunk. If the chunk cannot be fetched, the next visit tries again.
 */
export function LazyTermsModal(props: Props) {
  const [Modal, setModal] = useState<typeof TermsModalComponent | null>(null);
  useEffect(() => {
    let live = true;
    import('./TermsModal.tsx').then(
      (module) => live && setModal(() => module.TermsModal),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return Modal ? <Modal {...props} /> : null;
}
