import type { TitleSearchResolvers } from '../generated/resolvers-types.ts';

export const TitleSearch: TitleSearchResolvers = {
  requestId: (search) => search.request_id,
};
