import type { PublicRecordResolvers } from '../generated/resolvers-types.ts';

export const PublicRecord: PublicRecordResolvers = {
  recordDate: (record) => record.record_date,
  retrievedAt: (record) => record.retrieved_at,
};
