import type { AnswerChangeResolvers } from '../generated/resolvers-types.ts';

export const AnswerChange: AnswerChangeResolvers = {
  questionKey: (change) => change.question_id,
  changedBy: (change) => change.changed_by,
  changedAt: (change) => change.changed_at,
};
