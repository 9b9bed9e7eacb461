import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type AutosaveEffect,
  type AutosaveEvent,
  type AutosaveState,
  initialAutosave,
  type SaveFailure,
  saveStatus,
  transition,
} from '../../../../domain/forms/autosave-machine.ts';
import type { AnswerValue } from '../../../../domain/forms/definition.ts';
import { RETRY_FIRST_MS } from '../../../../domain/forms/save-refusals.ts';

const REASON = 'The answer to 9.1 must name the kind of parking.';
const SIGNED = 'This form has been signed, so it can no longer be changed.';

const fresh = initialAutosave({ pending: {}, refused: {} });
/** A state: the fresh form with some of its fields changed. */
const given = (changes: Partial<AutosaveState>): AutosaveState => ({ ...fresh, ...changes });

const refused = (questions: { questionId: string; message: string }[] = []): SaveFailure => ({
  kind: 'refused',
  message: REASON,
  questions,
});
const settle = (failure?: SaveFailure): AutosaveEffect => ({
  type: 'settle',
  outcome: failure ? { ok: false, failure } : { ok: true },
});

type Row = {
  name: string;
  state: AutosaveState;
  event: AutosaveEvent;
  next: Partial<AutosaveState>;
  effects: AutosaveEffect[];
};

/** Every state the machine can be in (waiting, in flight, offline, refused, locked, session ended, left) × every event. */
const rows: Row[] = [
  // answered
  {
    name: 'an answer on a fresh form waits and is kept in the browser; the save is timed',
    state: fresh,
    event: { type: 'answered', questionId: 'q1', value: 'Yes', saveDelay: 5000 },
    next: { pending: { q1: 'Yes' } },
    effects: [
      { type: 'keep pending', pending: { q1: 'Yes' } },
      { type: 'save after', delay: 5000 },
    ],
  },
  {
    name: 'an answer that completes a section is saved at once',
    state: fresh,
    event: { type: 'answered', questionId: 'q1', value: 'Yes', saveDelay: 0 },
    next: { pending: { q1: 'Yes' } },
    effects: [
      { type: 'keep pending', pending: { q1: 'Yes' } },
      { type: 'save after', delay: 0 },
    ],
  },
  {
    name: 'a refused answer changed is judged afresh: its refusal goes',
    state: given({ pending: { q3: 'Bad' }, refusals: { q3: { value: 'Bad', message: REASON } } }),
    event: { type: 'answered', questionId: 'q3', value: 'Garage', saveDelay: 5000 },
    next: { pending: { q3: 'Garage' }, refusals: {} },
    effects: [
      { type: 'keep pending', pending: { q3: 'Garage' } },
      { type: 'keep refusals', refusals: {} },
      { type: 'save after', delay: 5000 },
    ],
  },
  {
    name: 'an answer on a signed form is shown but not kept for a later visit',
    state: given({ locked: SIGNED }),
    event: { type: 'answered', questionId: 'q1', value: 'No', saveDelay: 5000 },
    next: { pending: { q1: 'No' } },
    effects: [{ type: 'save after', delay: 5000 }],
  },
  {
    name: 'an answer typed while a save is in flight waits for the next one',
    state: given({ pending: { q1: 'Yes' }, inFlight: { q1: 'Yes' } }),
    event: { type: 'answered', questionId: 'q2', value: 'No', saveDelay: 5000 },
    next: { pending: { q1: 'Yes', q2: 'No' }, inFlight: { q1: 'Yes' } },
    effects: [
      { type: 'keep pending', pending: { q1: 'Yes', q2: 'No' } },
      { type: 'save after', delay: 5000 },
    ],
  },
  // held
  {
    name: 'an input holding back what was typed withdraws the change still waiting for it',
    state: given({ pending: { q1: 'Yes', q5: '' } }),
    event: { type: 'held', questionId: 'q5', reason: 'Enter a year between 1900 and 2026.' },
    next: { pending: { q1: 'Yes' }, held: { q5: 'Enter a year between 1900 and 2026.' } },
    effects: [{ type: 'keep pending', pending: { q1: 'Yes' } }],
  },
  {
    name: 'an input holding back with nothing waiting only says so',
    state: fresh,
    event: { type: 'held', questionId: 'q5', reason: 'Enter a year between 1900 and 2026.' },
    next: { held: { q5: 'Enter a year between 1900 and 2026.' } },
    effects: [],
  },
  {
    name: 'an input that no longer holds back lets its reason go',
    state: given({ held: { q5: 'Enter a year between 1900 and 2026.' } }),
    event: { type: 'held', questionId: 'q5', reason: null },
    next: { held: {} },
    effects: [],
  },
  // send requested
  {
    name: 'a send with answers waiting puts them in flight',
    state: given({ pending: { q1: 'Yes', q2: null } }),
    event: { type: 'send requested' },
    next: { inFlight: { q1: 'Yes', q2: null } },
    effects: [{ type: 'send', answers: { q1: 'Yes', q2: null } }],
  },
  {
    name: 'a send leaves out an answer still holding the value refused',
    state: given({ pending: { q1: 'Yes', q3: 'Bad' }, refusals: { q3: { value: 'Bad', message: REASON } } }),
    event: { type: 'send requested' },
    next: { inFlight: { q1: 'Yes' } },
    effects: [{ type: 'send', answers: { q1: 'Yes' } }],
  },
  {
    name: 'a send with nothing waiting settles as saved',
    state: fresh,
    event: { type: 'send requested' },
    next: {},
    effects: [settle()],
  },
  {
    name: 'a send with only refused answers waiting settles with the refusal',
    state: given({ pending: { q3: 'Bad' }, refusals: { q3: { value: 'Bad', message: REASON } } }),
    event: { type: 'send requested' },
    next: {},
    effects: [settle(refused())],
  },
  {
    name: 'a send on a signed form sends nothing and says why',
    state: given({ pending: { q1: 'Yes' }, locked: SIGNED }),
    event: { type: 'send requested' },
    next: {},
    effects: [settle({ kind: 'locked', message: SIGNED })],
  },
  {
    name: 'a send after the sign-in ended sends nothing',
    state: given({ pending: { q1: 'Yes' }, sessionEnded: true }),
    event: { type: 'send requested' },
    next: {},
    effects: [settle({ kind: 'session' })],
  },
  // save confirmed
  {
    name: 'a confirmed save lets its answers go from the browser and counts them as the server’s',
    state: given({ pending: { q1: 'Yes', q2: null }, inFlight: { q1: 'Yes', q2: null } }),
    event: { type: 'save confirmed' },
    next: { pending: {}, confirmed: { q1: 'Yes', q2: undefined }, inFlight: null },
    effects: [{ type: 'keep pending', pending: {} }, { type: 'keep refusals', refusals: {} }, settle()],
  },
  {
    name: 'a confirmed save keeps an answer changed while it was in flight',
    state: given({ pending: { q1: 'Yes, two' }, inFlight: { q1: 'Yes' } }),
    event: { type: 'save confirmed' },
    next: { pending: { q1: 'Yes, two' }, confirmed: { q1: 'Yes' }, inFlight: null },
    effects: [{ type: 'keep pending', pending: { q1: 'Yes, two' } }, { type: 'keep refusals', refusals: {} }, settle()],
  },
  {
    name: 'a confirmed save after a lost connection is back online and starts the retries afresh',
    state: given({ pending: { q1: 'Yes' }, inFlight: { q1: 'Yes' }, offline: true, retries: 3 }),
    event: { type: 'save confirmed' },
    next: { pending: {}, confirmed: { q1: 'Yes' }, inFlight: null, offline: false, retries: 0 },
    effects: [{ type: 'keep pending', pending: {} }, { type: 'keep refusals', refusals: {} }, settle()],
  },
  {
    name: 'a confirmed save with a refusal still standing settles with it',
    state: given({
      pending: { q1: 'Yes', q3: 'Bad' },
      refusals: { q3: { value: 'Bad', message: REASON } },
      inFlight: { q1: 'Yes' },
    }),
    event: { type: 'save confirmed' },
    next: { pending: { q3: 'Bad' }, confirmed: { q1: 'Yes' }, inFlight: null },
    effects: [
      { type: 'keep pending', pending: { q3: 'Bad' } },
      { type: 'keep refusals', refusals: { q3: { value: 'Bad', message: REASON } } },
      settle(refused()),
    ],
  },
  // save failed: connection
  {
    name: 'a save lost to the connection goes offline and is retried after 2 s',
    state: given({ pending: { q1: 'Yes' }, inFlight: { q1: 'Yes' } }),
    event: { type: 'save failed', failure: { kind: 'connection' } },
    next: { inFlight: null, offline: true, retries: 1 },
    effects: [{ type: 'cancel retry' }, { type: 'retry after', delay: RETRY_FIRST_MS }, settle({ kind: 'connection' })],
  },
  {
    name: 'each save lost in a row waits twice as long before the next retry',
    state: given({ pending: { q1: 'Yes' }, inFlight: { q1: 'Yes' }, offline: true, retries: 2 }),
    event: { type: 'save failed', failure: { kind: 'connection' } },
    next: { inFlight: null, offline: true, retries: 3 },
    effects: [
      { type: 'cancel retry' },
      { type: 'retry after', delay: RETRY_FIRST_MS * 4 },
      settle({ kind: 'connection' }),
    ],
  },
  {
    name: 'a save sent on leaving the form and lost is not retried by a form nobody sees',
    state: given({ pending: { q1: 'Yes' }, inFlight: { q1: 'Yes' }, open: false }),
    event: { type: 'save failed', failure: { kind: 'connection' } },
    next: { inFlight: null, offline: true, retries: 1 },
    effects: [{ type: 'cancel retry' }, settle({ kind: 'connection' })],
  },
  // save failed: refused
  {
    name: 'a refused save keeps each named answer with its reason',
    state: given({ pending: { q3: 'Bad' }, inFlight: { q3: 'Bad' }, offline: true }),
    event: { type: 'save failed', failure: refused([{ questionId: 'q3', message: REASON }]) },
    next: { inFlight: null, offline: false, refusals: { q3: { value: 'Bad', message: REASON } } },
    effects: [
      { type: 'keep refusals', refusals: { q3: { value: 'Bad', message: REASON } } },
      settle(refused([{ questionId: 'q3', message: REASON }])),
    ],
  },
  {
    name: 'a refused save sends the answers it did not name again at once',
    state: given({ pending: { q1: 'Yes', q3: 'Bad' }, inFlight: { q1: 'Yes', q3: 'Bad' } }),
    event: { type: 'save failed', failure: refused([{ questionId: 'q3', message: REASON }]) },
    next: { inFlight: null, refusals: { q3: { value: 'Bad', message: REASON } } },
    effects: [
      { type: 'keep refusals', refusals: { q3: { value: 'Bad', message: REASON } } },
      { type: 'send again' },
      settle(refused([{ questionId: 'q3', message: REASON }])),
    ],
  },
  {
    name: 'a refused save naming no answer refuses every answer sent, so none loops',
    state: given({ pending: { q1: 'Yes', q2: 'No' }, inFlight: { q1: 'Yes', q2: 'No' } }),
    event: { type: 'save failed', failure: refused() },
    next: {
      inFlight: null,
      refusals: { q1: { value: 'Yes', message: REASON }, q2: { value: 'No', message: REASON } },
    },
    effects: [
      {
        type: 'keep refusals',
        refusals: { q1: { value: 'Yes', message: REASON }, q2: { value: 'No', message: REASON } },
      },
      settle(refused()),
    ],
  },
  // save failed: locked
  {
    name: 'a save that finds the form signed locks it, forgets what the browser kept and tells the screen',
    state: given({ pending: { q1: 'Yes' }, inFlight: { q1: 'Yes' }, offline: true }),
    event: { type: 'save failed', failure: { kind: 'locked', message: SIGNED } },
    next: { inFlight: null, offline: false, locked: SIGNED },
    effects: [{ type: 'forget kept answers' }, { type: 'report locked' }, settle({ kind: 'locked', message: SIGNED })],
  },
  // save failed: session
  {
    name: 'a save that finds the sign-in over stops the saves; the answers wait in the browser',
    state: given({ pending: { q1: 'Yes' }, inFlight: { q1: 'Yes' } }),
    event: { type: 'save failed', failure: { kind: 'session' } },
    next: { inFlight: null, sessionEnded: true },
    effects: [settle({ kind: 'session' })],
  },
  // server answers adopted
  {
    name: 'reading the form again lets this visit’s confirmed copies step aside',
    state: given({ confirmed: { q1: 'Yes' }, pending: { q2: 'No' } }),
    event: { type: 'server answers adopted' },
    next: { confirmed: {} },
    effects: [],
  },
  // form opened / left
  {
    name: 'a form opened again retries its saves again',
    state: given({ open: false }),
    event: { type: 'form opened' },
    next: { open: true },
    effects: [],
  },
  {
    name: 'leaving the form sends what waits at once',
    state: given({ pending: { q1: 'Yes' } }),
    event: { type: 'form left' },
    next: { open: false },
    effects: [{ type: 'cancel retry' }, { type: 'send again' }],
  },
  {
    name: 'leaving the form with nothing to send cancels the timed save',
    state: given({ pending: { q3: 'Bad' }, refusals: { q3: { value: 'Bad', message: REASON } } }),
    event: { type: 'form left' },
    next: { open: false },
    effects: [{ type: 'cancel retry' }, { type: 'cancel save' }],
  },
  // changed elsewhere (a co-seller's save, arriving live)
  {
    name: "a co-seller's answer to a question this seller left alone changes nothing waiting",
    state: given({ pending: { q2: 'No' } }),
    event: { type: 'changed elsewhere', answers: { q1: 'Yes' }, by: 'Sam Seller' },
    next: {},
    effects: [],
  },
  {
    name: "a co-seller's answer replaces what this visit saved earlier to the same question",
    state: given({ confirmed: { q1: 'No', q2: 'No' } }),
    event: { type: 'changed elsewhere', answers: { q1: 'Yes' }, by: 'Sam Seller' },
    next: { confirmed: { q2: 'No' } },
    effects: [],
  },
  {
    name: "a co-seller's different answer to a question this seller is answering is a conflict, and theirs is not sent",
    state: given({ pending: { q1: 'No' } }),
    event: { type: 'changed elsewhere', answers: { q1: 'Yes' }, by: 'Sam Seller' },
    next: { conflicts: { q1: { theirs: 'Yes', by: 'Sam Seller' } } },
    effects: [],
  },
  {
    name: "a co-seller's answer arriving while this seller's is in flight is a conflict too",
    state: given({ pending: { q1: 'No' }, inFlight: { q1: 'No' } }),
    event: { type: 'changed elsewhere', answers: { q1: null }, by: 'Sam Seller' },
    next: { conflicts: { q1: { theirs: null, by: 'Sam Seller' } } },
    effects: [],
  },
  {
    name: "a co-seller's answer the same as this seller's waiting one is no conflict",
    state: given({ pending: { q1: 'Yes' } }),
    event: { type: 'changed elsewhere', answers: { q1: 'Yes' }, by: 'Sam Seller' },
    next: {},
    effects: [],
  },
  {
    name: 'a later answer from the co-seller that matches this seller ends the conflict',
    state: given({ pending: { q1: 'Yes' }, conflicts: { q1: { theirs: 'No', by: 'Sam Seller' } } }),
    event: { type: 'changed elsewhere', answers: { q1: 'Yes' }, by: 'Sam Seller' },
    next: { conflicts: {} },
    effects: [],
  },
  // conflict settled
  {
    name: 'keeping their own answer sends it at once',
    state: given({ pending: { q1: 'No' }, conflicts: { q1: { theirs: 'Yes', by: 'Sam Seller' } } }),
    event: { type: 'conflict settled', questionId: 'q1', keep: 'mine' },
    next: { conflicts: {} },
    effects: [
      { type: 'keep pending', pending: { q1: 'No' } },
      { type: 'save after', delay: 0 },
    ],
  },
  {
    name: 'keeping their own answer, already confirmed, sends it again so it is the last saved',
    state: given({ confirmed: { q1: 'No' }, conflicts: { q1: { theirs: 'Yes', by: 'Sam Seller' } } }),
    event: { type: 'conflict settled', questionId: 'q1', keep: 'mine' },
    next: { pending: { q1: 'No' }, conflicts: {} },
    effects: [
      { type: 'keep pending', pending: { q1: 'No' } },
      { type: 'save after', delay: 0 },
    ],
  },
  {
    name: "taking the co-seller's answer withdraws this seller's unsent one; nothing is sent",
    state: given({ pending: { q1: 'No', q2: 'No' }, conflicts: { q1: { theirs: 'Yes', by: 'Sam Seller' } } }),
    event: { type: 'conflict settled', questionId: 'q1', keep: 'theirs' },
    next: { pending: { q2: 'No' }, conflicts: {} },
    effects: [{ type: 'keep pending', pending: { q2: 'No' } }],
  },
  {
    name: "taking the co-seller's answer while this seller's is in flight sends theirs back after it",
    state: given({
      pending: { q1: 'No' },
      inFlight: { q1: 'No' },
      conflicts: { q1: { theirs: 'Yes', by: 'Sam Seller' } },
    }),
    event: { type: 'conflict settled', questionId: 'q1', keep: 'theirs' },
    next: { pending: { q1: 'Yes' }, conflicts: {} },
    effects: [
      { type: 'keep pending', pending: { q1: 'Yes' } },
      { type: 'save after', delay: 0 },
    ],
  },
  {
    name: 'a choice in a conflict that no longer stands changes nothing',
    state: given({ pending: { q1: 'No' } }),
    event: { type: 'conflict settled', questionId: 'q1', keep: 'theirs' },
    next: {},
    effects: [],
  },
  {
    name: 'on a signed form the choice is not kept in the browser',
    state: given({ pending: { q1: 'No' }, locked: SIGNED, conflicts: { q1: { theirs: 'Yes', by: 'Sam Seller' } } }),
    event: { type: 'conflict settled', questionId: 'q1', keep: 'theirs' },
    next: { pending: {}, conflicts: {} },
    effects: [],
  },
];

