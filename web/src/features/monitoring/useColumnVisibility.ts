import { useCallback, useState } from 'react';
import { z } from 'zod';
import { defaultHiddenColumns, monitoringColumns, type MonitoringColumnId } from './monitoringColumns';

export const HIDDEN_COLUMNS_KEY = 'fieldsense.monitoring.hiddenColumns';

const ids = monitoringColumns.map((c) => c.id) as [MonitoringColumnId, ...MonitoringColumnId[]];
const storedSchema = z.array(z.enum(ids));

function readHidden(): MonitoringColumnId[] {
  try {
    const raw = localStorage.getItem(HIDDEN_COLUMNS_KEY);
    if (raw === null) return defaultHiddenColumns;
    // Ids of columns that no longer exist are dropped instead of failing the whole setting.
    const parsed = z.array(z.string()).parse(JSON.parse(raw)).filter((id) => (ids as string[]).includes(id));
    return storedSchema.parse(parsed);
  } catch {
    return defaultHiddenColumns;
  }
}

/** Which columns are hidden, remembered in this browser. */
export function useColumnVisibility() {
  const [hidden, setHidden] = useState<MonitoringColumnId[]>(readHidden);
  const setVisible = useCallback((id: MonitoringColumnId, visible: boolean) => {
    setHidden((current) => {
      const next = visible ? current.filter((c) => c !== id) : [...new Set([...current, id])];
      localStorage.setItem(HIDDEN_COLUMNS_KEY, JSON.stringify(next));
      return next;
    });
  }, []);
  const isVisible = useCallback((id: MonitoringColumnId) => !hidden.includes(id), [hidden]);
  return { isVisible, setVisible };
}
