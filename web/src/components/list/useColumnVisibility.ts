import { useCallback, useMemo } from 'react';
import * as z from 'zod/mini';
import type { ListColumn } from './ListColumn';
import { useStoredState } from './useStoredState';

/** The key a list's hidden columns are stored under in this browser. */
export const hiddenColumnsKey = (listId: string) => `fieldsense.${listId}.hiddenColumns`;

/**
 * Which of a list's columns are hidden, remembered per list in this browser. Ids of columns that
 * no longer exist are ignored, and columns that cannot be hidden always show.
 */
export function useColumnVisibility<Column extends ListColumn>(listId: string, columns: readonly Column[]) {
  type Id = Column['id'];
  const defaults = useMemo(() => columns.filter((c) => c.hiddenByDefault).map((c) => c.id), [columns]);
  const [stored, setStored] = useStoredState<string[]>(hiddenColumnsKey(listId), z.array(z.string()), defaults);
  const hidden = useMemo(() => new Set(stored), [stored]);
  const isVisible = useCallback(
    (id: Id) => !hidden.has(id) || columns.some((c) => c.id === id && c.hideable === false),
    [hidden, columns],
  );
  const setVisible = useCallback(
    (id: Id, visible: boolean) => setStored((current) => (visible ? current.filter((c) => c !== id) : [...new Set([...current, id])])),
    [setStored],
  );
  const visibleColumns = useMemo(() => columns.filter((c) => isVisible(c.id)), [columns, isVisible]);
  return { isVisible, setVisible, visibleColumns };
}
