import type { DeadLetterJobResolvers } from '../generated/resolvers-types.ts';

export const DeadLetterJob: DeadLetterJobResolvers = {
  id: (job) => String(job.id),
  lastError: (job) => job.last_error,
  createdAt: (job) => job.created_at,
  failedAt: (job) => job.failed_at,
};
