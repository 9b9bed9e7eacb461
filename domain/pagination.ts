/** Properties list paging (spec 01 §9): 30 per page; larger pages are refused rather than served. */
export const PROPERTY_PAGE_SIZE = 30;
export const MAX_PAGE_SIZE = 100;

export type Pagination = { page: number; pageSize: number; total: number; totalPages: number };

export function paginate(page: number, pageSize: number, total: number): Pagination {
  return { page, pageSize, total, totalPages: Math.max(1, Math.ceil(total / pageSize)) };
}
