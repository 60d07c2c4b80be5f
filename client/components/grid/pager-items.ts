/** Pages either side of the current one that the pager lists. */
const PAGER_SPREAD = 2;

type PagerItem = number | 'gap';

/**
 * The pager's page links: first, last and current ±2, with a gap where pages
 * are skipped. A gap of one page lists that page instead, since "…" would take
 * the same room.
 */
export function pagerItems(page: number, pageCount: number): PagerItem[] {
  const current = Math.min(Math.max(1, page), pageCount);
  const pages: number[] = [];
  for (let n = 1; n <= pageCount; n += 1) {
    const near = Math.abs(n - current) <= PAGER_SPREAD;
    if (n === 1 || n === pageCount || near) pages.push(n);
    else if ((n === 2 && current - PAGER_SPREAD === 3) || (n === pageCount - 1 && current + PAGER_SPREAD === pageCount - 2)) pages.push(n);
  }
  const items: PagerItem[] = [];
  pages.forEach((n, index) => {
    const previous = pages[index - 1];
    if (previous !== undefined && n - previous > 1) items.push('gap');
    items.push(n);
  });
  return items;
}
