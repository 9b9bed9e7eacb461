import type { ListColumnResolvers, QuestionResolvers } from '../generated/resolvers-types.ts';

/** An option map (key → label, in display order) as a list the client can render in order. */
const optionList = (options: Record<string, string> | undefined) => (options ? Object.entries(options).map(([key, label]) => ({ key, label })) : null);

export const Question: QuestionResolvers = {
  key: (question) => question.id,
  required: (question) => question.required === 1,
  readOnly: (question) => question.readOnly ?? false,
  options: (question) => optionList(question.answers),
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
  options: (column) => optionList(column.answers),
};
