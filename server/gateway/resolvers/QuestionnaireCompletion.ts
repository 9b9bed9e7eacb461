import type { QuestionnaireCompletionResolvers } from '../generated/resolvers-types.ts';

export const QuestionnaireCompletion: QuestionnaireCompletionResolvers = {
  id: ({ id }) => id,
  percent: ({ completion }) => completion.percent,
  sections: ({ completion }) =>
    Object.entries(completion.sections).map(([sectionKey, percent]) => ({ sectionKey, percent })),
};
