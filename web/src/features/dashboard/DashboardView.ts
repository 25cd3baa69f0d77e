import { createContext } from 'react';
import type { AppAbility } from '../shell/buildAbility';
import type { DashboardMode, DashboardPeriod } from './dashboardSearchParams';

/**
 * What every card of the dashboard shares, read once for the page: the view the page shows, the
 * viewer (whose offset and abilities each card would otherwise ask for itself) and the page's loading state.
 */
export type DashboardView = {
  mode: DashboardMode;
  period: DashboardPeriod;
  /** The reference series a trend can be drawn against (Query.analyticsRefs). */
  refs: ReadonlyArray<{ readonly key: string; readonly name: string }>;
  /** The viewer's UTC offset in hours: every time on a card is read in it. */
  utcOffset: number;
  /** The viewer's ability rules, to decide which actions a card offers (the API checks them too). */
  ability: AppAbility;
  /** The page is loading a new view for every open card: they dim, keeping their numbers on screen. */
  loading: boolean;
  /**
   * When the page last refreshed its open cards. A card with its own choices (a reference, an
   * aggregation, a unit) asks again itself then: the page's one request carries the defaults only.
   */
  refreshedAt: number;
};

export const DashboardViewContext = createContext<DashboardView | null>(null);
