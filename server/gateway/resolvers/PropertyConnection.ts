import type { PropertyConnectionResolvers } from '../generated/resolvers-types.ts';

export const PropertyConnection: PropertyConnectionResolvers = {
  nodes: (page) => page.nodes,
  pageInfo: ({ pagination }) => ({
    page: pagination.page,
    pageSize: pagination.page_size,
    total: pagination.total,
    totalPages: pagination.total_pages,
    hasNextPage: pagination.page < pagination.total_pages,
  }),
};
