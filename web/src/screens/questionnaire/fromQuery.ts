import type { AnswerValue, Answers, FormDefinition, OptionMap, Question, QuestionType } from '../../../../domain/forms/definition.ts';
import type { AnswerRule } from '../../../../domain/forms/answer-rules.ts';
import { STANDARD_RULES } from '../../../../domain/forms/standard-rules.generated.ts';
import type { QuestionnaireQuery } from '../../gql/forms.ts';

type QueriedForm = QuestionnaireQuery['questionnaire'];
type QueriedQuestion = QueriedForm['sections'][number]['groups'][number]['questions'][number];

const optionMap = (options: readonly { key: string; label: string }[] | null): OptionMap | undefined =>
  options ? Object.fromEntries(options.map((option) => [option.key, option.label])) : undefined;

/** The order the server sent the options in: numeric keys would otherwise sort ascending. */
const optionOrder = (options: readonly { key: string }[] | null) => (options ? options.map((option) => option.key) : undefined);

const typeOf = (type: QueriedQuestion['type']) => type.toLowerCase() as QuestionType;

function question(queried: QueriedQuestion, rules: Readonly<Record<string, AnswerRule>>): Question {
  const rule = rules[queried.key];
  return {
    id: queried.key,
    question: queried.question,
    type: typeOf(queried.type),
    required: queried.required ? 1 : 0,
    readOnly: queried.readOnly,
    answers: optionMap(queried.options),
    answerOrder: optionOrder(queried.options),
    maxRows: queried.maxRows ?? undefined,
    listQuestions: queried.listColumns?.map((column) => ({
      id: column.key,
      label: column.label,
      type: typeOf(column.type) as Exclude<QuestionType, 'list' | 'upload' | 'checkbox'>,
      answers: optionMap(column.options),
      answerOrder: optionOrder(column.options),
    })),
    formReference: queried.formReference ?? undefined,
    showIf: queried.showIf ?? undefined,
    showIfQuestion: queried.showIfQuestion ?? undefined,
    showIfAnswer: queried.showIfAnswer ?? undefined,
    showIfAnswerIncludes: queried.showIfAnswerIncludes ?? undefined,
    maxLength: queried.maxLength ?? undefined,
    upload: queried.upload ? { accept: queried.upload.accept as ('pdf' | 'png' | 'jpg')[], multiple: queried.upload.multiple } : undefined,
    notes: queried.notes ?? undefined,
    // What the PDTF standard lets the answer be, for the same check the server runs (answer-rules.ts).
    ...(rule ? { rule } : {}),
  };
}

/**
 * The form as the domain rules read it, so the screen gives instant feedback with the very
 * functions the server computes completion with.
 */
export function definitionFrom(form: QueriedForm): FormDefinition {
  const rules = STANDARD_RULES[form.path] ?? {};
  return {
    id: form.questionnaireId as FormDefinition['id'],
    path: form.path as FormDefinition['path'],
    route: '',
    name: form.name,
    version: form.version,
    sections: form.sections.map((section) => ({
      id: section.key,
      name: section.name,
      notes: section.notes ?? undefined,
      tabular: section.tabular,
      groups: section.groups.map((group) => ({ id: group.key, name: group.name ?? undefined, notes: group.notes ?? undefined, questions: group.questions.map((queried) => question(queried, rules)) })),
    })),
  };
}

export function answersFrom(form: QueriedForm): Answers {
  return Object.fromEntries(form.answers.map((answer) => [answer.questionKey, answer.value as AnswerValue]));
}
