import { configure, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toaster } from '../../components/toaster';
import { setLanguage } from '../../i18n/i18n';
import { renderApp, resetApp } from '../../test/renderApp';
import { dashboardQuery } from './dashboardFixtures';

// Whole-app renders against the mocked schema are slow on a busy CI machine.
vi.setConfig({ testTimeout: 45_000 });
configure({ asyncUtilTimeout: 15_000 });

function renderDashboard(path: string, language: 'da' | 'en' = 'da') {
  const analyticsOrganizations = vi.fn(dashboardQuery.analyticsOrganizations);
  const result = renderApp({
    path,
    resolvers: {
      User: { organizations: () => [] },
      // The shell switches to the viewer's saved language, so it must match the one a test sets.
      UserConfig: { language: () => language, utcOffset: () => 1 },
      Query: { ...dashboardQuery, analyticsOrganizations },
    },
  });
  return { ...result, analyticsOrganizations };
}

describe('dashboardLoader: URLs that cannot break the page', () => {
  beforeEach(() => {
    resetApp();
    // Toasts of an earlier test outlive its unmounted toaster.
    toaster.remove();
  });

  it('drops an owner that is not an organisation the viewer sees, says so and shows the default owner', async () => {
    const { router, analyticsOrganizations } = renderDashboard('/dashboard?owner=garbage&mode=scheduling');
    expect(await screen.findByText('En del af linket var ugyldig')).toBeInTheDocument();
    expect(screen.getByText(/owner=garbage/)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?mode=scheduling');
    expect(router.state.historyAction).toBe('REPLACE');
    // The default owner (the first with devices) is what loads.
    expect(analyticsOrganizations.mock.calls.at(-1)![1]).toEqual({ organizationIds: ['org-a'] });
  });

  it('drops bad periods, days, modes, lookups, removed devices and unknown parameters, keeping the rest', async () => {
    const { router } = renderDashboard(
      '/dashboard?owner=org-b&owner=org-x&type=cat-water&model=nope&device=node-dev-b1&device=dev-gone&period=custom&from=2026-02-31&to=2026-01-10&mode=charts&debug=1',
    );
    const toast = await screen.findByText(/Det er udeladt/);
    for (const part of ['owner=org-x', 'model=nope', 'device=dev-gone', 'from=2026-02-31', 'mode=charts', 'debug=1', 'period=custom', 'to=2026-01-10']) {
      expect(toast.textContent).toContain(part);
    }
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.search).toBe("?owner=org-b&type=cat-water&device=node-dev-b1");
  });

  it('says it in English for an English user', async () => {
    setLanguage('en');
    const { router } = renderDashboard('/dashboard?owner=garbage', 'en');
    expect(await screen.findByText('Part of the link was not valid')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('leaves a valid URL as it is, without a toast', async () => {
    const { router } = renderDashboard('/dashboard?owner=org-b&period=custom&from=2026-01-01&to=2026-01-10');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?owner=org-b&period=custom&from=2026-01-01&to=2026-01-10');
    expect(screen.queryByText('En del af linket var ugyldig')).not.toBeInTheDocument();
  });
});
