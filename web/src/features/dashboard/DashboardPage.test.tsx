import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { Environment, RecordSource, Store } from 'relay-runtime';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '../auth/authStore';
import { setLanguage } from '../../i18n/i18n';
import { addDays } from '../../i18n/format/calendarDay';
import { toaster } from '../../components/toaster';
import { Providers } from '../../Providers';
import { nodeMissingFieldHandler } from '../../relay/createNetworkEnvironment';
import { setEnvironmentFactory } from '../../relay/environmentHolder';
import { routes } from '../../routes';
import { createMockEnvironment, technicianRules, type MockResolvers } from '../../test/createMockEnvironment';
import { makeToken } from '../../test/makeToken';
import { resetApp } from '../../test/renderApp';
import { dashboardQuery } from './dashboardFixtures';
import { tomorrowIn } from './dashboardSearchParams';

/**
 * The whole app against the mocked schema, like renderApp, but with the real environment's
 * missing-field handlers, so that cards can be answered from what a group prefetch stored.
 */
function renderDashboard(path = '/dashboard', resolvers: MockResolvers = {}) {
  const requests: string[] = [];
  setEnvironmentFactory(() => {
    const network = createMockEnvironment({ User: { organizations: () => [] }, ...resolvers, Query: { ...dashboardQuery, ...resolvers.Query } }).getNetwork();
    const environment = new Environment({
      network: {
        execute: (request, variables, cacheConfig, uploadables) => {
          requests.push(request.name);
          return network.execute(request, variables, cacheConfig, uploadables);
        },
      },
      store: new Store(new RecordSource()),
      missingFieldHandlers: [nodeMissingFieldHandler],
    });
    return { environment, dispose: () => undefined };
  });
  authStore.signOut();
  authStore.signIn(makeToken(), { id: 'u1', userId: 'user-1', name: 'Ada Admin', email: 'admin@example.com' });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { router, requests };
}

const search = (router: ReturnType<typeof renderDashboard>['router']) => new URLSearchParams(router.state.location.search);

/** Waits for the page; jsdom's screen is narrow, like a phone, so the filter starts closed: open it. */
async function ready() {
  expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' }, { timeout: 45_000 })).toBeInTheDocument();
  await userEvent.setup().click(screen.getByRole('button', { name: /^(Vis filtre|Show filters)$/ }));
  expect(await screen.findByRole('region', { name: 'Filter' })).toBeVisible();
}

/** Ticks or unticks one option of a multi-select, then closes it. */
async function toggleOption(u: UserEvent, button: RegExp, option: string) {
  await u.click(screen.getByRole('button', { name: button }));
  await u.click(await screen.findByRole('checkbox', { name: option }));
  await u.keyboard('{Escape}');
}

// Whole-app renders against the mocked schema are slow on a busy CI machine.
vi.setConfig({ testTimeout: 90_000 });

