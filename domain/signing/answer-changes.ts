/**
 * Which answers changed since the revision a seller's screen showed, in a way that screen does not
 * show (docs/decisions/0361-a-signature-names-the-answers-revision-the-seller-saw.md). Pure, so
 * the signing check and the list a refreshed screen marks agree.
 */
import type { AnswerValue } from '../forms/definition.ts';

/** One entry of the answer history, as the rule needs it. */
export type HistoryEntry = {
  /** The storage key of the answer (domain/forms/answer-keys.ts). */
  key: string;
  /** The value it was given; null when it was cleared. */
  value: AnswerValue | null;
  /** Who gave it: a user id, or null for an answer filled in from the title or a public record. */
  changedBy: string | null;
  /** A confirmation of a record's answer repeats its value: it changes nothing a screen shows. */
  source: 'answer' | 'title' | 'record' | 'confirmed';
};

function isEmpty(value: AnswerValue | null | undefined): boolean {
  if (value === null || value === undefined) return true;
  return value.length === 0;
}

/** Two answers read the same: equal values, and every empty answer (none, '', []) alike. */
export function sameAnswer(a: AnswerValue | null | undefined, b: AnswerValue | null | undefined): boolean {
  if (isEmpty(a) || isEmpty(b)) return isEmpty(a) && isEmpty(b);
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * The changes a viewer has not seen: for each answer written to after the revision (`after`,
 * oldest first), its last change, when someone other than the viewer made it and it leaves the
 * answer different from what the viewer's screen held — the viewer's own last value after the
 * revision, else the value at the revision (`before`; absent means unanswered). In order of change.
 */
export function unseenChanges<E extends HistoryEntry>(input: {
  after: readonly E[];
  before: ReadonlyMap<string, AnswerValue | null>;
  viewerId: string;
}): E[] {
  const last = new Map<string, { entry: E; at: number }>();
  const mine = new Map<string, E>();
  input.after.forEach((entry, at) => {
    if (entry.source === 'confirmed') return;
    last.set(entry.key, { entry, at });
    if (entry.changedBy === input.viewerId) mine.set(entry.key, entry);
  });
  return [...last.values()]
    .filter(({ entry }) => {
      if (entry.changedBy === input.viewerId) return false;
      const shown = mine.has(entry.key) ? mine.get(entry.key)!.value : (input.before.get(entry.key) ?? null);
      return !sameAnswer(entry.value, shown);
    })
    .sort((a, b) => a.at - b.at)
    .map(({ entry }) => entry);
}

/** The keys whose history after the revision holds a change by someone other than the viewer. */
export function keysChangedByOthers(after: readonly HistoryEntry[], viewerId: string): string[] {
  return [
    ...new Set(
      after.filter((entry) => entry.source !== 'confirmed' && entry.changedBy !== viewerId).map((entry) => entry.key),
    ),
  ];
}

/** Who made a change, as a screen names it. */
export type ChangeAuthor = {
  /** A person (a co-seller, an agent), the title register, or a public record. */
  kind: 'person' | 'title' | 'record';
  /** The person's name, or the record's ("the energy certificate"). */
  name: string;
  cleared: boolean;
};

/** "Changed by Bea Brand", "Cleared by Bea Brand", "Filled in from the energy certificate". */
export function changeLine(change: ChangeAuthor): string {
  if (change.kind !== 'person') return `${change.cleared ? 'Cleared' : 'Filled in'} from ${change.name}`;
  return `${change.cleared ? 'Cleared' : 'Changed'} by ${change.name}`;
}

/** A revision as the API gives it out: a decimal count, no leading zeros. */
export const REVISION_PATTERN = '^(0|[1-9][0-9]{0,18})$';

/** Whether revision `a` comes after revision `b` (both as the API gives them out). */
export function revisionAfter(a: string, b: string): boolean {
  return BigInt(a) > BigInt(b);
}
