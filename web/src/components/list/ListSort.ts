/** How a list is ordered: the server's key of a column and a direction. */
export type ListSort = { key: string; order: 'asc' | 'desc' };