describe('the autosave state machine', () => {
  it.each(rows)('$name', ({ state, event, next, effects }) => {
    const result = transition(state, event);
    expect(result.state).toEqual({ ...state, ...next });
    expect(result.effects).toEqual(effects);
  });

  it('never changes the state it is given', () => {
    for (const { state, event } of rows) {
      const before = structuredClone(state);
      transition(state, event);
      expect(state).toEqual(before);
    }
  });
});

describe('what the screen says of the answers', () => {
  it.each<[string, Partial<AutosaveState>, ReturnType<typeof saveStatus>]>([
    ['nothing waits', {}, 'saved'],
    ['an answer waits', { pending: { q1: 'Yes' } }, 'unsaved'],
    ['a save is in flight', { pending: { q1: 'Yes' }, inFlight: { q1: 'Yes' } }, 'saving'],
    ['the connection was lost', { pending: { q1: 'Yes' }, offline: true }, 'offline'],
    ['an input holds back what was typed', { held: { q5: 'Enter a year.' } }, 'held'],
    [
      'a refused answer waits to be changed',
      { pending: { q3: 'Bad' }, refusals: { q3: { value: 'Bad', message: REASON } } },
      'refused',
    ],
    ['the form was signed, even mid-save', { locked: SIGNED, inFlight: { q1: 'Yes' } }, 'locked'],
    [
      "an answer waits for the seller's choice against a co-seller's",
      { pending: { q1: 'No' }, conflicts: { q1: { theirs: 'Yes', by: 'Sam Seller' } } },
      'conflict',
    ],
    [
      'another answer waits beside a conflict',
      { pending: { q1: 'No', q2: 'No' }, conflicts: { q1: { theirs: 'Yes', by: 'Sam Seller' } } },
      'unsaved',
    ],
  ])('%s: %s', (_name, state, expected) => {
    expect(saveStatus(given(state))).toBe(expected);
  });
});

