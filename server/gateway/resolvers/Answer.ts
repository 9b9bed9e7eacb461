import type { AnswerResolvers, AnswerSourceResolvers } from '../generated/resolvers-types.ts';

export const Answer: AnswerResolvers = {
  source: (answer) => answer.source,
};

export const AnswerSource: AnswerSourceResolvers = {
  questionnaireName: (source) => source.questionnaire_name ?? null,
  updatedAt: (source) => source.updated_at,
};
