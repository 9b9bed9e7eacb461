import type { UserResolvers } from '../generated/resolvers-types.ts';

export const User: UserResolvers = {
  acceptedTerms: (user) => user.accepted_tcs,
  dateRegistered: (user) => user.date_registered ?? null,
  lastActivity: (user) => user.last_activity ?? null,
};
