import { describe, expect, it, vi } from 'vitest';
import { collectListRows } from './collectListRows';

/** A list of `total` numbered rows, served in pages. */
const list = (total: number) =>
  vi.fn(async (page: number, pageSize: number) => ({
    rows: Array.from({ length: Math.max(0, Math.min(pageSize, total - (page - 1) * pageSize)) }, (_, i) => (page - 1) * pageSize + i + 1),
    totalCount: total,
  }));

describe('collectListRows', () => {
  it('collects every page, one request at a time, reporting progress', async () => {
    const loadPage = list(250);
    const progress: number[] = [];
    const { rows, total } = await collectListRows(loadPage, { onProgress: (done) => progress.push(done) });
    expect(rows).toEqual(Array.from({ length: 250 }, (_, i) => i + 1));
    expect(total).toBe(250);
    expect(loadPage.mock.calls.map(([page, size]) => `${page}/${size}`)).toEqual(['1/100', '2/100', '3/100']);
    expect(progress).toEqual([100, 200, 250]);
  });

  it('stops at the cap and says how many there were', async () => {
    const loadPage = list(12_345);
    const { rows, total } = await collectListRows(loadPage, { cap: 250 });
    expect(rows).toHaveLength(250);
    expect(rows.at(-1)).toBe(250);
    expect(total).toBe(12_345);
    expect(loadPage).toHaveBeenCalledTimes(3);
  });

  it('asks once for an empty list, and stops when a page comes back short', async () => {
    expect((await collectListRows(list(0))).rows).toEqual([]);
    const shrinking = vi.fn(async (page: number) => ({ rows: page === 1 ? [1, 2] : [], totalCount: 500 }));
    expect((await collectListRows(shrinking, { pageSize: 100 })).rows).toEqual([1, 2]);
    expect(shrinking).toHaveBeenCalledTimes(1);
  });

  it('fails as the page fails', async () => {
    await expect(collectListRows(async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
  });
});
