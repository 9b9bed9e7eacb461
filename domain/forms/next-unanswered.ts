/**
 * 'Next unanswered question' (spec 02 §5.2): the first required, visible, empty question (a select
 * at '0' is empty) in form order, with where to scroll; none left means the button is disabled.
 */
import type { Answers, FormDefinition } from './definition.ts';
import { carouselSlides, slideIndexOf } from './carousel.ts';
import { indexQuestions, isEmptyAnswer } from './questions.ts';
import type { Diagnostic } from './show-if.ts';
import { isQuestionVisible } from './visibility.ts';

export const FORM_COMPLETE_LABEL = 'Form is complete';
export const NEXT_UNANSWERED_LABEL = 'Next unanswered question';

export type NextUnanswered =
  | { done: false; sectionId: string; questionId: string; slide: number }
  | { done: true; label: typeof FORM_COMPLETE_LABEL };

export function nextUnanswered(definition: FormDefinition, answers: Answers, report?: Diagnostic): NextUnanswered {
  const index = indexQuestions(definition);
  for (const section of definition.sections) {
    const slides = section.tabular ? [] : carouselSlides(section, index, answers, report);
    for (const group of section.groups) {
      for (const question of group.questions) {
        if (question.required === 0) continue;
        if (!isQuestionVisible(question, index, answers, report)) continue;
        const value = answers[question.id];
        if (!isEmptyAnswer(value) && !(question.type === 'select' && value === '0')) continue;
        return {
          done: false,
          sectionId: section.id,
          questionId: question.id,
          slide: Math.max(0, slideIndexOf(slides, question.id)),
        };
      }
    }
  }
  return { done: true, label: FORM_COMPLETE_LABEL };
}
