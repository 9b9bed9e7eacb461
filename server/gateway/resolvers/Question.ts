import { optionEntries } from '../../../domain/forms/layout.ts';
import type { ListColumnResolvers, QuestionResolvers } from '../generated/resolvers-types.ts';

/** Options as a list in display order (answerOrder where given: numeric keys would otherwise sort). */
export const optionList = (options: { answers?: Record<string, string>; answerOrder?: readonly string[] }) =>
  options.answers ? optionEntries(options).map(([key, label]) => ({ key, label })) : null;

export const Question: QuestionResolvers = {
  key: (question) => question.id,
  required: (question) => question.required === 1,
  readOnly: (question) => question.readOnly ?? false,
  options: (question) => optionList(question),
  maxRows: (question) => question.maxRows ?? null,
  listColumns: (question) => question.listQuestions ?? null,
  formReference: (question) => question.formReference ?? null,
  showIf: (question) => question.showIf ?? null,
  showIfQuestion: (question) => question.showIfQuestion ?? null,
  showIfAnswer: (question) => question.showIfAnswer ?? null,
  showIfAnswerIncludes: (question) => question.showIfAnswerIncludes ?? null,
  pdtfPath: (question) => question.pdtfPath ?? null,
  maxLength: (question) => question.maxLength ?? null,
  upload: (question) => question.upload ?? null,
  notes: (question) => question.notes ?? null,
};

export const ListColumn: ListColumnResolvers = {
  key: (column) => column.id,
  options: (column) => optionList(column),
};
