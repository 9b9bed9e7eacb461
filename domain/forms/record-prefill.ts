/**
 * Prefill from public records (issue 29): every form question whose normalised PDTF path a public
 * fact answers is filled when its answer has never been given, in the question's own terms (an
 * option by key or label, yes/no from a true/false fact, a number, a date). A fact the question
 * cannot hold is left to the seller. The seller may change any of these answers.
 *
 * Which prefilled answers count towards completion before the seller confirms them is the rule in
 * docs/decisions/0152-answers-from-public-records-when-they-fill-when.md: the record itself is the
 * authority for a few facts (the council tax band, the energy certificate, the price paid), and
 * those count as soon as they are filled; everything else a record suggests (flooding, planning
 * constraints, coverage, ground conditions) the seller must confirm before it counts.
 */
import type { PublicFact, PublicRecordSource } from '../public-records.ts';
import { certificateSuppliedFact } from './certificate-supplied.ts';
import { checkAnswer } from './check-answer.ts';
import type { AnswerValue, Answers, FormDefinition, Question, Section } from './definition.ts';
import { normalisePdtfPath } from './pdtf-path.ts';
import { allQuestions, isEmptyAnswer, sectionQuestions, type QuestionIndex } from './questions.ts';
import { isQuestionVisible } from './visibility.ts';

/** Where a record answer came from, as stored with the answer and shown beside it. */
export type RecordProvenance = {
  source: PublicRecordSource;
  reference: string | null;
  recordDate: string | null;
  retrievedAt: string;
  sample: boolean;
};

export type RecordPrefilled = { value: AnswerValue; source: { kind: 'record' } & RecordProvenance };

/** The record each source is, as the seller reads it after "From". */
export const RECORD_SOURCE_NAMES: Readonly<Record<PublicRecordSource, string>> = {
  'council-tax': 'the council tax valuation list',
  'energy-certificate': 'the energy certificate',
  'flood-risk': 'the flood risk map',
  'planning-constraints': 'the planning register',
  coverage: 'the broadband and mobile coverage checker',
  'ground-conditions': 'the coal mining and radon maps',
  'price-paid': 'the price paid record',
};

const NUMBER_TYPES: ReadonlySet<Question['type']> = new Set(['number', 'currency', 'percentage']);

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** '2021-03-12' → '12 March 2021'; anything else as it is. */
export function longDate(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!match) return iso;
  return `${Number(match[3])} ${MONTH_NAMES[Number(match[2]) - 1]} ${match[1]}`;
}

/** "From the energy certificate of 12 March 2021", or "…, retrieved 1 November 2026" when the record has no date. */
export function recordSourceLine(provenance: Pick<RecordProvenance, 'source' | 'recordDate' | 'retrievedAt'>): string {
  const name = RECORD_SOURCE_NAMES[provenance.source];
  return provenance.recordDate
    ? `From ${name} of ${longDate(provenance.recordDate)}`
    : `From ${name}, retrieved ${longDate(provenance.retrievedAt)}`;
}

/**
 * The PDTF paths whose record value counts as answered before the seller confirms it: where the
 * standard takes the record itself as the source (the valuation list's band, the lodged energy
 * certificate, HM Land Registry's price paid). Any other prefilled answer counts once confirmed.
 */
export const THIRD_PARTY_PATHS: ReadonlySet<string> = new Set([
  '/propertyPack/councilTax/councilTaxBand',
  '/propertyPack/energyEfficiency/certificate/currentEnergyRating',
  '/propertyPack/energyEfficiency/certificate/certificateNumber',
  '/propertyPack/energyEfficiency/certificate/lodgementDate',
  '/propertyPack/energyEfficiency/certificateIsSupplied',
  '/propertyPack/buildInformation/building/propertyType',
  '/propertyPack/buildInformation/building/builtForm',
  '/propertyPack/buildInformation/internalArea/area',
  '/propertyPack/priceInformation/lastSalePrice',
  '/propertyPack/priceInformation/lastSaleDate',
]);

/** A question's answer from a record counts as answered: confirmed by the seller, or on a path the record is the authority for. */
export function recordAnswerCounts(question: Pick<Question, 'pdtfPath'>, confirmed: boolean): boolean {
  if (confirmed) return true;
  return question.pdtfPath !== undefined && THIRD_PARTY_PATHS.has(normalisePdtfPath(question.pdtfPath));
}

/** How each shown answer was given, as completion needs it. */
export type AnswerOrigin = { kind: 'record'; confirmed: boolean } | { kind: 'other' };

/**
 * The answers that count towards completion: every answer, less those from a record that are not
 * yet confirmed where the record is not the authority (they show, and count once confirmed).
 */
