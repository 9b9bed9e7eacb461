/**
 * Preliminary information asks some facts as ticks in a list ("Which services does the property
 * have? Choose all that apply.") that property information asks one by one as yes/no questions
 * ("Does the property have a telephone line?"). Each such tick is also stored as that yes/no fact,
 * under the fact's own storage key, so the seller answers it once: ticking or leaving the box in
 * preliminary information answers the yes/no question in property information (and in any form that
 * asks the same PDTF field), and a yes/no answered there shows as ticked or not here.
 *
 * A list with nothing of it answered says nothing about the facts, and a list the seller cleared
 * leaves them as they were: only a list the seller gave decides its ticks' facts.
 */
import type { AnswerValue, Question, QuestionnaireId } from './definition.ts';
import { QUESTIONNAIRE } from './definition.ts';

export type TickedFact = {
  /** The form and checkbox question that asks the fact as one tick among several. */
  form: QuestionnaireId;
  questionId: string;
  option: string;
  /** The label of that option, kept beside its key so a change of either is caught by the tests. */
  label: string;
  /** The PDTF field of the yes/no question that asks the same fact on its own. */
  pdtfPath: string;
};

const PP = '/propertyPack';

export const TICKED_FACTS: readonly TickedFact[] = [
  // 6.1 "What kind of work?": TA6 4.1 asks the windows, the conservatory and a change of use, and TA6 12.2 the electrical work.
  {
    form: QUESTIONNAIRE.preliminary,
    questionId: '6_1_items',
    option: '5',
    label: 'New windows, roof windows or glazed doors (since 1 April 2002)',
    pdtfPath: `${PP}/alterationsAndChanges/windowReplacementsSince2002/yesNo`,
  },
  {
    form: QUESTIONNAIRE.preliminary,
    questionId: '6_1_items',
    option: '6',
    label: 'Electrical work (since 1 January 2005)',
    pdtfPath: `${PP}/electricalWorks/electricalWorkSince2005/yesNo`,
  },
  {
    form: QUESTIONNAIRE.preliminary,
    questionId: '6_1_items',
    option: '8',
    label: 'A conservatory',
    pdtfPath: `${PP}/alterationsAndChanges/hasAddedConservatory/yesNo`,
  },
  {
    form: QUESTIONNAIRE.preliminary,
    questionId: '6_1_items',
    option: '9',
    label: 'Changing the use of the building or part of it',
    pdtfPath: `${PP}/alterationsAndChanges/changeOfUse/yesNo`,
  },
  // 7.1 liabilities: TA6 7.7 asks about a Green Deal loan.
  {
    form: QUESTIONNAIRE.preliminary,
    questionId: '7_1',
    option: '2',
    label: 'A Green Deal loan or other energy loan repaid through the bills',
    pdtfPath: `${PP}/energyEfficiency/greenDealLoan/hasGreenDealLoan/yesNo`,
  },
  // 14.1 services: TA6 12.4 and 13 ask each connection.
  {
    form: QUESTIONNAIRE.preliminary,
    questionId: '14_1',
    option: '1',
    label: 'Mains electricity',
    pdtfPath: `${PP}/electricity/mainsElectricity/yesNo`,
  },
  {
    form: QUESTIONNAIRE.preliminary,
    questionId: '14_1',
    option: '3',
    label: 'Mains water',
    pdtfPath: `${PP}/waterAndDrainage/water/mainsWater/yesNo`,
  },
  {
    form: QUESTIONNAIRE.preliminary,
    questionId: '14_1',
    option: '4',
    label: 'Mains drainage',
    pdtfPath: `${PP}/waterAndDrainage/drainage/mainsFoulDrainage/yesNo`,
  },
  {
    form: QUESTIONNAIRE.preliminary,
    questionId: '14_1',
    option: '6',
    label: 'Telephone line',
    pdtfPath: `${PP}/connectivity/telephone/yesNo`,
  },
  {
    form: QUESTIONNAIRE.preliminary,
    questionId: '14_1',
    option: '8',
    label: 'Cable or satellite TV',
    pdtfPath: `${PP}/connectivity/cableSatelliteTV/yesNo`,
  },
];

/** Options that mean "none of these": a tick a yes/no answer adds elsewhere takes their place. */
const NONE_OPTIONS: Readonly<Record<string, string>> = { [`${QUESTIONNAIRE.preliminary}:7_1`]: '4' };

/** The facts a form's checkbox question also stores, in the order above. */
export function tickedFactsOf(form: number, questionId: string): readonly TickedFact[] {
  return TICKED_FACTS.filter((fact) => fact.form === form && fact.questionId === questionId);
}

/** The facts a form stores through its ticks. */
export function tickedFactsOfForm(form: number): readonly TickedFact[] {
  return TICKED_FACTS.filter((fact) => fact.form === form);
}

/**
 * The question id a tick's fact is stored as written by: the checkbox question and the option
 * (`14_1=6`), so the answer's history and its "From preliminary information" note name where it
 * was given.
 */
export function tickWriterId(fact: Pick<TickedFact, 'questionId' | 'option'>): string {
  return `${fact.questionId}=${fact.option}`;
}

/** The option keys of a yes/no question, by their labels; null when it has no plain Yes and No. */
export function yesNoOptions(question: Pick<Question, 'answers'>): { yes: string; no: string } | null {
  const entries = Object.entries(question.answers ?? {});
  const yes = entries.find(([, label]) => label.trim().toLowerCase() === 'yes')?.[0];
  const no = entries.find(([, label]) => label.trim().toLowerCase() === 'no')?.[0];
  return yes !== undefined && no !== undefined ? { yes, no } : null;
}

/** Each fact's answer in its yes/no question's terms, from the list the seller gave; none for a list not given. */
export function factAnswers(
  value: AnswerValue | null,
  facts: readonly TickedFact[],
  yesNoOf: (fact: TickedFact) => { yes: string; no: string } | null,
): { fact: TickedFact; value: string }[] {
  if (value === null || !Array.isArray(value)) return [];
  const ticked = new Set(value.filter((item): item is string => typeof item === 'string'));
  return facts.flatMap((fact) => {
    const options = yesNoOf(fact);
    return options ? [{ fact, value: ticked.has(fact.option) ? options.yes : options.no }] : [];
  });
}

/**
 * The list as the seller sees it: their own ticks, with each fact answered yes or no (here or in
 * another form) ticking or clearing its option. A "none of these" tick gives way to a fact that
 * says yes. Undefined while neither the list nor any fact says anything is ticked.
 */
export function withFacts(
  form: number,
  questionId: string,
  own: AnswerValue | undefined,
  facts: readonly { option: string; ticked: boolean | null }[],
): string[] | undefined {
  const list = Array.isArray(own) ? own.filter((item): item is string => typeof item === 'string') : undefined;
  const ticks = new Set(list ?? []);
  for (const { option, ticked } of facts) {
    if (ticked === true) ticks.add(option);
    else if (ticked === false) ticks.delete(option);
  }
  const none = NONE_OPTIONS[`${form}:${questionId}`];
  if (none !== undefined && facts.some((fact) => fact.ticked === true)) ticks.delete(none);
  if (list === undefined && ticks.size === 0) return undefined;
  // The list keeps its own order; added ticks follow.
  return [
    ...(list ?? []).filter((item) => ticks.has(item)),
    ...[...ticks].filter((item) => !(list ?? []).includes(item)),
  ];
}
