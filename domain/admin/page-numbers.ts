/** A page button, or a gap between two runs of buttons. */
export type PageItem = number | '...';

/**
 * The pagination of the admin lists (spec 02 §9): page 1, the last page, and 4 pages either side
 * of the current one, with each gap marked '...'.
 */
export function pageNumbers(current: number, totalPages: number, around = 4): PageItem[] {
  if (totalPages < 1) return [];
  const wanted = new Set<number>([1, totalPages]);
  for (let page = current - around; page <= current + around; page += 1)
    if (page >= 1 && page <= totalPages) wanted.add(page);
  const pages = [...wanted].sort((a, b) => a - b);
  const items: PageItem[] = [];
  pages.forEach((page, index) => {
    if (index > 0 && page - pages[index - 1] > 1) items.push('...');
    items.push(page);
  });
  return items;
}

/** Property names in the admin list: 20 characters, then '...' (spec 02 §9). */
export function truncateName(name: string, limit = 20): string {
  return name.length > limit ? `${name.slice(0, limit)}...` : name;
}
