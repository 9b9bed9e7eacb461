/**
 * Autosave's rules as a state machine (spec 02 §4.1): what waits, what is in flight, what the
 * server confirmed or refused, and what happens after a lost connection, a signature or an ended
 * sign-in. A pure reducer: each event gives the next state and the effects the screen carries out
 * (timers, the network, the browser's storage), so every transition is tested without a clock.
 */
import type { AnswerValue } from './definition.ts';
import { type Refusals, refusalsOf, retryDelay, sendableAnswers, standingRefusals } from './save-refusals.ts';

/** Answers typed but not yet confirmed by the server; null clears an answer. */
export type Pending = Record<string, AnswerValue | null>;

/**
 * Why a save failed, as autosave acts on it:
 * - `refused`: the server will not take these answers as they are; trying again unchanged cannot
 *   help, so each reason shows beside its question until the seller changes it;
 * - `locked`: a seller signed the form meanwhile; nothing more is sent;
 * - `session`: the sign-in ended; the app signs the user out, and the answers wait in the browser;
 * - `connection`: the network or the server failed: the connection banner, and a retry.
 */
export type SaveFailure =
  | { kind: 'refused'; message: string; questions: { questionId: string; message: string }[] }
  | { kind: 'locked'; message: string }
  | { kind: 'session' }
  | { kind: 'connection' };

/** The result of sending what waits: every answer confirmed, or why not. */
export type SaveOutcome = { ok: true } | { ok: false; failure: SaveFailure };

/**
 * What the screen says of the answers: `saved` only once the server confirmed every one;
 * `offline` after a lost connection (retrying); `held` while something typed is not an answer the
 * question takes (the answer check refused it, so it was not sent); `refused` while answers the
 * server refused wait for the seller to change them; `locked` once a signature stopped the saves.
 */
export type SaveStatus = 'saved' | 'unsaved' | 'saving' | 'offline' | 'held' | 'conflict' | 'refused' | 'locked';

/**
 * A co-seller saved an answer to a question this seller has an unsaved (or unconfirmed) answer to:
 * neither is chosen for them. Their answer waits here, this seller's stays on screen and is not
 * sent, until the seller keeps theirs or takes the co-seller's.
 */
export type Conflict = { readonly theirs: AnswerValue | null; readonly by: string };

export type AutosaveState = {
  /** Waiting to be sent (or in flight): kept in the browser until confirmed. */
  readonly pending: Readonly<Pending>;
  /** Waiting answers the server refused, with the value refused and why. */
  readonly refusals: Readonly<Refusals>;
  /** What the server confirmed during this visit, over the answers it sent with the form. */
  readonly confirmed: Readonly<Record<string, AnswerValue | undefined>>;
  /** What the inputs hold back, by question: typed, refused by the answer check, never sent. */
  readonly held: Readonly<Record<string, string>>;
  /** The answers of the save in flight, or null while none is. */
  readonly inFlight: Readonly<Pending> | null;
  /** The last save was lost to the connection; a retry is due. */
  readonly offline: boolean;
  /** Saves lost to the connection in a row: each waits longer before it is sent again. */
  readonly retries: number;
  /** Why the form takes no more answers (it was signed), or null. */
  readonly locked: string | null;
  /** The sign-in ended: nothing more is sent; the answers wait in the browser for the next visit. */
  readonly sessionEnded: boolean;
  /** False once the form is left: a save sent on leaving is not retried by a form nobody sees. */
  readonly open: boolean;
  /** Questions a co-seller answered while this seller's own answer to them was unsaved. */
  readonly conflicts: Readonly<Record<string, Conflict>>;
};

