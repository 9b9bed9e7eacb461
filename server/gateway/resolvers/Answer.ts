import type { AnswerResolvers, AnswerSourceResolvers } from '../generated/resolvers-types.ts';

export const Answer: AnswerResolvers = {
  source: (answer) => answer.source,
};

export const AnswerSource: AnswerSourceResolvers = {
  questionnaireName: (source) => source.questionnaire_name ?? null,
  updatedAt: (source) => source.updated_at,
  recordSource: (source) => source.record_source ?? null,
  reference: (source) => source.reference ?? null,
  recordDate: (source) => source.record_date ?? null,
  sample: (source) => source.sample ?? null,
  line: (source) => source.line ?? null,
  confirmed: (source) => source.confirmed ?? null,
  counted: (source) => source.counted ?? null,
};
