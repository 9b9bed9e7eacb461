import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { progressDelay, saveDelay } from '../../../../domain/forms/autosave.ts';
import { formProgress } from '../../../../domain/forms/completion.ts';
import { indexQuestions } from '../../../../domain/forms/questions.ts';
import type { AnswerValue, Answers, FormDefinition, Question } from '../../../../domain/forms/definition.ts';
import {
  QUIET_RETRY_DELAYS_MS,
  refusalsOf,
  retryDelay,
  sendableAnswers,
  standingRefusals,
  type Refusals,
} from '../../../../domain/forms/save-refusals.ts';
import { useSaveAnswersMutation } from '../../gql/forms.ts';
import { afterConfirmed, askedByForm, pendingStore, refusalStore, type Pending } from './pendingAnswers.ts';
import { saveFailureOf, type SaveFailure } from './saveFailure.ts';

/** A form's completion as the screen shows it: overall and per section. */
export type FormCompletion = { percent: number; sections: Readonly<Record<string, number | null>> };

/**
 * `uncounted` are answers from a record that do not count until the seller confirms them (the
 * server's rule, domain/forms/record-prefill.ts): left out while they still hold the record's value.
 */
function completionOf(
  definition: FormDefinition,
  answers: Answers,
  uncounted: ReadonlySet<string> = new Set(),
  server: Answers = {},
): FormCompletion {
  let counted = answers;
  if (uncounted.size > 0) {
    const copy: Record<string, AnswerValue | undefined> = { ...answers };
    for (const id of uncounted) if (JSON.stringify(copy[id]) === JSON.stringify(server[id])) delete copy[id];
    counted = copy;
  }
  const progress = formProgress(definition, counted);
  return { percent: progress.completion, sections: progress.sections };
}

/**
 * What the screen says of the answers: `saved` only once the server confirmed every one;
 * `offline` after a lost connection (retrying); `refused` while answers the server refused wait
 * for the seller to change them; `locked` once a signature stopped the saves.
 */
export type SaveStatus = 'saved' | 'unsaved' | 'saving' | 'offline' | 'refused' | 'locked';

/** The result of sending what waits: every answer confirmed, or why not. */
export type SaveOutcome = { ok: true } | { ok: false; failure: SaveFailure };

type Options = {
  userId: string;
  propertyId: string;
  questionnaireId: number;
  definition: FormDefinition;
  serverAnswers: Answers;
  /** Told when a section reaches 100 through the user's own answer (not a prefill). */
  onSectionComplete?: (sectionId: string) => void;
  /** Told when a save found the form signed, so the screen can show it locked. */
  onLocked?: () => void;
  /** Answers from records that do not count as answered yet. */
  uncounted?: ReadonlySet<string>;
};

function merge(server: Answers, pending: Pending): Answers {
  const answers: Record<string, AnswerValue | undefined> = { ...server };
  for (const [key, value] of Object.entries(pending)) answers[key] = value === null ? undefined : value;
  return answers;
}

const NONE: ReadonlySet<string> = new Set();

const isEmpty = (record: object) => Object.keys(record).length === 0;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sends a save, and sends it again after each short delay of QUIET_RETRY_DELAYS_MS while it fails
 * for the connection and the form is open; throws the last failure. The seller sees "saving"
 * meanwhile, not a failure.
 */
async function sendQuietlyRetried(send: () => Promise<unknown>, stillOpen: () => boolean): Promise<void> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      await send();
      return;
    } catch (error) {
      const retry =
        attempt < QUIET_RETRY_DELAYS_MS.length && stillOpen() && saveFailureOf(error as Error).kind === 'connection';
      if (!retry) throw error;
      await wait(QUIET_RETRY_DELAYS_MS[attempt]);
    }
  }
}

