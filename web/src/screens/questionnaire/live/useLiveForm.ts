import { useApolloClient } from '@apollo/client/react';
import { useEffect, useMemo, useState } from 'react';
import type { Pending } from '../../../../../domain/forms/autosave-machine.ts';
import type { AnswerValue } from '../../../../../domain/forms/definition.ts';
import { JUST_NOW_MS, liveChangeNote } from '../../../../../domain/live/notes.ts';
import { applyAnswersChanged } from '../../../cache/effects.ts';
import { usePropertyEvents } from '../../../live/usePropertyEvents.ts';

type Note = { by: string; reference: string; cleared: boolean; at: Date };

/** Who an event names when the platform made the change (a public record, a search provider). */
const PLATFORM = 'Public records';

/**
 * The form as others change it, while it is open: a co-seller's saved answers show in place at
 * once, each with a short note ("Sam Seller changed 4.1 just now"), and autosave is told, so an
 * answer this seller is still changing is never replaced (useAutosave makes it a choice). A
 * signature given or withdrawn by someone else reads the form again (it locks or unlocks it).
 */
export function useLiveForm(input: {
  propertyId: string;
  questionnaireId: number;
  viewerId: string | undefined;
  changedElsewhere: (answers: Pending, by: string) => void;
}): Readonly<Record<string, string>> {
  const { propertyId, questionnaireId, viewerId, changedElsewhere } = input;
  const client = useApolloClient();
  const [notes, setNotes] = useState<Readonly<Record<string, Note>>>({});
  const [now, setNow] = useState(() => new Date());

  usePropertyEvents(
    propertyId,
    (event) => {
      const byOther = event.actor?.id !== viewerId;
      if (event.__typename === 'AnswersChanged' && event.questionnaireId === questionnaireId) {
        const by = event.actor?.name ?? PLATFORM;
        // Autosave first: what this visit saved earlier must not stand over the answer arriving.
        if (byOther)
          changedElsewhere(
            Object.fromEntries(event.answers.map((answer) => [answer.questionKey, answer.value as AnswerValue | null])),
            by,
          );
        applyAnswersChanged(client.cache, event);
        if (!byOther) return;
        const at = new Date();
        setNow(at);
        setNotes((current) => ({
          ...current,
          ...Object.fromEntries(
            event.answers.map((answer) => [
              answer.questionKey,
              { by, reference: answer.reference, cleared: answer.value === null, at },
            ]),
          ),
        }));
      } else if (event.__typename === 'SignaturesChanged' && event.questionnaireId === questionnaireId && byOther) {
        void client.refetchQueries({ include: ['Questionnaire'] });
      }
    },
    ['Questionnaire'],
  );

  // "just now" turns into the time once a minute has passed.
  const latest = Math.max(0, ...Object.values(notes).map((note) => note.at.getTime()));
  useEffect(() => {
    if (latest === 0) return undefined;
    const wait = latest + JUST_NOW_MS - Date.now();
    if (wait <= 0) return undefined;
    const timer = setTimeout(() => setNow(new Date()), wait + 50);
    return () => clearTimeout(timer);
  }, [latest]);

  return useMemo(
    () => Object.fromEntries(Object.entries(notes).map(([key, note]) => [key, liveChangeNote(note, now)])),
    [notes, now],
  );
}
