import { useEffect, useState } from 'react';

/** How long a success or refusal note stays (spec 02 §9: success note 3000 ms). */
export const NOTE_MS = 3000;

/** A short note shown next to the control that caused it, cleared after three seconds. */
export function useTimedNote() {
  const [note, setNote] = useState<{ text: string; tone: 'ok' | 'error'; at: number } | null>(null);
  useEffect(() => {
    if (!note) return;
    const timer = setTimeout(() => setNote(null), NOTE_MS);
    return () => clearTimeout(timer);
  }, [note]);
  return { note, show: (text: string, tone: 'ok' | 'error' = 'ok') => setNote({ text, tone, at: Date.now() }) };
}
