/**
 * Pre-filling answers from the title data (spec 02 §4.3), extended to every form: a question whose
 * PDTF path the title states gets that fact; preliminary information also gets the answers §4.3
 * names by question id. Only empty answers are filled, each with its source so the screen can say
 * where it came from; nothing is filled in preliminary information once any of sections 1–20 has
 * progress. Pre-filled answers are ordinary answers afterwards: the seller may change them.
 */
import type { AnswerValue, Answers, FormDefinition, Question } from './definition.ts';
import { QUESTIONNAIRE } from './definition.ts';
import { normalisePdtfPath } from './pdtf-path.ts';
import { allQuestions, isEmptyAnswer } from './questions.ts';
import {
  addressLines,
  proprietorshipParts,
  tenureOf,
  titleFacts,
  type TitleData,
  type TitleFact,
} from './title-data.ts';
import { pastYearKey } from './years.ts';
import { FREEHOLD, LEASEHOLD } from './content/preliminary/options.ts';

export type Prefilled = { value: AnswerValue; source: { kind: 'title'; field: string } };

/** Sections 1 to 20 of preliminary information: prefill stops once any of them has progress. */
export function mayPrefillPreliminary(progress: Readonly<Record<string, number | null | undefined>>): boolean {
  for (let section = 1; section <= 20; section += 1) if ((progress[String(section)] ?? 0) !== 0) return false;
  return true;
}

/** §4.3's answers, by preliminary question id. */
function preliminaryFromTitle(title: TitleData): Record<string, Prefilled> {
  const out: Record<string, Prefilled> = {};
  const lines = addressLines(title);
  if (lines.length > 0) {
    // The full address reads lines first, postcode last, as it would on an envelope.
    const [postcode, ...rest] = lines;
    out['1_1'] = { value: [...rest, postcode].join('\n'), source: { kind: 'title', field: 'address' } };
    out['1_1_i'] = { value: lines[0]!, source: { kind: 'title', field: 'address[0]' } };
  }
  const since = proprietorshipParts(title);
  if (since) {
    out['2_1_i'] = { value: String(since.month), source: { kind: 'title', field: 'current_proprietorship_date' } };
    out['2_1_ii'] = { value: pastYearKey(since.year), source: { kind: 'title', field: 'current_proprietorship_date' } };
  }
  const tenure = tenureOf(title);
  if (tenure)
    out['3_1'] = {
      value: tenure === 'freehold' ? FREEHOLD : LEASEHOLD,
      source: { kind: 'title', field: 'tenure_title_code' },
    };
  if (title.leaseTerm !== undefined && String(title.leaseTerm).trim() !== '') {
    out['3_2_1'] = { value: String(title.leaseTerm).trim(), source: { kind: 'title', field: 'leaseTerm' } };
  }
  return out;
}

function factValue(question: Question, fact: TitleFact): string | null {
  if (fact.matchBy === 'value') return question.type === 'select' || question.type === 'checkbox' ? null : fact.value;
  const wanted = fact.value.toLowerCase();
  const key = Object.entries(question.answers ?? {}).find(([, label]) => label.toLowerCase() === wanted)?.[0];
  if (!key) return null;
  return question.type === 'checkbox' ? null : key;
}

/**
 * The answers the title data fills for a form, leaving every answered question alone.
 * `preliminaryProgress` is the stored progress per section, needed for preliminary information.
 */
export function prefillFromTitle(
  definition: FormDefinition,
  title: TitleData,
  answers: Answers,
  preliminaryProgress: Readonly<Record<string, number | null | undefined>> = {},
): Record<string, Prefilled> {
  const isPreliminary = definition.id === QUESTIONNAIRE.preliminary;
  if (isPreliminary && !mayPrefillPreliminary(preliminaryProgress)) return {};
  const byId = isPreliminary ? preliminaryFromTitle(title) : {};
  const facts = titleFacts(title);
  const out: Record<string, Prefilled> = {};
  for (const question of allQuestions(definition)) {
    if (question.readOnly || !isEmptyAnswer(answers[question.id])) continue;
    const own = byId[question.id];
    if (own) {
      out[question.id] = own;
      continue;
    }
    if (!question.pdtfPath) continue;
    const path = normalisePdtfPath(question.pdtfPath);
    const fact = facts[path];
    const value = fact ? factValue(question, fact) : null;
    if (value !== null) out[question.id] = { value, source: { kind: 'title', field: path } };
  }
  return out;
}
