/** One page of a list, as an export asks for it. */
export type ListPage<Row> = { rows: readonly Row[]; totalCount: number };

/** A sane cap: a bigger export is a job for the API, not for a browser tab. */
export const EXPORT_ROW_CAP = 5000;
/** The largest page the API serves. */
export const EXPORT_PAGE_SIZE = 100;

/**
 * Every row of a filtered list, page after page, up to `cap` rows: one request at a time, so an
 * export never crowds out the user's other requests. `onProgress` hears the rows so far and the
 * list's total; `total` is what the list has, which may exceed what was collected.
 */
export async function collectListRows<Row>(
  loadPage: (page: number, pageSize: number) => Promise<ListPage<Row>>,
  { cap = EXPORT_ROW_CAP, pageSize = EXPORT_PAGE_SIZE, onProgress }: { cap?: number; pageSize?: number; onProgress?: (rows: number, total: number) => void } = {},
): Promise<{ rows: Row[]; total: number }> {
  const rows: Row[] = [];
  for (let page = 1; ; page++) {
    const next = await loadPage(page, pageSize);
    const total = next.totalCount;
    rows.push(...next.rows.slice(0, cap - rows.length));
    onProgress?.(rows.length, total);
    if (next.rows.length < pageSize || rows.length >= Math.min(cap, total)) return { rows, total };
  }
}
