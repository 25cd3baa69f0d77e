import { offsetToCursor } from './offsetCursor.ts';
import { pageCursors, type PageCursorsValue } from './pageCursors.ts';
import type { PageRequest } from './pageRequest.ts';

export interface Connection<T> {
  edges: { cursor: string; node: T }[];
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
  totalCount: number;
  pageCursors: PageCursorsValue;
}

/** A Relay connection (with numbered page cursors) from one page of a REST list and its total. */
export function connectionFromPage<T>(items: readonly T[], request: PageRequest, totalCount: number): Connection<T> {
  const edges = items.map((node, i) => ({ cursor: offsetToCursor(request.offset + i), node }));
  return {
    edges,
    pageInfo: {
      hasNextPage: request.offset + items.length < totalCount,
      hasPreviousPage: request.offset > 0,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
    totalCount,
    pageCursors: pageCursors(request.page, request.perPage, totalCount),
  };
}
