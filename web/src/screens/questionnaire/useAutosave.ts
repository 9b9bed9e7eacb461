import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { progressDelay, saveDelay } from '../../../../domain/forms/autosave.ts';
import { formProgress } from '../../../../domain/forms/completion.ts';
import { indexQuestions } from '../../../../domain/forms/questions.ts';
import type { AnswerValue, Answers, FormDefinition, Question } from '../../../../domain/forms/definition.ts';
import {
  type AutosaveEvent,
  type AutosaveState,
  type Pending,
  firstHeldReason,
  initialAutosave,
  type SaveOutcome,
  type SaveStatus,
  saveStatus,
  sendable,
  transition,
  withAnswers,
} from '../../../../domain/forms/autosave-machine.ts';
import { QUIET_RETRY_DELAYS_MS } from '../../../../domain/forms/save-refusals.ts';
import { optimisticAnswersSaved } from '../../cache/effects.ts';
import { useSaveAnswersMutation } from '../../gql/forms.ts';
import { askedByForm, pendingStore, refusalStore } from './pendingAnswers.ts';
import { saveFailureOf } from './saveFailure.ts';

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

type Options = {
  userId: string;
  propertyId: string;
  questionnaireId: number;
  /** The form's id as the server gave it: its completion in the cache shows each save at once. */
  formId: string;
  definition: FormDefinition;
  serverAnswers: Answers;
  /** Told when a section reaches 100 through the user's own answer (not a prefill). */
  onSectionComplete?: (sectionId: string) => void;
  /** Told when a save found the form signed, so the screen can show it locked. */
  onLocked?: () => void;
  /** Answers from records that do not count as answered yet. */
  uncounted?: ReadonlySet<string>;
};

const NONE: ReadonlySet<string> = new Set();

/** Why a signature waits while a question is answered two ways. */
export const CHOOSE_FIRST = "Choose between your answer and your co-seller's where the form asks you to, then sign.";

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
 * at a time, in order. What follows a save (confirmed, refused, lost, locked, session ended) is
 * decided by the state machine in domain/forms/autosave-machine.ts; this hook keeps the timers,
 * the browser's storage and the network.
 */