describe('autosave over any sequence of answers and outcomes', () => {
  const answer = fc.record({
    type: fc.constant('answered' as const),
    questionId: fc.constantFrom('q1', 'q2', 'q3'),
    value: fc.option(fc.constantFrom('Yes', 'No', 'Bad'), { nil: null }),
    saveDelay: fc.constantFrom(0, 5000),
  });
  const outcome = fc.constantFrom<AutosaveEvent>(
    { type: 'send requested' },
    { type: 'save confirmed' },
    { type: 'save failed', failure: { kind: 'connection' } },
    { type: 'save failed', failure: refused([{ questionId: 'q3', message: REASON }]) },
  );

  it('loses no answer: the last one typed for each question is either waiting or confirmed by the server', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(answer, outcome), { maxLength: 40 }), (events) => {
        let state = fresh;
        const last: Record<string, AnswerValue | null> = {};
        for (const event of events) {
          // The hook sends only one save at a time and tells its outcome only for a save in flight.
          const inFlight = state.inFlight !== null;
          if (event.type === 'send requested' && inFlight) continue;
          if ((event.type === 'save confirmed' || event.type === 'save failed') && !inFlight) continue;
          if (event.type === 'answered') last[event.questionId] = event.value;
          state = transition(state, event).state;
        }
        for (const [id, value] of Object.entries(last)) {
          const kept = id in state.pending ? state.pending[id] : (state.confirmed[id] ?? null);
          expect(kept).toEqual(value);
        }
      }),
    );
  });
});

describe('events that change nothing', () => {
  it('leave the very same state, so the screen does not redraw', () => {
    const holding = given({ held: { q5: 'Enter a year.' } });
    expect(transition(holding, { type: 'held', questionId: 'q5', reason: 'Enter a year.' }).state).toBe(holding);
    expect(transition(fresh, { type: 'held', questionId: 'q5', reason: null }).state).toBe(fresh);
    expect(transition(fresh, { type: 'form opened' }).state).toBe(fresh);
  });
});
