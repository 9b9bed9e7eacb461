/**
 * What the screens say of changes made by someone else as they happen (issue 40): the note beside
 * a question a co-seller changed, an answer shown in words in a conflict, and who else has the
 * property open. Plain English, one place.
 */
import type { AnswerValue, Question } from '../forms/definition.ts';
import { optionEntries } from '../forms/layout.ts';
import { ROLE_ENUM, roleLabel, type RoleEnumName } from '../roles.ts';

/** How long a change is "just now"; after that the note gives the time. */
export const JUST_NOW_MS = 60_000;

/**
 * "Sam Seller changed 4.1 just now" (or "cleared 4.1", or "at 14:02" once a minute has passed).
 * `reference` is the question's number as the form shows it, or its wording where it has none.
 */
export function liveChangeNote(
  change: { by: string; reference: string; cleared: boolean; at: Date },
  now: Date,
): string {
  const verb = change.cleared ? 'cleared' : 'changed';
  const when =
    now.getTime() - change.at.getTime() < JUST_NOW_MS
      ? 'just now'
      : `at ${change.at.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' })}`;
  return `${change.by} ${verb} ${change.reference} ${when}`;
}

/** An answer in words, as a conflict shows both: a choice by its label, a list by its rows. */
export function answerInWords(
  question: Pick<Question, 'answers' | 'answerOrder'> & { type?: Question['type'] },
  value: AnswerValue | null | undefined,
): string {
  if (value === null || value === undefined || value === '') return 'No answer';
  if (typeof value === 'string' && question.type === 'currency' && Number.isFinite(Number(value)))
    return `£${Number(value).toLocaleString('en-GB')}`;
  if (typeof value === 'string' && question.type === 'percentage' && Number.isFinite(Number(value))) return `${value}%`;
  if (typeof value === 'string') {
    const label = optionEntries(question).find(([key]) => key === value)?.[1];
    return label ?? value;
  }
  if (value.length === 0) return 'No answer';
  const rows = value.map((row) => (typeof row === 'string' ? row : row.filter(Boolean).join(', ')));
  return rows.join('; ');
}

/** A role as the presence chips name it: the people on a property are its sellers, agents and solicitors. */
export function presenceRole(role: RoleEnumName): string {
  return role === 'HOME_MOVER' ? 'Seller' : roleLabel(ROLE_ENUM[role]);
}

/** "Sam Seller, Seller: on this form, section Boundaries" — who is there and where, for a chip's label. */
export function presenceLine(
  person: { name: string; role: RoleEnumName },
  where: { thisForm: boolean; formName?: string; sectionName?: string },
): string {
  const who = `${person.name}, ${presenceRole(person.role)}`;
  if (where.thisForm) return where.sectionName ? `${who}: on this form, ${where.sectionName}` : `${who}: on this form`;
  if (where.formName) return `${who}: in ${where.formName}`;
  return `${who}: on the property`;
}