export function useAutosave({
  userId,
  propertyId,
  questionnaireId,
  formId,
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
  const [initial] = useState(() => {
    const index = indexQuestions(definition);
    const stored = { pending: store.read(), refused: refusedStore.read() };
    const asked = { pending: askedByForm(stored.pending, index), refused: askedByForm(stored.refused, index) };
    if (Object.keys(asked.pending).length < Object.keys(stored.pending).length) store.write(asked.pending);
    if (Object.keys(asked.refused).length < Object.keys(stored.refused).length) refusedStore.write(asked.refused);
    return initialAutosave(asked);
  });
  const [state, setState] = useState<AutosaveState>(initial);
  /** The machine's latest state: events arrive between renders (timers, answers from the server). */
  const stateRef = useRef(initial);
  const [save] = useSaveAnswersMutation();
  const client = useApolloClient();

  const answers = useMemo(
    () => withAnswers({ ...serverAnswers, ...state.confirmed }, state.pending),
    [serverAnswers, state.confirmed, state.pending],
  );
  const [progressAnswers, setProgressAnswers] = useState<Answers>(answers);
  const completion = useMemo(
    () => completionOf(definition, progressAnswers, uncounted, serverAnswers),
    [definition, progressAnswers, uncounted, serverAnswers],
  );
  const countedRef = useRef({ uncounted, serverAnswers });
  countedRef.current = { uncounted, serverAnswers };

  const answersRef = useRef(answers);
  answersRef.current = answers;
  const serverRef = useRef(serverAnswers);
  serverRef.current = serverAnswers;
  const saveTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const retryTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const progressTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  /** The last save queued; the next one starts after it, so two saves never race. */
  const queue = useRef<Promise<SaveOutcome>>(Promise.resolve({ ok: true }));
  const flushRef = useRef<() => Promise<SaveOutcome>>(() => queue.current);

  /**
   * Feeds an event to the machine and carries out its effects; returns the outcome it settled, if
   * any. Renewed each render (it reads the latest callbacks), and called through the ref.
   */
  const dispatchRef = useRef<(event: AutosaveEvent) => SaveOutcome | undefined>(() => undefined);
  dispatchRef.current = (event) => {
    const next = transition(stateRef.current, event);
    if (next.state !== stateRef.current) {
      stateRef.current = next.state;
      setState(next.state);
    }
    let outcome: SaveOutcome | undefined;
    for (const effect of next.effects) {
      switch (effect.type) {
        case 'keep pending':
          store.write(effect.pending);
          break;
        case 'keep refusals':
          refusedStore.write(effect.refusals);
          break;
        case 'forget kept answers':
          store.write({});
          refusedStore.write({});
          break;
        case 'save after':
          clearTimeout(saveTimer.current);
          if (effect.delay === 0) queueMicrotask(() => void flushRef.current());
          else saveTimer.current = setTimeout(() => void flushRef.current(), effect.delay);
          break;
        case 'cancel save':
          clearTimeout(saveTimer.current);
          break;
        case 'retry after':
          clearTimeout(retryTimer.current);
          retryTimer.current = setTimeout(() => void flushRef.current(), effect.delay);
          break;
        case 'cancel retry':
          clearTimeout(retryTimer.current);
          break;
        case 'send again':
          queueMicrotask(() => void flushRef.current());
          break;
        case 'report locked':
          onLocked?.();
          break;
        case 'settle':
          outcome = effect.outcome;
          break;
        case 'send':
          // Sent by sendWaiting, which awaits the network.
          break;
      }
    }
    return outcome;
  };
  const dispatch = useCallback((event: AutosaveEvent) => dispatchRef.current(event), []);

  /** Sends every waiting answer the server has not refused as it stands; never throws. */
  const sendWaiting = useRef<() => Promise<SaveOutcome>>(async () => ({ ok: true }));
  sendWaiting.current = async (): Promise<SaveOutcome> => {
    const nothingToSend = dispatch({ type: 'send requested' });
    const sent = stateRef.current.inFlight;
    if (nothingToSend || !sent) return nothingToSend ?? { ok: true };
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
        optimisticResponse: optimisticAnswersSaved(client.cache, formId, expected, new Date().toISOString()),
      });
    let event: AutosaveEvent;
    try {
      await sendQuietlyRetried(sendOnce, () => stateRef.current.open);
      event = { type: 'save confirmed' };
    } catch (error) {
      event = { type: 'save failed', failure: saveFailureOf(error as Error) };
    }
    return dispatch(event) ?? { ok: true };
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
    // A signature covers what the seller chose: a question answered two ways waits for the choice.
    if (!isEmpty(stateRef.current.conflicts))
      return { ok: false, failure: { kind: 'refused', message: CHOOSE_FIRST, questions: [] } };
    // Answers typed while a save was under way wait for the next round; a few rounds reach the end.
    for (let round = 0; round < 5; round += 1) {
      const outcome = await flush();
      if (!outcome.ok) return outcome;
      if (isEmpty(sendable(stateRef.current))) {
        // Something typed and held back was never sent: the signature would not cover what the screen shows.
        const reason = firstHeldReason(stateRef.current);
        return reason === undefined
          ? outcome
          : { ok: false, failure: { kind: 'refused', message: reason, questions: [] } };
      }
    }
    return { ok: false, failure: { kind: 'connection' } };
  }, [flush]);

  /** An input tells what it holds back (a reason) or that it no longer does (null). */
  const hold = useCallback(
    (questionId: string, reason: string | null) => void dispatch({ type: 'held', questionId, reason }),
    [dispatch],
  );

  /**
   * After the form was read again (a signature refused for answers changed meanwhile): the
   * server's answers already hold every one this screen saved, so its own copies of them step
   * aside, and an answer someone else changed after this seller's own save shows as it now is.
   */
  const adoptServerAnswers = useCallback(() => {
    dispatch({ type: 'server answers adopted' });
    setProgressAnswers(withAnswers(serverRef.current, stateRef.current.pending));
  }, [dispatch]);

  /**
   * A co-seller saved answers (a live event, already in the cache): they show as they now stand,
   * except where this seller has an answer of their own waiting, which becomes a choice.
   */
  const changedElsewhere = useCallback(
    (changed: Pending, by: string) => dispatch({ type: 'changed elsewhere', answers: changed, by }),
    [dispatch],
  );

  /** The seller's choice in a conflict: their own answer, or the co-seller's. */
  const settleConflict = useCallback(
    (questionId: string, keep: 'mine' | 'theirs') => dispatch({ type: 'conflict settled', questionId, keep }),
    [dispatch],
  );

  const setAnswer = useCallback(
    (question: Question, value: AnswerValue | null) => {
      const before = completionOf(
        definition,
        answersRef.current,
        countedRef.current.uncounted,
        countedRef.current.serverAnswers,
      );
      const withChange = withAnswers(answersRef.current, { [question.id]: value });
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
      const section = definition.sections.find((candidate) =>
        candidate.groups.some((group) => group.questions.some((q) => q.id === question.id)),
      );
      const delay = saveDelay({
        type: question.type,
        sectionBefore: section ? (before.sections[section.id] ?? null) : null,
        sectionAfter: section ? (after.sections[section.id] ?? null) : null,
      });
      dispatch({ type: 'answered', questionId: question.id, value, saveDelay: delay });
    },
    [definition, dispatch, onSectionComplete],
  );

  // Answers left from an earlier visit (a reload, an expired session) are sent as soon as the form opens.
  useEffect(() => {
    if (!isEmpty(sendable(stateRef.current))) void flush();
  }, [flush]);

  useEffect(() => setProgressAnswers(answersRef.current), [serverAnswers]);

  // Leaving the form sends what is waiting at once rather than after the debounce.
  useEffect(() => {
    dispatch({ type: 'form opened' });
    return () => {
      clearTimeout(progressTimer.current);
      dispatch({ type: 'form left' });
    };
  }, [dispatch]);

  const status: SaveStatus = saveStatus(state);

  return {
    answers,
    completion,
    status,
    refusals: state.refusals,
    held: state.held,
    conflicts: state.conflicts,
    lockedMessage: state.locked,
    setAnswer,
    hold,
    flush,
    saveAll,
    adoptServerAnswers,
    changedElsewhere,
    settleConflict,
  };
}
