/**
 * The slides of a non-tabular section: one visible question per slide, groups hidden by their
 * conditions filtered out, and the intro group 2001 dropped once it has an answer (spec 02 §4.1).
 */
import type { Answers, Group, Question, Section } from './definition.ts';
import { isEmptyAnswer, type QuestionIndex } from './questions.ts';
import type { Diagnostic } from './show-if.ts';
import { INTRO_GROUP_ID, isGroupHidden, visibleQuestions } from './visibility.ts';

export type Slide = { group: Group; question: Question };

export function carouselSlides(section: Section, index: QuestionIndex, answers: Answers, report?: Diagnostic): Slide[] {
  return section.groups.flatMap((group) => {
    if (group.id === INTRO_GROUP_ID && group.questions.some((q) => !isEmptyAnswer(answers[q.id]))) return [];
    return visibleQuestions(group, index, answers, report).map((question) => ({ group, question }));
  });
}

/** Position of a question among the slides, for 'Next unanswered question'; -1 when not shown. */
export function slideIndexOf(slides: readonly Slide[], questionId: string): number {
  return slides.findIndex((slide) => slide.question.id === questionId);
}

/** A tabular section shows one row per group that is not hidden (spec 02 §2.1, §4.1). */
export function tabularRows(section: Section, index: QuestionIndex, answers: Answers, report?: Diagnostic): Group[] {
  return section.groups.filter((group) => !isGroupHidden(group, index, answers, report));
}
