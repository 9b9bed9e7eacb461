import type { MonthlyLimitResolvers } from '../generated/resolvers-types.ts';

/** There is one limit; a fixed id lets the client cache update it in place after setMonthlyLimit. */
export const MonthlyLimit: MonthlyLimitResolvers = {
  id: () => 'monthly-limit',
  usedThisMonth: (limit) => limit.used_this_month,
};
