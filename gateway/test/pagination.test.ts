import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { connectionFromPage } from '../src/pagination/connectionFromPage.ts';
import { cursorToOffset, offsetToCursor } from '../src/pagination/offsetCursor.ts';
import { cursorForPage, pageCursors } from '../src/pagination/pageCursors.ts';
import { pageRequest } from '../src/pagination/pageRequest.ts';

const pagesOf = (value: ReturnType<typeof pageCursors>) => ({
  first: value.first?.page ?? null,
  around: value.around.map((p) => (p.isCurrent ? `[${p.page}]` : String(p.page))).join(' '),
  last: value.last?.page ?? null,
  previous: value.previous?.page ?? null,
  next: value.next?.page ?? null,
  totalPages: value.totalPages,
});

const fieldOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(GraphQLError);
    const e = error as GraphQLError;
    expect(e.extensions.code).toBe('BAD_USER_INPUT');
    return (e.extensions.fields as { field: string }[])[0]?.field;
  }
  throw new Error('did not throw');
};

describe('offset cursors', () => {
  it('are base64 of offset:<n> and round-trip', () => {
    expect(offsetToCursor(9)).toBe(Buffer.from('offset:9').toString('base64'));
    expect(cursorToOffset(offsetToCursor(0))).toBe(0);
    expect(cursorToOffset(offsetToCursor(12345))).toBe(12345);
  });
  it('reject anything else', () => {
    for (const bad of ['', 'x', Buffer.from('offset:-1').toString('base64'), Buffer.from('offset:01').toString('base64'), Buffer.from('User:1').toString('base64'), '!!!']) {
      expect(cursorToOffset(bad)).toBeNull();
    }
  });
});

describe('first/after → perPage/page', () => {
  it('maps whole pages', () => {
    expect(pageRequest(undefined, undefined)).toEqual({ page: 1, perPage: 10, offset: 0 });
    expect(pageRequest(20, null)).toEqual({ page: 1, perPage: 20, offset: 0 });
    expect(pageRequest(20, offsetToCursor(19))).toEqual({ page: 2, perPage: 20, offset: 20 });
    expect(pageRequest(10, cursorForPage(7, 10))).toEqual({ page: 7, perPage: 10, offset: 60 });
  });
  it('refuses sizes outside 1..100, foreign cursors and cursors off a page boundary', () => {
    expect(fieldOf(() => pageRequest(0, null))).toBe('first');
    expect(fieldOf(() => pageRequest(101, null))).toBe('first');
    expect(fieldOf(() => pageRequest(10, 'nope'))).toBe('after');
    expect(fieldOf(() => pageRequest(10, offsetToCursor(4)))).toBe('after');
    expect(fieldOf(() => pageRequest(20, offsetToCursor(9)))).toBe('after');
  });
});

describe('page cursors', () => {
  it('list every page when there are at most 5', () => {
    expect(pagesOf(pageCursors(1, 10, 0))).toEqual({ first: null, around: '[1]', last: null, previous: null, next: null, totalPages: 0 });
    expect(pagesOf(pageCursors(1, 10, 10))).toEqual({ first: null, around: '[1]', last: null, previous: null, next: null, totalPages: 1 });
    expect(pagesOf(pageCursors(3, 10, 50))).toEqual({ first: null, around: '1 2 [3] 4 5', last: null, previous: 2, next: 4, totalPages: 5 });
  });
  it('show 3 around the current page plus the ends beyond 5 pages', () => {
    expect(pagesOf(pageCursors(1, 10, 101))).toEqual({ first: null, around: '[1] 2 3', last: 11, previous: null, next: 2, totalPages: 11 });
    expect(pagesOf(pageCursors(2, 10, 101))).toEqual({ first: null, around: '1 [2] 3', last: 11, previous: 1, next: 3, totalPages: 11 });
    expect(pagesOf(pageCursors(3, 10, 101))).toEqual({ first: 1, around: '2 [3] 4', last: 11, previous: 2, next: 4, totalPages: 11 });
    expect(pagesOf(pageCursors(6, 10, 101))).toEqual({ first: 1, around: '5 [6] 7', last: 11, previous: 5, next: 7, totalPages: 11 });
    expect(pagesOf(pageCursors(10, 10, 101))).toEqual({ first: 1, around: '9 [10] 11', last: null, previous: 9, next: 11, totalPages: 11 });
    expect(pagesOf(pageCursors(11, 10, 101))).toEqual({ first: 1, around: '9 10 [11]', last: null, previous: 10, next: null, totalPages: 11 });
  });
  it('give cursors that open their page', () => {
    const value = pageCursors(6, 10, 101);
    expect(value.first?.cursor).toBeNull();
    for (const p of [...value.around, value.last!, value.previous!, value.next!]) {
      expect(pageRequest(10, p.cursor).page).toBe(p.page);
    }
  });
});

describe('connections from a page', () => {
  it('numbers edges from the page offset', () => {
    const connection = connectionFromPage(['a', 'b'], { page: 2, perPage: 2, offset: 2 }, 5);
    expect(connection.edges.map((e) => cursorToOffset(e.cursor))).toEqual([2, 3]);
    expect(connection.pageInfo).toEqual({ hasNextPage: true, hasPreviousPage: true, startCursor: offsetToCursor(2), endCursor: offsetToCursor(3) });
    expect(connection.totalCount).toBe(5);
    // The end cursor opens the next page with the same size.
    expect(pageRequest(2, connection.pageInfo.endCursor).page).toBe(3);
  });
  it('is empty past the end', () => {
    const connection = connectionFromPage([], { page: 1, perPage: 10, offset: 0 }, 0);
    expect(connection.pageInfo).toEqual({ hasNextPage: false, hasPreviousPage: false, startCursor: null, endCursor: null });
  });
});
