import { useSearchParams } from 'react-router-dom';

/** A URL-held list's page and page size setters (another size starts over at page 1). */
export function useListPaging() {
  const [, setParams] = useSearchParams();
  const setPage = (page: number, replace = false) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (page > 1) next.set('page', String(page));
        else next.delete('page');
        return next;
      },
      { replace },
    );
  const setPageSize = (size: number) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set('size', String(size));
      next.delete('page');
      return next;
    });
  return { setPage, setPageSize };
}
