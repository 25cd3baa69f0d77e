import type { ReactNode } from 'react';
import { adminRules } from '../../test/createMockEnvironment';
import { buildAbility } from '../shell/buildAbility';
import type { DashboardMode, DashboardPeriod } from './dashboardSearchParams';
import { type DashboardView, DashboardViewContext } from './DashboardView';

type Props = Partial<Omit<DashboardView, 'ability'>> & {
  /** The viewer's ability rules (default: an administrator's). */
  rules?: Parameters<typeof buildAbility>[0];
  mode?: DashboardMode;
  period?: DashboardPeriod;
  children: ReactNode;
};

/** The page's view for a card's component test: the week, analytics mode, the viewer at UTC+1. */
export function TestDashboardView({ rules = adminRules, children, ...view }: Props) {
  const value: DashboardView = {
    mode: 'analytics',
    period: { period: 'week' },
    refs: [
      { key: 'none', name: 'Ingen' },
      { key: 'previous_period', name: 'Forrige periode' },
      { key: 'previous_year', name: 'Forrige år' },
    ],
    utcOffset: 1,
    ability: buildAbility(rules),
    loading: false,
    refreshedAt: 0,
    ...view,
  };
  return <DashboardViewContext.Provider value={value}>{children}</DashboardViewContext.Provider>;
}
