/** One slot of the page list: a page number or a gap standing for the pages left out. */
export type PageItem = number | 'start-ellipsis' | 'end-ellipsis';

/**
 * The pages to show for `page` of `pageCount`: always the first and last page, `siblings` pages
 * either side of the current one, and an ellipsis for every gap of two pages or more (a gap of
 * one page shows that page instead, since the ellipsis would take the same room).
 */
export function getPageItems(page: number, pageCount: number, siblings = 1): PageItem[] {
  // first + last + current + siblings on both sides + two ellipses
  const slots = siblings * 2 + 5;
  if (pageCount <= slots) return range(1, pageCount);

  const current = Math.min(Math.max(page, 1), pageCount);
  const left = Math.max(current - siblings, 1);
  const right = Math.min(current + siblings, pageCount);
  const showStartGap = left > 3;
  const showEndGap = right < pageCount - 2;

  if (!showStartGap) return [...range(1, slots - 2), 'end-ellipsis', pageCount];
  if (!showEndGap) return [1, 'start-ellipsis', ...range(pageCount - (slots - 3), pageCount)];
  return [1, 'start-ellipsis', ...range(left, right), 'end-ellipsis', pageCount];
}

function range(from: number, to: number): number[] {
  return Array.from({ length: Math.max(to - from + 1, 0) }, (_, i) => from + i);
}
