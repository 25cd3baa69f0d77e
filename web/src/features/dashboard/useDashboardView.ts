import { useContext } from 'react';
import { type DashboardView, DashboardViewContext } from './DashboardView';

/** The page's view and viewer, for a card (inside DashboardPage). */
export function useDashboardView(): DashboardView {
  const view = useContext(DashboardViewContext);
  if (!view) throw new Error('useDashboardView: no DashboardViewContext (render cards inside DashboardPage)');
  return view;
}
