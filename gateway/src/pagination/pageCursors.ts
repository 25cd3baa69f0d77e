import { offsetToCursor } from './offsetCursor.ts';

export interface PageCursorValue {
  cursor: string | null;
  page: number;
  isCurrent: boolean;
}

export interface PageCursorsValue {
  first: PageCursorValue | null;
  last: PageCursorValue | null;
  around: PageCursorValue[];
  previous: PageCursorValue | null;
  next: PageCursorValue | null;
  totalPages: number;
}

/** How many numbered pages are listed without `first`/`last`, and how many around the current one otherwise. */
const allPagesUpTo = 5;
const aroundSize = 3;

/** The cursor to pass as `after` to open `page` (the last item of the page before it). */
export function cursorForPage(page: number, perPage: number): string | null {
  return page <= 1 ? null : offsetToCursor((page - 1) * perPage - 1);
}

/**
 * Numbered pages for a pagination control (after Artsy's `pageCursors`): every page when there
 * are at most 5, else a window of 3 around the current page, plus the first and last pages when
 * the window does not reach them. An empty list still has page 1, so a control always has one.
 */
export function pageCursors(currentPage: number, perPage: number, totalCount: number): PageCursorsValue {
  const totalPages = Math.ceil(totalCount / perPage);
  const lastPage = Math.max(totalPages, 1);
  const at = (page: number): PageCursorValue => ({ cursor: cursorForPage(page, perPage), page, isCurrent: page === currentPage });
  const range = (from: number, to: number) => Array.from({ length: Math.max(to - from + 1, 0) }, (_, i) => at(from + i));

  let around: PageCursorValue[];
  let first: PageCursorValue | null = null;
  let last: PageCursorValue | null = null;
  if (lastPage <= allPagesUpTo) {
    around = range(1, lastPage);
  } else {
    // Centre the window on the current page, shifted inwards at the ends so it keeps its size.
    const start = Math.min(Math.max(currentPage - Math.floor(aroundSize / 2), 1), lastPage - aroundSize + 1);
    around = range(start, start + aroundSize - 1);
    if (start > 1) first = at(1);
    if (start + aroundSize - 1 < lastPage) last = at(lastPage);
  }
  return {
    first,
    last,
    around,
    previous: currentPage > 1 ? at(Math.min(currentPage - 1, lastPage)) : null,
    next: currentPage < totalPages ? at(currentPage + 1) : null,
    totalPages,
  };
}