export type AutosaveEvent =
  /** The seller changed an answer; `saveDelay` from autosave.ts (the screen knows the section's progress). */
  | { type: 'answered'; questionId: string; value: AnswerValue | null; saveDelay: number }
  /** An input holds back what was typed (a reason), or no longer does (null). */
  | { type: 'held'; questionId: string; reason: string | null }
  /** Send what waits now (a timer fired, the seller signs, the form opens or closes). */
  | { type: 'send requested' }
  | { type: 'save confirmed' }
  | { type: 'save failed'; failure: SaveFailure }
  /** The form was read again: the server's answers already hold every one this visit saved. */
  | { type: 'server answers adopted' }
  /**
   * Someone else saved these answers (a live event): they now stand on the server. Where this
   * seller has an answer of their own waiting, a different one, it becomes a conflict.
   */
  | { type: 'changed elsewhere'; answers: Pending; by: string }
  /** The seller chose in a conflict: their own answer, or the co-seller's. */
  | { type: 'conflict settled'; questionId: string; keep: 'mine' | 'theirs' }
  | { type: 'form opened' }
  | { type: 'form left' };

export type AutosaveEffect =
  /** Write the waiting answers to the browser's storage. */
  | { type: 'keep pending'; pending: Pending }
  /** Write the standing refusals to the browser's storage. */
  | { type: 'keep refusals'; refusals: Refusals }
  /** Clear both from the browser's storage: a signed form takes no answers on a later visit. */
  | { type: 'forget kept answers' }
  /** Send what waits after this delay (0: at once), replacing any save already timed. */
  | { type: 'save after'; delay: number }
  | { type: 'cancel save' }
  /** Send these answers to the server, then tell the outcome. */
  | { type: 'send'; answers: Pending }
  /** Send what waits again after this delay, replacing any retry already timed. */
  | { type: 'retry after'; delay: number }
  | { type: 'cancel retry' }
  /** Send what waits again at once, after the save under way. */
  | { type: 'send again' }
  /** Tell the screen the form was found signed. */
  | { type: 'report locked' }
  /** The outcome of a send requested: for whoever waits on it. */
  | { type: 'settle'; outcome: SaveOutcome };

export type Transition = { state: AutosaveState; effects: AutosaveEffect[] };

const isEmpty = (record: object) => Object.keys(record).length === 0;

const same = (a: AnswerValue | null | undefined, b: AnswerValue | null | undefined) =>
  JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** What is still unconfirmed after the server accepted `sent`: answers changed since stay pending. */
export function afterConfirmed(pending: Readonly<Pending>, sent: Readonly<Pending>): Pending {
  const rest: Pending = {};
  for (const [key, value] of Object.entries(pending)) {
    if (!(key in sent) || !same(sent[key], value)) rest[key] = value;
  }
  return rest;
}

/** Answers over others: a null clears one. */
export function withAnswers(
  base: Readonly<Record<string, AnswerValue | undefined>>,
  changes: Readonly<Pending>,
): Record<string, AnswerValue | undefined> {
  const answers: Record<string, AnswerValue | undefined> = { ...base };
  for (const [key, value] of Object.entries(changes)) answers[key] = value === null ? undefined : value;
  return answers;
}

/** The state a form opens in, with what an earlier visit left in the browser. */
export function initialAutosave(kept: { pending: Pending; refused: Refusals }): AutosaveState {
  return {
    pending: kept.pending,
    refusals: standingRefusals(kept.pending, kept.refused),
    confirmed: {},
    held: {},
    inFlight: null,
    offline: false,
    retries: 0,
    locked: null,
    sessionEnded: false,
    open: true,
    conflicts: {},
  };
}

/** The waiting answers worth sending now: not one refused as it stands, nor one in conflict. */
export function sendable(state: AutosaveState): Pending {
  const answers = sendableAnswers(state.pending, state.refusals);
  if (isEmpty(state.conflicts)) return answers;
  return Object.fromEntries(Object.entries(answers).filter(([id]) => !(id in state.conflicts)));
}

const without = <T>(record: Readonly<Record<string, T>>, key: string): Record<string, T> =>
  Object.fromEntries(Object.entries(record).filter(([id]) => id !== key));

