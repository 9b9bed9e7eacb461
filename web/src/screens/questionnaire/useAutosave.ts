import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { progressDelay, saveDelay, SAVE_DEBOUNCE_MS } from '../../../../domain/forms/autosave.ts';
import { formProgress } from '../../../../domain/forms/completion.ts';
import type { AnswerValue, Answers, FormDefinition, Question } from '../../../../domain/forms/definition.ts';

/** A form's completion as the screen shows it: overall and per section. */
export type FormCompletion = { percent: number; sections: Readonly<Record<string, number | null>> };

function completionOf(definition: FormDefinition, answers: Answers): FormCompletion {
  const progress = formProgress(definition, answers);
  return { percent: progress.completion, sections: progress.sections };
}
import { useSaveAnswersMutation } from '../../gql/forms.ts';
import { afterConfirmed, pendingStore, type Pending } from './pendingAnswers.ts';

export type SaveStatus = 'saved' | 'unsaved' | 'saving' | 'failed';

type Options = {
  userId: string;
  propertyId: string;
  questionnaireId: number;
  definition: FormDefinition;
  serverAnswers: Answers;
  /** Told when a section reaches 100 through the user's own answer (not a prefill). */
  onSectionComplete?: (sectionId: string) => void;
};

function merge(server: Answers, pending: Pending): Answers {
  const answers: Record<string, AnswerValue | undefined> = { ...server };
  for (const [key, value] of Object.entries(pending)) answers[key] = value === null ? undefined : value;
  return answers;
}

/**
 * Autosave as spec 02 §4.1 says: a save 5 s after the last answer, at once when a section crosses
 * 100; progress recalculated after 1 s (at once for an emptied answer or a yes/no flag). Only the
 * changed answers are sent; they stay in the browser until the server confirms them.
 */
export function useAutosave({ userId, propertyId, questionnaireId, definition, serverAnswers, onSectionComplete }: Options) {
  const store = useMemo(() => pendingStore(userId, propertyId, questionnaireId), [userId, propertyId, questionnaireId]);
  const [pending, setPending] = useState<Pending>(() => store.read());
  const [confirmed, setConfirmed] = useState<Answers>({});
  const [status, setStatus] = useState<SaveStatus>(() => (Object.keys(store.read()).length ? 'unsaved' : 'saved'));
  const [save] = useSaveAnswersMutation();

  const answers = useMemo(() => merge({ ...serverAnswers, ...confirmed }, pending), [serverAnswers, confirmed, pending]);
  const [progressAnswers, setProgressAnswers] = useState<Answers>(answers);
  const completion = useMemo(() => completionOf(definition, progressAnswers), [definition, progressAnswers]);

  const pendingRef = useRef(pending);
  pendingRef.current = pending;
  const answersRef = useRef(answers);
  answersRef.current = answers;
  const saveTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const progressTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const inFlight = useRef(false);

  const flush = useCallback(async () => {
    clearTimeout(saveTimer.current);
    const sent = pendingRef.current;
    if (Object.keys(sent).length === 0 || inFlight.current) return;
    inFlight.current = true;
    setStatus('saving');
    const expected = completionOf(definition, answersRef.current);
    try {
      await save({
        variables: { input: { propertyId, questionnaireId, answers: Object.entries(sent).map(([questionKey, value]) => ({ questionKey, value })) } },
        optimisticResponse: {
          __typename: 'Mutation',
          saveAnswers: {
            __typename: 'AnswersSaved',
            savedAt: new Date().toISOString(),
            completion: {
              __typename: 'QuestionnaireCompletion',
              id: `${propertyId}:${questionnaireId}`,
              percent: expected.percent,
              sections: Object.entries(expected.sections).map(([sectionKey, percent]) => ({ __typename: 'SectionCompletion' as const, sectionKey, percent })),
            },
          },
        },
      });
      setConfirmed((previous) => merge(previous, sent));
      const rest = afterConfirmed(pendingRef.current, sent);
      pendingRef.current = rest;
      store.write(rest);
      setPending(rest);
      setStatus(Object.keys(rest).length ? 'unsaved' : 'saved');
    } catch {
      setStatus('failed');
    } finally {
      inFlight.current = false;
    }
    if (Object.keys(pendingRef.current).length) saveTimer.current = setTimeout(() => void flush(), SAVE_DEBOUNCE_MS);
  }, [definition, propertyId, questionnaireId, save, store]);

  const setAnswer = useCallback(
    (question: Question, value: AnswerValue | null) => {
      const before = completionOf(definition, answersRef.current);
      const next = { ...pendingRef.current, [question.id]: value };
      pendingRef.current = next;
      store.write(next);
      setPending(next);
      setStatus('unsaved');
      const withChange = merge(answersRef.current, { [question.id]: value });
      const after = completionOf(definition, withChange);

      clearTimeout(progressTimer.current);
      if (progressDelay(question, value ?? undefined) === 0) setProgressAnswers(withChange);
      // By the time the timer fires the answer has rendered, so the latest answers include it.
      else progressTimer.current = setTimeout(() => setProgressAnswers(answersRef.current), progressDelay(question, value ?? undefined));

      for (const [section, percent] of Object.entries(after.sections)) {
        if (percent === 100 && before.sections[section] !== 100) onSectionComplete?.(section);
      }
      clearTimeout(saveTimer.current);
      const section = definition.sections.find((candidate) => candidate.groups.some((group) => group.questions.some((q) => q.id === question.id)));
      const delay = saveDelay({ type: question.type, sectionBefore: section ? (before.sections[section.id] ?? null) : null, sectionAfter: section ? (after.sections[section.id] ?? null) : null });
      if (delay === 0) queueMicrotask(() => void flush());
      else saveTimer.current = setTimeout(() => void flush(), delay);
    },
    [definition, flush, onSectionComplete, store],
  );

  /** Drops what is waiting to be saved (signing cancels the autosave, spec 02 §4.1) and clears the connection-problem flag. */
  const cancel = useCallback(() => {
    clearTimeout(saveTimer.current);
    clearTimeout(progressTimer.current);
    pendingRef.current = {};
    store.write({});
    setPending({});
    setStatus('saved');
  }, [store]);

  // Answers left from an earlier visit (a reload, an expired session) are sent as soon as the form opens.
  useEffect(() => {
    if (Object.keys(pendingRef.current).length) void flush();
  }, [flush]);

  useEffect(() => setProgressAnswers(answersRef.current), [serverAnswers]);

  // Leaving the form sends what is waiting at once rather than after the debounce.
  useEffect(
    () => () => {
      clearTimeout(progressTimer.current);
      if (Object.keys(pendingRef.current).length) void flush();
      else clearTimeout(saveTimer.current);
    },
    [flush],
  );

  return { answers, completion, status, setAnswer, flush, cancel, pendingCount: Object.keys(pending).length };
}