/**
 * Autosave as spec 02 §4.1 says: a save 5 s after the last answer, at once when a section crosses
 * 100; progress recalculated after 1 s (at once for an emptied answer or a yes/no flag). Only the
 * changed answers are sent; they stay in the browser until the server confirms them. Saves go one
 * at a time, in order. A refused answer waits, with its reason, until the seller changes it; a save
 * lost to the connection or a server fault is sent again a few times within seconds, unseen, then
 * with a growing delay and the banner; a signed form stops the saves.
 */
export function useAutosave({
  userId,
  propertyId,
  questionnaireId,
  definition,
  serverAnswers,
  onSectionComplete,
  onLocked,
  uncounted = NONE,
}: Options) {
  const store = useMemo(() => pendingStore(userId, propertyId, questionnaireId), [userId, propertyId, questionnaireId]);
  const refusedStore = useMemo(
    () => refusalStore(userId, propertyId, questionnaireId),
    [userId, propertyId, questionnaireId],
  );
  // What waits in the browser from an earlier visit, for the questions this form still asks.
  const [kept] = useState(() => {
    const index = indexQuestions(definition);
    const stored = { pending: store.read(), refused: refusedStore.read() };
    const asked = { pending: askedByForm(stored.pending, index), refused: askedByForm(stored.refused, index) };
    if (Object.keys(asked.pending).length < Object.keys(stored.pending).length) store.write(asked.pending);
    if (Object.keys(asked.refused).length < Object.keys(stored.refused).length) refusedStore.write(asked.refused);
    return asked;
  });
  const [pending, setPending] = useState<Pending>(kept.pending);
  const [refusals, setRefusals] = useState<Refusals>(() => standingRefusals(kept.pending, kept.refused));
  const [confirmed, setConfirmed] = useState<Answers>({});
  const [sending, setSending] = useState(false);
  const [offline, setOffline] = useState(false);
  const [locked, setLocked] = useState<string | null>(null);
  const [save] = useSaveAnswersMutation();

  const answers = useMemo(
    () => merge({ ...serverAnswers, ...confirmed }, pending),
    [serverAnswers, confirmed, pending],
  );
  const [progressAnswers, setProgressAnswers] = useState<Answers>(answers);
  const completion = useMemo(
    () => completionOf(definition, progressAnswers, uncounted, serverAnswers),
    [definition, progressAnswers, uncounted, serverAnswers],
  );
  const countedRef = useRef({ uncounted, serverAnswers });
  countedRef.current = { uncounted, serverAnswers };

  const pendingRef = useRef(pending);
  pendingRef.current = pending;
  const refusalsRef = useRef(refusals);
  refusalsRef.current = refusals;
  const lockedRef = useRef(locked);
  lockedRef.current = locked;
  const answersRef = useRef(answers);
  answersRef.current = answers;
  const serverRef = useRef(serverAnswers);
  serverRef.current = serverAnswers;
  const saveTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const retryTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const progressTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const retries = useRef(0);
  /** False once the form is left: a save sent on leaving is not retried by a form nobody sees. */
  const open = useRef(true);
  /**
   * Set when a save found the sign-in over: the app is signing the user out, and another save
   * (the one sent on leaving the form) would only end the session a second time. The answers wait
   * in the browser for the next visit.
   */
  const sessionEnded = useRef(false);
  /** The last save queued; the next one starts after it, so two saves never race. */
  const queue = useRef<Promise<SaveOutcome>>(Promise.resolve({ ok: true }));
  const flushRef = useRef<() => Promise<SaveOutcome>>(() => queue.current);

  const keepPending = useCallback(
    (next: Pending) => {
      pendingRef.current = next;
      // A signed form takes no answers: nothing is kept to be sent on a later visit.
      if (!lockedRef.current) store.write(next);
      setPending(next);
    },
    [store],
  );
  const keepRefusals = useCallback(
    (next: Refusals) => {
      refusalsRef.current = next;
      refusedStore.write(next);
      setRefusals(next);
    },
    [refusedStore],
  );

  /**
   * Sends every waiting answer the server has not refused as it stands; never throws. Kept in a ref
   * and renewed each render, so `flush` stays one function for the form's life: the form's data
   * changes with every save, and effects keyed on a new flush would send again.
   */
  const sendWaiting = useRef<() => Promise<SaveOutcome>>(async () => ({ ok: true }));
  sendWaiting.current = async (): Promise<SaveOutcome> => {
    if (lockedRef.current) return { ok: false, failure: { kind: 'locked', message: lockedRef.current } };
    if (sessionEnded.current) return { ok: false, failure: { kind: 'session' } };
    const sent = sendableAnswers(pendingRef.current, refusalsRef.current);
    const standing = (): SaveOutcome => {
      const first = Object.values(refusalsRef.current)[0];
      return first ? { ok: false, failure: { kind: 'refused', message: first.message, questions: [] } } : { ok: true };
    };
    if (isEmpty(sent)) return standing();
    setSending(true);
    const expected = completionOf(
      definition,
      answersRef.current,
      countedRef.current.uncounted,
      countedRef.current.serverAnswers,
    );
    const sendOnce = () =>
      save({
        variables: {
          input: {
            propertyId,
            questionnaireId,
            answers: Object.entries(sent).map(([questionKey, value]) => ({ questionKey, value })),
          },
        },
        optimisticResponse: {
          __typename: 'Mutation',
          saveAnswers: {
            __typename: 'AnswersSaved',
            savedAt: new Date().toISOString(),
            completion: {
              __typename: 'QuestionnaireCompletion',
              id: `${propertyId}:${questionnaireId}`,
              percent: expected.percent,
              sections: Object.entries(expected.sections).map(([sectionKey, percent]) => ({
                __typename: 'SectionCompletion' as const,
                sectionKey,
                percent,
              })),
            },
          },
        },
      });
    try {
      await sendQuietlyRetried(sendOnce, () => open.current);
      retries.current = 0;
      setOffline(false);
      setConfirmed((previous) => merge(previous, sent));
      const rest = afterConfirmed(pendingRef.current, sent);
      keepPending(rest);
      keepRefusals(standingRefusals(rest, refusalsRef.current));
      return standing();
    } catch (error) {
      const failure = saveFailureOf(error as Error);
      if (failure.kind === 'connection') {
        setOffline(true);
        clearTimeout(retryTimer.current);
        if (open.current) retryTimer.current = setTimeout(() => void flushRef.current(), retryDelay(retries.current));
        retries.current += 1;
      } else if (failure.kind === 'refused') {
        setOffline(false);
        keepRefusals({ ...refusalsRef.current, ...refusalsOf(sent, failure.questions, failure.message) });
        // The server refused the whole request: the answers it did not name are sent again at once, without the refused ones.
        if (!isEmpty(sendableAnswers(pendingRef.current, refusalsRef.current)))
          queueMicrotask(() => void flushRef.current());
      } else if (failure.kind === 'locked') {
        setOffline(false);
        lockedRef.current = failure.message;
        setLocked(failure.message);
        // A signed form takes no answers: kept on screen for this visit, they are not sent again on the next.
        store.write({});
        refusedStore.write({});
        onLocked?.();
      } else {
        sessionEnded.current = true;
      }
      return { ok: false, failure };
    } finally {
      setSending(false);
    }
  };

  /** Sends what waits now, after any save already under way; resolves once the server answered. */
  const flush = useCallback((): Promise<SaveOutcome> => {
    clearTimeout(saveTimer.current);
    clearTimeout(retryTimer.current);
    queue.current = queue.current.then(() => sendWaiting.current());
    return queue.current;
  }, []);
  flushRef.current = flush;

  /**
   * Before signing (spec 02 §4.1 cancels the debounced save): what waits is sent at once and every
   * save under way is waited for, so the signature covers every answer typed. Resolves `ok` only
   * when the server confirmed them all.
   */
  const saveAll = useCallback(async (): Promise<SaveOutcome> => {
    // Answers typed while a save was under way wait for the next round; a few rounds reach the end.
    for (let round = 0; round < 5; round += 1) {
      const outcome = await flush();
      if (!outcome.ok) return outcome;
      if (isEmpty(sendableAnswers(pendingRef.current, refusalsRef.current))) return outcome;
    }
    return { ok: false, failure: { kind: 'connection' } };
  }, [flush]);

  /**
   * After the form was read again (a signature refused for answers changed meanwhile): the
   * server's answers already hold every one this screen saved, so its own copies of them step
   * aside, and an answer someone else changed after this seller's own save shows as it now is.
   */
  const adoptServerAnswers = useCallback(() => {
    setConfirmed({});
    setProgressAnswers(merge(serverRef.current, pendingRef.current));
  }, []);

  const setAnswer = useCallback(
    (question: Question, value: AnswerValue | null) => {
      const before = completionOf(
        definition,
        answersRef.current,
        countedRef.current.uncounted,
        countedRef.current.serverAnswers,
      );
      keepPending({ ...pendingRef.current, [question.id]: value });
      // A changed answer is judged afresh: its old refusal no longer stands.
      if (question.id in refusalsRef.current) keepRefusals(standingRefusals(pendingRef.current, refusalsRef.current));
      const withChange = merge(answersRef.current, { [question.id]: value });
      const after = completionOf(
        definition,
        withChange,
        countedRef.current.uncounted,
        countedRef.current.serverAnswers,
      );

      clearTimeout(progressTimer.current);
      if (progressDelay(question, value ?? undefined) === 0) setProgressAnswers(withChange);
      // By the time the timer fires the answer has rendered, so the latest answers include it.
      else
        progressTimer.current = setTimeout(
          () => setProgressAnswers(answersRef.current),
          progressDelay(question, value ?? undefined),
        );

      for (const [section, percent] of Object.entries(after.sections)) {
        if (percent === 100 && before.sections[section] !== 100) onSectionComplete?.(section);
      }
      clearTimeout(saveTimer.current);
      const section = definition.sections.find((candidate) =>
        candidate.groups.some((group) => group.questions.some((q) => q.id === question.id)),
      );
      const delay = saveDelay({
        type: question.type,
        sectionBefore: section ? (before.sections[section.id] ?? null) : null,
        sectionAfter: section ? (after.sections[section.id] ?? null) : null,
      });
      if (delay === 0) queueMicrotask(() => void flush());
      else saveTimer.current = setTimeout(() => void flush(), delay);
    },
    [definition, flush, keepPending, keepRefusals, onSectionComplete],
  );

  // Answers left from an earlier visit (a reload, an expired session) are sent as soon as the form opens.
  useEffect(() => {
    if (!isEmpty(sendableAnswers(pendingRef.current, refusalsRef.current))) void flush();
  }, [flush]);

  useEffect(() => setProgressAnswers(answersRef.current), [serverAnswers]);

  // Leaving the form sends what is waiting at once rather than after the debounce.
  useEffect(() => {
    open.current = true;
    return () => {
      open.current = false;
      clearTimeout(progressTimer.current);
      clearTimeout(retryTimer.current);
      if (!isEmpty(sendableAnswers(pendingRef.current, refusalsRef.current))) void flush();
      else clearTimeout(saveTimer.current);
    };
  }, [flush]);

  const status: SaveStatus = locked
    ? 'locked'
    : sending
      ? 'saving'
      : offline
        ? 'offline'
        : !isEmpty(sendableAnswers(pending, refusals))
          ? 'unsaved'
          : !isEmpty(refusals)
            ? 'refused'
            : 'saved';

  return {
    answers,
    completion,
    status,
    refusals,
    lockedMessage: locked,
    setAnswer,
    flush,
    saveAll,
    adoptServerAnswers,
  };
}