function changedElsewhere(state: AutosaveState, answers: Readonly<Pending>, by: string): Transition {
  let confirmed = state.confirmed;
  let conflicts = state.conflicts;
  for (const [questionId, theirs] of Object.entries(answers)) {
    // What this visit saved earlier no longer stands over the server's answer: theirs came after.
    if (questionId in confirmed) confirmed = without(confirmed, questionId);
    const mine = state.pending[questionId];
    if (questionId in state.pending && !same(mine, theirs)) conflicts = { ...conflicts, [questionId]: { theirs, by } };
    else if (questionId in conflicts) conflicts = without(conflicts, questionId);
  }
  if (confirmed === state.confirmed && conflicts === state.conflicts) return { state, effects: [] };
  return { state: { ...state, confirmed, conflicts }, effects: [] };
}

function conflictSettled(state: AutosaveState, questionId: string, keep: 'mine' | 'theirs'): Transition {
  const conflict = state.conflicts[questionId];
  if (!conflict) return { state, effects: [] };
  const conflicts = without(state.conflicts, questionId);
  if (keep === 'mine') {
    // This seller's answer goes (again) at once, so the server holds what they chose, whichever
    // of the two saves reached it last. One already confirmed is sent again as it was.
    const pending =
      questionId in state.pending
        ? state.pending
        : { ...state.pending, [questionId]: state.confirmed[questionId] ?? null };
    return {
      state: { ...state, pending, conflicts },
      effects: [...keepPending(state, pending), { type: 'save after', delay: 0 }],
    };
  }
  // Taking theirs: this seller's answer is withdrawn; if it was already sent (or is being sent),
  // theirs is sent back so that it is what stands.
  const sentMine = (state.inFlight !== null && questionId in state.inFlight) || questionId in state.confirmed;
  const pending = sentMine ? { ...state.pending, [questionId]: conflict.theirs } : without(state.pending, questionId);
  const confirmed = sentMine ? state.confirmed : without(state.confirmed, questionId);
  return {
    state: { ...state, pending, confirmed, conflicts },
    effects: [...keepPending(state, pending), ...(sentMine ? [{ type: 'save after', delay: 0 } as const] : [])],
  };
}

/** Confirmed, or the first standing refusal: what a send that had nothing to send reports. */
function standing(refusals: Readonly<Refusals>): SaveOutcome {
  const first = Object.values(refusals)[0];
  return first ? { ok: false, failure: { kind: 'refused', message: first.message, questions: [] } } : { ok: true };
}

/** The waiting answers, kept in the browser unless the form is signed (then nothing waits for a later visit). */
function keepPending(state: AutosaveState, pending: Pending): AutosaveEffect[] {
  return state.locked ? [] : [{ type: 'keep pending', pending }];
}

function failed(state: AutosaveState, failure: SaveFailure): Transition {
  const sent = state.inFlight ?? {};
  const settled = { ...state, inFlight: null };
  const settle: AutosaveEffect = { type: 'settle', outcome: { ok: false, failure } };
  switch (failure.kind) {
    case 'connection': {
      const retry: AutosaveEffect[] = state.open ? [{ type: 'retry after', delay: retryDelay(state.retries) }] : [];
      return {
        state: { ...settled, offline: true, retries: state.retries + 1 },
        effects: [{ type: 'cancel retry' }, ...retry, settle],
      };
    }
    case 'refused': {
      const refusals = { ...state.refusals, ...refusalsOf(sent, failure.questions, failure.message) };
      const next = { ...settled, offline: false, refusals };
      // The server refused the whole request: the answers it did not name are sent again at once, without the refused ones.
      const again: AutosaveEffect[] = isEmpty(sendable(next)) ? [] : [{ type: 'send again' }];
      return { state: next, effects: [{ type: 'keep refusals', refusals }, ...again, settle] };
    }
    case 'locked':
      // Kept on screen for this visit, the answers are not sent again on the next.
      return {
        state: { ...settled, offline: false, locked: failure.message },
        effects: [{ type: 'forget kept answers' }, { type: 'report locked' }, settle],
      };
    case 'session':
      return { state: { ...settled, sessionEnded: true }, effects: [settle] };
  }
}

