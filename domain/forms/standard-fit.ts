/**
 * A form fitted to the PDTF standard by its derived rules (answer-rules.ts): a select or checkbox
 * offers only the options the standard can hold, a follow-up the standard requires once its branch
 * is chosen is required (so completion counts it), list columns offer only the standard's values,
 * and every question carries its rule for the answer check the server and the web app share.
 */
import type { AnswerRule } from './answer-rules.ts';
import type { FormDefinition, ListColumn, OptionMap, Question } from './definition.ts';
import { allQuestions } from './questions.ts';
import { parseShowIf, type ShowIfOperand } from './show-if.ts';

function keep<T extends { answers?: OptionMap; answerOrder?: readonly string[] }>(
  item: T,
  values: Readonly<Record<string, unknown>> | undefined,
): T {
  // A rule that maps no option at all leaves the options alone: the content test reports the question.
  if (!item.answers || !values || Object.keys(values).length === 0) return item;
  const answers = Object.fromEntries(Object.entries(item.answers).filter(([key]) => key in values));
  return {
    ...item,
    answers,
    ...(item.answerOrder ? { answerOrder: item.answerOrder.filter((key) => key in values) } : {}),
  };
}

export function fitQuestion(question: Question, rule: AnswerRule | undefined): Question {
  if (!rule) return question;
  let fitted: Question = keep({ ...question, rule, ...(rule.path ? { pdtfPath: rule.path } : {}) }, rule.values);
  if (rule.requiredFollowUp) fitted = { ...fitted, required: 1 };
  if (rule.columnValues && fitted.listQuestions) {
    fitted = {
      ...fitted,
      listQuestions: fitted.listQuestions.map((column): ListColumn => keep(column, rule.columnValues![column.id])),
    };
  }
  return fitted;
}

/**
 * A show-if comparing a question with an option no longer offered: `= that option` can never hold,
 * so it leaves an OR; `!= that option` always holds, so it leaves an AND. What remains is the
 * expression as the fitted form can meet it (content tests check every comparison names an option).
 */
function fitShowIf(showIf: string, offered: ReadonlyMap<string, ReadonlySet<string>>): string {
  const parsed = parseShowIf(showIf);
  if (!parsed.ok) return showIf;
  const { operands, join } = parsed.expression;
  const dropped = (operand: ShowIfOperand) => offered.get(operand.questionId)?.has(operand.value) === false;
  const kept = operands.filter(
    (operand) => !(dropped(operand) && (join === 'OR' ? operand.operator === '=' : operand.operator === '!=')),
  );
  if (kept.length === operands.length || kept.length === 0) return showIf;
  return kept.map((operand) => `answer[${operand.questionId}] ${operand.operator} ${operand.value}`).join(` ${join} `);
}

export function fitToStandard(definition: FormDefinition, rules: Readonly<Record<string, AnswerRule>>): FormDefinition {
  const fitted = {
    ...definition,
    sections: definition.sections.map((section) => ({
      ...section,
      groups: section.groups.map((group) => ({
        ...group,
        questions: group.questions.map((question) => fitQuestion(question, rules[question.id])),
      })),
    })),
  };
  const offered = new Map<string, ReadonlySet<string>>();
  for (const question of allQuestions(fitted))
    if (question.answers) offered.set(question.id, new Set(Object.keys(question.answers)));
  return {
    ...fitted,
    sections: fitted.sections.map((section) => ({
      ...section,
      groups: section.groups.map((group) => ({
        ...group,
        questions: group.questions.map((question) =>
          question.showIf ? { ...question, showIf: fitShowIf(question.showIf, offered) } : question,
        ),
      })),
    })),
  };
}
