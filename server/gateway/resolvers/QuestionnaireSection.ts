import type { QuestionGroupResolvers, QuestionnaireSectionResolvers } from '../generated/resolvers-types.ts';

export const QuestionnaireSection: QuestionnaireSectionResolvers = {
  key: (section) => section.id,
  notes: (section) => section.notes ?? null,
  tabular: (section) => section.tabular ?? false,
};

export const QuestionGroup: QuestionGroupResolvers = {
  key: (group) => group.id,
  name: (group) => group.name ?? null,
  notes: (group) => group.notes ?? null,
};