describe('DashboardPage', () => {
  beforeEach(() => {
    resetApp();
    // Toasts of an earlier test outlive its unmounted toaster and would queue this test's ones.
    toaster.remove();
  });

  it('opens on the first organisation with devices, with its groups, ungrouped devices and the week', async () => {
    const { router, requests } = renderDashboard();
    await ready();
    // Analytics mode asks for no schedules.
    expect(requests).not.toContain('DashboardPageSchedulesQuery');
    // The default stays out of the URL: sign-in and the sidebar land on a bare /dashboard.
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('button', { name: 'Ejere: Aarhus Vand' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enheder: Alle 3' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Periode' })).toHaveValue('week');
    expect(screen.getByRole('button', { name: /Dataanalyse/ })).toHaveAttribute('aria-pressed', 'true');
    const group = screen.getByRole('region', { name: 'Pumpestationer' });
    expect(within(group).getByText('2 enheder')).toBeInTheDocument();
    expect(within(group).getByRole('link', { name: 'Grupper' })).toHaveAttribute('href', '/organizations/oa/groups');
    expect(within(group).getByRole('link', { name: 'Enheder' })).toHaveAttribute('href', '/organizations/oa/devices');
    expect(within(group).getByText('Pumpe Nord')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Enheder uden gruppe' })).getByText('Brønd Øst')).toBeInTheDocument();
  });

  it('warns when Apply has nothing selected, and changes nothing', async () => {
    const u = userEvent.setup();
    const { router } = renderDashboard();
    await ready();
    const before = router.state.location.search;
    await toggleOption(u, /^Ejere: /, 'Aarhus Vand');
    await u.click(screen.getByRole('button', { name: 'Anvend' }));
    expect(await screen.findByText('Ingen filtre valgt')).toBeInTheDocument();
    expect(router.state.location.search).toBe(before);
  });

  it('drops an owner without devices at once and says so', async () => {
    const u = userEvent.setup();
    renderDashboard();
    await ready();
    await u.click(screen.getByRole('button', { name: /^Ejere: / }));
    await u.click(await screen.findByRole('checkbox', { name: 'Esbjerg Tom' }));
    expect(await screen.findByText('Esbjerg Tom har ingen enheder')).toBeInTheDocument();
    // The list closes (it does not stay open over the page) and the keyboard is back on its button.
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Ejere' })).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Ejere: Aarhus Vand' })).toHaveFocus());
    // The selection (which the button names) never holds it.
    expect(screen.getByRole('button', { name: 'Ejere: Aarhus Vand' })).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Ejere: Aarhus Vand' }));
    expect(await screen.findByRole('checkbox', { name: 'Esbjerg Tom' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Aarhus Vand' })).toBeChecked();
  });

  it('says when no device matches, and keeps the applied filter', async () => {
    const u = userEvent.setup();
    const { router } = renderDashboard();
    await ready();
    await toggleOption(u, /^Enhedstyper: /, 'Regn');
    await u.click(screen.getByRole('button', { name: 'Anvend' }));
    expect(await screen.findByText('Ingen matchende enheder fundet')).toBeInTheDocument();
    expect(search(router).getAll('type')).toEqual([]);
    expect(screen.getByText('Pumpe Nord')).toBeInTheDocument();
  });

  it('narrows the device list and the cards to the applied type, and clears back to the default', async () => {
    const u = userEvent.setup();
    const { router } = renderDashboard();
    await ready();
    await toggleOption(u, /^Enhedstyper: /, 'Vejrstation');
    await u.click(screen.getByRole('button', { name: 'Anvend' }));
    expect(await screen.findByText('Filteret er anvendt')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Enheder: Station Syd' })).toBeInTheDocument();
    expect(search(router).getAll('type')).toEqual(['cat-weather']);
    expect(screen.queryByText('Pumpe Nord')).not.toBeInTheDocument();
    expect(screen.queryByText('Brønd Øst')).not.toBeInTheDocument();

    await u.click(screen.getByRole('button', { name: 'Ryd' }));
    expect(await screen.findByRole('button', { name: 'Enheder: Alle 3' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ejere: Aarhus Vand' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Enhedstyper: Alle' })).toBeInTheDocument();
    expect(search(router).has('owner')).toBe(false);
    expect(search(router).has('type')).toBe(false);
  });

  it('shows only the ticked devices, and an empty state when none is ticked', async () => {
    const u = userEvent.setup();
    const { router } = renderDashboard();
    await ready();
    await u.click(screen.getByRole('button', { name: 'Enheder: Alle 3' }));
    await u.click(await screen.findByRole('checkbox', { name: /Pumpe Nord/ }));
    await waitFor(() => expect(search(router).getAll('device').sort()).toEqual(['dev-2', 'dev-3']));
    expect(screen.queryByRole('region', { name: 'Pumpestationer' })).toBeInTheDocument();
    expect(screen.queryByText('Pumpe Nord', { selector: 'a' })).not.toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Ryd valg' }));
    expect(await screen.findByText('Ingen enheder valgt')).toBeInTheDocument();
  });

  it('offers select all for 10 devices or fewer only', async () => {
    const u = userEvent.setup();
    renderDashboard();
    await ready();
    await u.click(screen.getByRole('button', { name: 'Enheder: Alle 3' }));
    expect(await screen.findByRole('button', { name: 'Vælg alle' })).toBeDisabled();
    await u.click(screen.getByRole('checkbox', { name: /Pumpe Nord/ }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Vælg alle' })).toBeEnabled());
    await u.click(screen.getByRole('button', { name: 'Vælg alle' }));
    expect(await screen.findByRole('button', { name: 'Enheder: Alle 3' })).toBeInTheDocument();
  });

  it('has no select all for 12 devices, and shows the no-groups state', async () => {
    const u = userEvent.setup();
    renderDashboard('/dashboard?owner=org-b');
    await ready();
    expect(screen.getByText('Billund Forsyning har ingen grupper')).toBeInTheDocument();
    expect(screen.getByText('Måler 12')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Enheder: Alle 12' }));
    expect(await screen.findByRole('checkbox', { name: /Måler 01/ })).toBeChecked();
    expect(screen.queryByRole('button', { name: 'Vælg alle' })).not.toBeInTheDocument();
  });

  it('limits a custom range to tomorrow and applies it once complete', async () => {
    const u = userEvent.setup();
    const { router } = renderDashboard();
    await ready();
    await u.selectOptions(screen.getByRole('combobox', { name: 'Periode' }), 'custom');
    const from = screen.getByLabelText('Brugerdefineret periode fra');
    const to = screen.getByLabelText('Brugerdefineret periode til');
    // The mocked viewer is at UTC+1; days are typed the Danish way.
    const tomorrow = tomorrowIn(1);
    const danish = (day: string) => day.split('-').reverse().join('.');
    expect(search(router).has('period')).toBe(false);
    await u.type(from, '01.11.2026');
    // A day after tomorrow is refused beside the field, and not applied.
    await u.type(to, danish(addDays(tomorrow, 1)));
    expect(await screen.findByText(`Slutdatoen kan ikke være senere end ${danish(tomorrow)}.`)).toBeInTheDocument();
    expect(to).toHaveValue(danish(addDays(tomorrow, 1)));
    expect(search(router).has('period')).toBe(false);
    await u.clear(to);
    await u.type(to, danish(tomorrow));
    await waitFor(() => expect(search(router).get('period')).toBe('custom'));
    expect(search(router).get('from')).toBe('2026-11-01');
    expect(search(router).get('to')).toBe(tomorrow);
    await u.selectOptions(screen.getByRole('combobox', { name: 'Periode' }), 'month');
    await waitFor(() => expect(search(router).get('period')).toBe('month'));
    expect(search(router).has('from')).toBe(false);
  });

  it('expands a whole group with one prefetch and no request per card', async () => {
    const u = userEvent.setup();
    const { requests } = renderDashboard();
    await ready();
    const group = screen.getByRole('region', { name: 'Pumpestationer' });
    await u.click(within(group).getByRole('button', { name: 'Fold alle ud i Pumpestationer' }));
    expect(await within(group).findByRole('button', { name: 'Fold alle sammen i Pumpestationer' })).toBeInTheDocument();
    await waitFor(() => expect(within(group).getAllByRole('button', { expanded: true })).toHaveLength(2));
    expect(requests.filter((name) => name === 'DashboardPageCardsQuery')).toHaveLength(1);
    expect(requests.filter((name) => name === 'DeviceCardRefetchQuery')).toHaveLength(0);
    // The cards read the prefetched trends: their skeletons are gone.
    await waitFor(() => expect(within(group).queryByRole('status')).not.toBeInTheDocument());

    await u.click(within(group).getByRole('button', { name: 'Fold alle sammen i Pumpestationer' }));
    await waitFor(() => expect(within(group).queryAllByRole('button', { expanded: true })).toHaveLength(0));
  });

  it('refreshes every expanded card with one request', async () => {
    const u = userEvent.setup();
    const { requests } = renderDashboard();
    await ready();
    const refresh = screen.getByRole('button', { name: 'Opdatér' });
    // Enabled with nothing open too: an open group card refreshes on it as well.
    expect(refresh).toBeEnabled();
    const group = screen.getByRole('region', { name: 'Pumpestationer' });
    await u.click(within(group).getByRole('button', { name: 'Fold alle ud i Pumpestationer' }));
    await waitFor(() => expect(within(group).getAllByRole('button', { expanded: true })).toHaveLength(2));
    await waitFor(() => expect(refresh).toBeEnabled());
    requests.length = 0;
    await u.click(refresh);
    await waitFor(() => expect(requests).toContain('DashboardPageCardsQuery'));
    await waitFor(() => expect(refresh).not.toHaveAttribute('data-loading'));
    expect(requests.filter((name) => name === 'DashboardPageCardsQuery')).toHaveLength(1);
    expect(requests.filter((name) => name === 'DeviceCardRefetchQuery')).toHaveLength(0);
  });

  it('keeps expanded cards when the mode changes, loading them in one request', async () => {
    const u = userEvent.setup();
    const { router, requests } = renderDashboard();
    await ready();
    const group = screen.getByRole('region', { name: 'Pumpestationer' });
    await u.click(within(group).getByRole('button', { name: 'Fold alle ud i Pumpestationer' }));
    await waitFor(() => expect(within(group).getAllByRole('button', { expanded: true })).toHaveLength(2));
    requests.length = 0;
    await u.click(screen.getByRole('button', { name: /Serviceplanlægning/ }));
    await waitFor(() => expect(search(router).get('mode')).toBe('scheduling'));
    await waitFor(() => expect(screen.getByRole('button', { name: /Serviceplanlægning/ })).toHaveAttribute('aria-pressed', 'true'));
    expect(within(screen.getByRole('region', { name: 'Pumpestationer' })).getAllByRole('button', { expanded: true })).toHaveLength(2);
    expect(requests.filter((name) => name === 'DashboardPageCardsQuery')).toHaveLength(1);
    expect(requests.filter((name) => name === 'DeviceCardRefetchQuery')).toHaveLength(0);
    // The collapsed cards' schedules came with it: no second request for them.
    expect(requests.filter((name) => name === 'DashboardPageSchedulesQuery')).toHaveLength(0);
  });

  it('lists only devices that count events in scheduling mode, and says so when none does', async () => {
    const u = userEvent.setup();
    const { router } = renderDashboard('/dashboard?mode=scheduling');
    await ready();
    expect(screen.getByRole('button', { name: 'Enheder: Alle 2' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Pumpestationer' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Enheder uden gruppe' })).not.toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: /Dataanalyse/ }));
    await waitFor(() => expect(search(router).get('mode')).not.toBe('scheduling'));
    expect(await screen.findByRole('region', { name: 'Enheder uden gruppe' })).toBeInTheDocument();
  });

  it('says that no device counts events when scheduling an owner without counters', async () => {
    renderDashboard('/dashboard?owner=org-b&mode=scheduling');
    expect(await screen.findByText('Ingen tællere')).toBeInTheDocument();
  });

  it("shows each counter's count, target and that service is due on its collapsed card, from one request", async () => {
    const { requests } = renderDashboard('/dashboard?mode=scheduling');
    await ready();
    const group = screen.getByRole('region', { name: 'Pumpestationer' });
    const summaries = await within(group).findAllByTestId('schedule-summary');
    expect(summaries).toHaveLength(2);
    for (const summary of summaries) {
      expect(within(summary).getByText('Antal siden sidste nulstilling').nextSibling).toHaveTextContent('5.200');
      expect(within(summary).getByText('Servicemål').nextSibling).toHaveTextContent('5.000');
      expect(within(summary).getByText('Service påkrævet')).toBeInTheDocument();
    }
    expect(requests.filter((name) => name === 'DashboardPageSchedulesQuery')).toHaveLength(1);
    expect(requests).not.toContain('DeviceCardRefetchQuery');
  });

  it('tells a viewer without organisations why there is nothing to show, in Danish and English', async () => {
    const noOrganisations = { Query: { organizations: () => [], analyticsOrganizations: () => [] }, Viewer: { abilities: () => technicianRules } };
    renderDashboard('/dashboard', noOrganisations);
    expect(await screen.findByText('Ingen organisationer at vise', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByText(/Din konto giver endnu ikke adgang til nogen organisations enheder/)).toBeInTheDocument();
    expect(screen.getByText(/knytte dit servicecenter til de organisationer, det betjener/)).toBeInTheDocument();
    // No owner to pick: no filter asking for one, no empty list.
    expect(screen.queryByRole('region', { name: 'Filter' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^(Vis filtre|Ejere: )/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Ingen organisation valgt')).not.toBeInTheDocument();

    cleanup();
    resetApp();
    setLanguage('en');
    renderDashboard('/dashboard', { ...noOrganisations, UserConfig: { language: () => 'en', utcOffset: () => 1 } });
    expect(await screen.findByText('No organisations to show', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByText(/Your account does not give access to any organisation's devices yet/)).toBeInTheDocument();
  });

  it("shows a technician the organisations their service centre serves, read only", async () => {
    const served = [
      ...technicianRules,
      { action: ['read'], subject: ['Analytics'], conditions: { organizationId: { $in: ['oa'] } }, fields: null, inverted: false, reason: null },
    ];
    const u = userEvent.setup();
    renderDashboard('/dashboard?mode=scheduling', { Viewer: { abilities: () => served } });
    await ready();
    expect(screen.getByRole('button', { name: 'Ejere: Aarhus Vand' })).toBeInTheDocument();
    const group = screen.getByRole('region', { name: 'Pumpestationer' });
    expect(await within(group).findAllByTestId('schedule-summary')).toHaveLength(2);
    await u.click(within(group).getByRole('button', { name: 'Udvid Pumpe Nord' }));
    expect(await within(group).findByText('Sidst nulstillet', {}, { timeout: 20_000 })).toBeInTheDocument();
    // They may read the numbers, not change the targets.
    expect(within(group).queryByRole('button', { name: 'Sæt tærskel' })).not.toBeInTheDocument();
    expect(within(group).queryByRole('button', { name: 'Fjern mål' })).not.toBeInTheDocument();
  });

  it('speaks English', async () => {
    setLanguage('en');
    const u = userEvent.setup();
    renderDashboard('/dashboard', { UserConfig: { language: () => 'en', utcOffset: () => 1 } });
    await ready();
    expect(screen.getByRole('button', { name: /Analytics/ })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: /Scheduling/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Devices: All 3' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Devices in no group' })).toBeInTheDocument();
    await toggleOption(u, /^Owners: /, 'Aarhus Vand');
    await u.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('No filters selected')).toBeInTheDocument();
  });
});
