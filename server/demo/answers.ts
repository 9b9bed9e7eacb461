/**
 * Answers for the demo data: what a seller might plausibly have typed, for every visible required
 * question of the chosen sections. Only the demo seed and tests use it. Where a choice would ask
 * for an upload, another choice is preferred, since demo answers carry no documents.
 */
import { isAnswered, isCountedType } from '../../domain/forms/answered.ts';
import { checkAnswer } from '../../domain/forms/check-answer.ts';
import type { AnswerValue, Answers, FormDefinition, Question } from '../../domain/forms/definition.ts';
import { optionEntries } from '../../domain/forms/layout.ts';
import { allQuestions, indexQuestions, sectionQuestions, type QuestionIndex } from '../../domain/forms/questions.ts';
import { isQuestionVisible } from '../../domain/forms/visibility.ts';

const TEXT: Partial<Record<Question['type'], string>> = {
  text: 'As described to our agent',
  textarea: 'Nothing unusual: the seller has described everything they know, and papers are with their solicitor.',
  email: 'seller@example.com',
  currency: '250',
  number: '2',
  percentage: '25',
  month: '2019-06',
};

/**
 * A typed answer the question accepts: the plain demo text for its type, or, where the standard
 * wants a date, a year or a number within bounds, the first plausible value the answer check takes.
 */
function typedValue(question: Question): string | undefined {
  const lastYear = String(new Date().getFullYear() - 1);
  const candidates = [
    TEXT[question.type],
    '2019-06',
    '06/2019',
    lastYear,
    '2',
    '250',
    '50',
    String(question.rule?.number?.min ?? 1),
  ];
  return candidates.find((candidate) => candidate !== undefined && checkAnswer(question, candidate) === null);
}

function columnValue(column: NonNullable<Question['listQuestions']>[number]): string {
  if (column.type === 'select') return Object.keys(column.answers ?? {})[0] ?? '';
  return TEXT[column.type] ?? 'Yes';
}

/** Required uploads a set of answers reveals: the choices to avoid. */
function requiredUploads(questions: readonly Question[], index: QuestionIndex, answers: Answers): number {
  return questions.filter((q) => q.type === 'upload' && q.required === 1 && isQuestionVisible(q, index, answers))
    .length;
}

function valueFor(
  question: Question,
  questions: readonly Question[],
  index: QuestionIndex,
  answers: Record<string, AnswerValue | undefined>,
): AnswerValue | undefined {
  switch (question.type) {
    case 'select': {
      const keys = optionEntries(question).map(([key]) => key);
      const before = requiredUploads(questions, index, answers);
      return (
        keys.find((key) => requiredUploads(questions, index, { ...answers, [question.id]: key }) <= before) ?? keys[0]
      );
    }
    case 'checkbox': {
      const first = optionEntries(question)[0]?.[0];
      return first ? [first] : undefined;
    }
    case 'list':
      return [(question.listQuestions ?? []).map(columnValue)];
    case 'upload':
      return undefined;
    default:
      return typedValue(question);
  }
}

/**
 * The answers to add to `existing` so that every visible required question of the chosen sections
 * (all when none are named) is answered. Repeats until nothing more appears, since an answer can
 * reveal further questions.
 */
export function demoAnswers(
  definition: FormDefinition,
  existing: Answers,
  sections?: ReadonlySet<string>,
): Record<string, AnswerValue> {
  const index = indexQuestions(definition);
  const questions = allQuestions(definition);
  const answers: Record<string, AnswerValue | undefined> = { ...existing };
  const added: Record<string, AnswerValue> = {};
  for (let pass = 0; pass < 6; pass += 1) {
    let changed = false;
    for (const section of definition.sections) {
      if (sections && !sections.has(section.id)) continue;
      for (const question of sectionQuestions(section)) {
        if (question.required === 0 || question.readOnly) continue;
        if (
          isCountedType(question.type) ? isAnswered(question, answers[question.id]) : answers[question.id] !== undefined
        )
          continue;
        if (!isQuestionVisible(question, index, answers)) continue;
        const value = valueFor(question, questions, index, answers);
        if (value === undefined) continue;
        answers[question.id] = value;
        added[question.id] = value;
        changed = true;
      }
    }
    if (!changed) break;
  }
  return added;
}
