import { useReducedMotion } from '@mantine/hooks';
import { useEffect } from 'react';
import classes from './Fireworks.module.css';

/** The 3 s celebration when a section is completed (spec 02 §4.1); none with reduced motion. */
export const CELEBRATION_MS = 3000;

export function Fireworks({ onDone }: { onDone: () => void }) {
  const reduced = useReducedMotion();
  useEffect(() => {
    const timer = setTimeout(onDone, reduced ? 0 : CELEBRATION_MS);
    return () => clearTimeout(timer);
  }, [onDone, reduced]);
  if (reduced) return null;
  return (
    <div className={classes.overlay} aria-hidden data-testid="fireworks">
      {Array.from({ length: 12 }, (_, index) => (
        <span
          key={index}
          className={classes.spark}
          style={{ '--angle': `${index * 30}deg`, '--delay': `${(index % 3) * 0.25}s` } as React.CSSProperties}
        />
      ))}
    </div>
  );
}
