import { t } from '@lingui/core/macro';
import { useEffect, useEffectEvent } from 'react';
import { toaster } from '../toaster';

type Options = {
  /** Rows on the page shown. */
  rows: number;
  totalCount: number;
  /** The page the URL asks for. */
  page: number;
  /** The list's last page (the connection's `pageCursors.totalPages`). */
  lastPage: number;
  /** Opens a page, replacing the history entry. */
  openPage: (page: number) => void;
};

/**
 * A page past the end (a bookmarked page 3 after the list shrank, `?page=999`) opens the last
 * page instead of an empty list, and says so.
 */
export function usePageInRange({ rows, totalCount, page, lastPage, openPage }: Options) {
  const beyond = rows === 0 && totalCount > 0 && page > lastPage;
  const goToLast = useEffectEvent(() => {
    toaster.create({
      type: 'info',
      title: t`Page ${page} does not exist`,
      description: t`The list has ${lastPage} pages now; the last one is shown.`,
      duration: 6000,
      closable: true,
    });
    openPage(lastPage);
  });
  useEffect(() => {
    if (beyond) goToLast();
  }, [beyond]);
  return beyond;
}