export function transition(state: AutosaveState, event: AutosaveEvent): Transition {
  switch (event.type) {
    case 'answered': {
      const pending = { ...state.pending, [event.questionId]: event.value };
      // A changed answer is judged afresh: its old refusal no longer stands.
      const judgedAfresh = event.questionId in state.refusals;
      const refusals = judgedAfresh ? standingRefusals(pending, state.refusals) : state.refusals;
      return {
        state: { ...state, pending, refusals },
        effects: [
          ...keepPending(state, pending),
          ...(judgedAfresh ? [{ type: 'keep refusals', refusals } as const] : []),
          { type: 'save after', delay: event.saveDelay },
        ],
      };
    }
    case 'held': {
      const { questionId, reason } = event;
      // A change still waiting (the field emptied on the way to the refused text) is withdrawn: the
      // stored answer stays as it was until the user gives one the question takes.
      const withdraw = reason !== null && questionId in state.pending;
      const pending = withdraw
        ? Object.fromEntries(Object.entries(state.pending).filter(([id]) => id !== questionId))
        : state.pending;
      const unchanged = (state.held[questionId] ?? null) === reason;
      // Inputs say what they hold on every change: nothing new leaves the very same state, so nothing redraws.
      if (unchanged && !withdraw) return { state, effects: [] };
      const held = unchanged
        ? state.held
        : reason === null
          ? Object.fromEntries(Object.entries(state.held).filter(([id]) => id !== questionId))
          : { ...state.held, [questionId]: reason };
      return { state: { ...state, pending, held }, effects: withdraw ? keepPending(state, pending) : [] };
    }
    case 'send requested': {
      const settle = (outcome: SaveOutcome): Transition => ({ state, effects: [{ type: 'settle', outcome }] });
      if (state.locked) return settle({ ok: false, failure: { kind: 'locked', message: state.locked } });
      if (state.sessionEnded) return settle({ ok: false, failure: { kind: 'session' } });
      const answers = sendable(state);
      if (isEmpty(answers)) return settle(standing(state.refusals));
      return { state: { ...state, inFlight: answers }, effects: [{ type: 'send', answers }] };
    }
    case 'save confirmed': {
      const sent = state.inFlight ?? {};
      const pending = afterConfirmed(state.pending, sent);
      const refusals = standingRefusals(pending, state.refusals);
      return {
        state: {
          ...state,
          pending,
          refusals,
          confirmed: withAnswers(state.confirmed, sent),
          inFlight: null,
          offline: false,
          retries: 0,
        },
        effects: [
          ...keepPending(state, pending),
          { type: 'keep refusals', refusals },
          { type: 'settle', outcome: standing(refusals) },
        ],
      };
    }
    case 'save failed':
      return failed(state, event.failure);
    case 'server answers adopted':
      return { state: { ...state, confirmed: {} }, effects: [] };
    case 'changed elsewhere':
      return changedElsewhere(state, event.answers, event.by);
    case 'conflict settled':
      return conflictSettled(state, event.questionId, event.keep);
    case 'form opened':
      return { state: state.open ? state : { ...state, open: true }, effects: [] };
    case 'form left':
      // Leaving sends what waits at once rather than after the debounce.
      return {
        state: { ...state, open: false },
        effects: [
          { type: 'cancel retry' },
          isEmpty(sendable(state)) ? { type: 'cancel save' } : { type: 'send again' },
        ],
      };
  }
}

/** What the screen says of the answers, most pressing first. */
export function saveStatus(state: AutosaveState): SaveStatus {
  if (state.locked) return 'locked';
  if (state.inFlight) return 'saving';
  if (state.offline) return 'offline';
  if (!isEmpty(sendable(state))) return 'unsaved';
  if (!isEmpty(state.conflicts)) return 'conflict';
  if (!isEmpty(state.held)) return 'held';
  if (!isEmpty(state.refusals)) return 'refused';
  return 'saved';
}

/** The first reason an input holds back what was typed, if any: a signature would not cover it. */
export function firstHeldReason(state: AutosaveState): string | undefined {
  return Object.values(state.held)[0];
}