export function countedAnswers(
  definition: FormDefinition,
  answers: Answers,
  origins: Readonly<Record<string, AnswerOrigin | undefined>>,
): Answers {
  let out: Record<string, AnswerValue | undefined> | null = null;
  for (const question of allQuestions(definition)) {
    const origin = origins[question.id];
    if (origin?.kind !== 'record' || recordAnswerCounts(question, origin.confirmed)) continue;
    out ??= { ...answers };
    delete out[question.id];
  }
  return out ?? answers;
}

function norm(text: string): string {
  return text.trim().toLowerCase().replace(/\s+/g, ' ');
}

function optionFor(question: Question, wanted: unknown): string | null {
  const options = question.answers ?? {};
  if (typeof wanted === 'boolean') return optionFor(question, wanted ? 'Yes' : 'No');
  if (typeof wanted === 'number') return optionFor(question, String(wanted));
  if (typeof wanted !== 'string' || wanted.trim() === '') return null;
  if (Object.hasOwn(options, wanted)) return wanted;
  const label = norm(wanted);
  const exact = Object.entries(options).find(([, text]) => norm(text) === label)?.[0];
  if (exact) return exact;
  // A band or rating the form words as "Band C" or "C (69-80)": the option that starts with the value as a word.
  return (
    Object.entries(options).find(([, text]) =>
      new RegExp(`^(band |rating )?${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`).test(norm(text)),
    )?.[0] ?? null
  );
}

/** The fact in the question's terms, or null when the question cannot hold it. */
export function recordValue(question: Question, fact: unknown, today: Date = new Date()): AnswerValue | null {
  let value: AnswerValue | null = null;
  switch (question.type) {
    case 'select':
      value = optionFor(question, fact);
      break;
    case 'checkbox': {
      const items = Array.isArray(fact) ? fact : [fact];
      const keys = items.map((item) => optionFor(question, item));
      value = keys.length > 0 && keys.every((key) => key !== null) ? [...new Set(keys as string[])] : null;
      break;
    }
    case 'text':
    case 'textarea':
      value = typeof fact === 'string' || typeof fact === 'number' ? String(fact).trim() : null;
      break;
    case 'month':
      value = typeof fact === 'string' && /^\d{4}-\d{2}/.test(fact) ? fact.slice(0, 7) : null;
      break;
    default:
      if (NUMBER_TYPES.has(question.type)) {
        const number =
          typeof fact === 'number'
            ? fact
            : typeof fact === 'string' && /^-?\d+(\.\d+)?$/.test(fact.trim())
              ? Number(fact)
              : NaN;
        value = Number.isFinite(number) ? String(question.type === 'currency' ? Math.round(number) : number) : null;
      }
  }
  if (value === null || isEmptyAnswer(value)) return null;
  return checkAnswer(question, value, today) === null ? value : null;
}

/**
 * The answers public facts fill in a form: each question not read-only, whose answer was never
 * given (`given` says which were: a seller who cleared a prefilled answer keeps it cleared), and
 * whose normalised PDTF path a fact answers in terms the question accepts. A current energy
 * certificate also answers that the certificate is already supplied (certificate-supplied.ts).
 */
export function prefillFromRecords(
  definition: FormDefinition,
  facts: Readonly<Record<string, PublicFact>>,
  answers: Answers,
  given: (questionId: string) => boolean = () => false,
  today: Date = new Date(),
): Record<string, RecordPrefilled> {
  const out: Record<string, RecordPrefilled> = {};
  const supplied = certificateSuppliedFact(facts, today);
  const known = supplied ? { ...facts, [supplied.path]: supplied } : facts;
  for (const question of allQuestions(definition)) {
    if (!question.pdtfPath || question.readOnly || !isEmptyAnswer(answers[question.id]) || given(question.id)) continue;
    const fact = known[normalisePdtfPath(question.pdtfPath)];
    if (!fact) continue;
    const value = recordValue(question, fact.value, today);
    if (value === null) continue;
    out[question.id] = {
      value,
      source: {
        kind: 'record',
        source: fact.source,
        reference: fact.reference,
        recordDate: fact.recordDate,
        retrievedAt: fact.retrievedAt,
        sample: fact.sample,
      },
    };
  }
  return out;
}

/**
 * "These are right" is offered on a section while it holds answers from public records that the
 * seller has not confirmed: typically a section whose answers all came from records, and also one
 * where the seller answered the rest first (or the unconfirmed answers could never be confirmed
 * without retyping them).
 */
export function mayConfirmSection(
  section: Section,
  answers: Answers,
  origins: Readonly<Record<string, { kind: string; confirmed?: boolean } | undefined>>,
  index: QuestionIndex = new Map(sectionQuestions(section).map((question) => [question.id, question])),
): boolean {
  return sectionQuestions(section).some((question) => {
    const origin = origins[question.id];
    // A question the answers hide is not shown, so there is nothing there to confirm.
    return (
      !isEmptyAnswer(answers[question.id]) &&
      origin?.kind === 'record' &&
      !origin.confirmed &&
      isQuestionVisible(question, index, answers)
    );
  });
}
