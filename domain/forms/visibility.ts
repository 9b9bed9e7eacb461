/**
 * Which questions and groups show (spec 02 §4.1). A question is hidden when its show-if is false;
 * otherwise when its parent question is hidden, or the parent's answer does not equal
 * show_if_answer, or does not include show_if_answer_includes.
 */
import type { Answers, Group, Question } from './definition.ts';
import type { QuestionIndex } from './questions.ts';
import { evaluateShowIf, type Diagnostic } from './show-if.ts';

/** Group 2001 introduces a form and disappears from the carousel once answered (spec 02 §4.1). */
export const INTRO_GROUP_ID = 2001;

export function isQuestionVisible(
  question: Question,
  index: QuestionIndex,
  answers: Answers,
  report?: Diagnostic,
): boolean {
  return visible(question, index, answers, report, new Set());
}

function visible(
  question: Question,
  index: QuestionIndex,
  answers: Answers,
  report: Diagnostic | undefined,
  seen: Set<string>,
): boolean {
  if (question.showIf !== undefined && !evaluateShowIf(question.showIf, answers, report)) return false;
  if (question.showIfQuestion === undefined) return true;
  const parent = index.get(question.showIfQuestion);
  // A parent that does not exist, or a loop of parents, is a content fault: keep the question shown.
  if (!parent || seen.has(question.id)) {
    report?.(`Question ${question.id} names parent ${question.showIfQuestion}, which cannot be resolved`);
    return true;
  }
  seen.add(question.id);
  if (!visible(parent, index, answers, report, seen)) return false;
  const answer = answers[parent.id];
  if (question.showIfAnswer !== undefined) {
    const value = typeof answer === 'string' ? answer : undefined;
    if (value !== question.showIfAnswer) return false;
  }
  if (question.showIfAnswerIncludes !== undefined) {
    const includes = Array.isArray(answer)
      ? answer.some((item) => item === question.showIfAnswerIncludes)
      : answer === question.showIfAnswerIncludes;
    if (!includes) return false;
  }
  return true;
}

export function visibleQuestions(
  group: Group,
  index: QuestionIndex,
  answers: Answers,
  report?: Diagnostic,
): Question[] {
  return group.questions.filter((question) => isQuestionVisible(question, index, answers, report));
}

/** A group is hidden when all its questions are hidden. */
export function isGroupHidden(group: Group, index: QuestionIndex, answers: Answers, report?: Diagnostic): boolean {
  return visibleQuestions(group, index, answers, report).length === 0;
}
