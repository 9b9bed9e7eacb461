import type { Answers, FormDefinition, Group, Question } from './definition.ts';
import { showIfHolds } from './show-if.ts';

/**
 * Which questions of a form show for the given answers (spec 02 §4.1): hidden when its show-if
 * expression is false; otherwise hidden when its parent question is hidden, or the parent's answer
 * is not `showIfAnswer`, or does not include `showIfAnswerIncludes`. A hidden question's answer
 * counts as missing for the questions that depend on it.
 */
export function visibleQuestionIds(definition: FormDefinition, answers: Answers, onInvalid?: (expression: string) => void): Set<string> {
  const byId = new Map<string, Question>();
  for (const section of definition.sections) for (const group of section.groups) for (const question of group.questions) byId.set(question.id, question);

  const decided = new Map<string, boolean>();
  const visibleAnswers: Record<string, Answers[string]> = {};
  const visit = (question: Question, trail: Set<string>): boolean => {
    const known = decided.get(question.id);
    if (known !== undefined) return known;
    // A cycle in the content would recurse for ever; treat the question as shown and stop.
    if (trail.has(question.id)) return true;
    trail.add(question.id);
    const dependsOn = [...(question.showIf?.matchAll(/answer\[([A-Za-z0-9_]+)\]/g) ?? [])].map((match) => match[1]);
    if (question.showIfQuestion) dependsOn.push(question.showIfQuestion);
    for (const id of dependsOn) {
      const other = byId.get(id);
      if (other) visibleAnswers[id] = visit(other, trail) ? answers[id] : undefined;
    }
    let shown = question.showIf ? showIfHolds(question.showIf, visibleAnswers, onInvalid) : true;
    if (shown && question.showIfQuestion) {
      const parent = byId.get(question.showIfQuestion);
      const parentShown = parent ? decided.get(parent.id) ?? true : true;
      const parentAnswer = parentShown ? answers[question.showIfQuestion] : undefined;
      if (!parentShown) shown = false;
      else if (question.showIfAnswer !== undefined && parentAnswer !== question.showIfAnswer) shown = false;
      else if (question.showIfAnswerIncludes !== undefined && !(Array.isArray(parentAnswer) && parentAnswer.includes(question.showIfAnswerIncludes)) && parentAnswer !== question.showIfAnswerIncludes) shown = false;
    }
    decided.set(question.id, shown);
    return shown;
  };
  for (const question of byId.values()) visit(question, new Set());
  return new Set([...decided].filter(([, shown]) => shown).map(([id]) => id));
}

/** A group is hidden when all its questions are. */
export function groupVisible(group: Group, visible: ReadonlySet<string>): boolean {
  return group.questions.some((question) => visible.has(question.id));
}
