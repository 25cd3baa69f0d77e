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
import { routerOptions, routes } from '../../routes';
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
  const router = createMemoryRouter(routes, { ...routerOptions, initialEntries: [path] });
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { router, requests };
}

/** The device picker's search field (its placeholder says what shows while nothing is chosen). */
const devicePicker = (name = 'Enheder') => screen.getByRole('combobox', { name });

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
    // One page query brings the cards' first pages: no request per section or per card.
    expect(requests.filter((name) => name === 'DashboardPageQuery')).toHaveLength(1);
    expect(requests.some((name) => name.endsWith('PaginationQuery'))).toBe(false);
    // The default stays out of the URL: sign-in and the sidebar land on a bare /dashboard.
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('button', { name: 'Ejere: Aarhus Vand' })).toBeInTheDocument();
    // No device chosen: every matching device, which the search field says.
    expect(devicePicker()).toHaveAttribute('placeholder', 'Alle 3 matchende enheder');
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
    await waitFor(() => expect(devicePicker()).toHaveAttribute('placeholder', 'Den ene matchende enhed'));
    expect(search(router).getAll('type')).toEqual(['cat-weather']);
    expect(screen.queryByText('Pumpe Nord')).not.toBeInTheDocument();
    expect(screen.queryByText('Brønd Øst')).not.toBeInTheDocument();

    await u.click(screen.getByRole('button', { name: 'Ryd' }));
    await waitFor(() => expect(devicePicker()).toHaveAttribute('placeholder', 'Alle 3 matchende enheder'));
    expect(screen.getByText('Pumpe Nord')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ejere: Aarhus Vand' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Enhedstyper: Alle' })).toBeInTheDocument();
    expect(search(router).has('owner')).toBe(false);
    expect(search(router).has('type')).toBe(false);
  });

  it('searches the owner’s devices of the applied type in the device picker', async () => {
    const u = userEvent.setup();
    const deviceSearch = vi.fn(dashboardQuery.deviceSearch);
    renderDashboard('/dashboard?type=cat-weather', { Query: { deviceSearch } });
    await ready();
    expect(deviceSearch).not.toHaveBeenCalled();
    await u.click(devicePicker());
    const list = await screen.findByRole('listbox');
    expect(await within(list).findByRole('option', { name: /Station Syd/ })).toBeInTheDocument();
    expect(within(list).queryByRole('option', { name: /Pumpe Nord/ })).not.toBeInTheDocument();
    // Searched on the server within the default owner and the filter's type, not from a list in the page.
    expect(deviceSearch.mock.calls[0]![1]).toMatchObject({ organizationIds: ['org-a'], deviceTypeCategoryIds: ['cat-weather'], deviceModelIds: null });
  });

  it('shows only the chosen devices, and every matching device again on Show all devices', async () => {
    const u = userEvent.setup();
    const { router } = renderDashboard();
    await ready();
    expect(screen.queryByRole('button', { name: 'Vis alle enheder' })).not.toBeInTheDocument();
    await u.click(devicePicker());
    await u.click(await within(await screen.findByRole('listbox')).findByRole('option', { name: /Pumpe Nord/ }));
    await u.keyboard('{Escape}');
    // The URL names the chosen Device, and the server answers only its card.
    await waitFor(() => expect(search(router).getAll('device')).toEqual(['node-dev-1']));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Enheder uden gruppe' })).not.toBeInTheDocument());
    const group = screen.getByRole('region', { name: 'Pumpestationer' });
    expect(within(group).getByText('1 enhed')).toBeInTheDocument();
    expect(within(group).getByText('Pumpe Nord')).toBeInTheDocument();
    expect(within(group).queryByText('Station Syd')).not.toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Enheder: valgte' })).getByText('Pumpe Nord')).toBeInTheDocument();

    await u.click(screen.getByRole('button', { name: 'Vis alle enheder' }));
    await waitFor(() => expect(search(router).has('device')).toBe(false));
    expect(await screen.findByRole('region', { name: 'Enheder uden gruppe' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Pumpestationer' })).getByText('2 enheder')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Enheder: valgte' })).not.toBeInTheDocument();
  });

  it('shows the state for a link that chose no device', async () => {
    renderDashboard('/dashboard?device=');
    expect(await screen.findByText('Ingen enheder valgt', {}, { timeout: 45_000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Vis alle enheder' })).toBeInTheDocument();
  });

  it('shows the no-groups state and a page of cards, and the next page on Show more', async () => {
    const u = userEvent.setup();
    const { requests } = renderDashboard('/dashboard?owner=org-b');
    await ready();
    expect(screen.getByText('Billund Forsyning har ingen grupper')).toBeInTheDocument();
    const section = screen.getByRole('region', { name: 'Enheder uden gruppe' });
    expect(within(section).getByRole('heading', { name: 'Enheder' })).toBeInTheDocument();
    expect(within(section).getByText('Måler 24')).toBeInTheDocument();
    expect(within(section).queryByText('Måler 25')).not.toBeInTheDocument();
    expect(within(section).getByText('Viser 24 af 30')).toBeInTheDocument();
    expect(devicePicker()).toHaveAttribute('placeholder', 'Alle 30 matchende enheder');

    await u.click(within(section).getByRole('button', { name: 'Vis flere' }));
    expect(await within(section).findByText('Måler 30')).toBeInTheDocument();
    // All shown: no count and no button; the first page stays, and one request brought the rest.
    expect(within(section).queryByText(/^Viser \d+ af/)).not.toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Vis flere' })).not.toBeInTheDocument();
    expect(within(section).getByText('Måler 01')).toBeInTheDocument();
    expect(requests.filter((name) => name === 'DashboardUngroupedPaginationQuery')).toHaveLength(1);
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
    // The collapsed cards' schedules came with the page query of the new mode: no request of their own.
    expect(requests.filter((name) => name === 'DashboardPageQuery')).toHaveLength(1);
  });

  it('lists only devices that count events in scheduling mode, and says so when none does', async () => {
    const u = userEvent.setup();
    const { router } = renderDashboard('/dashboard?mode=scheduling');
    await ready();
    expect(devicePicker()).toHaveAttribute('placeholder', 'Alle 2 matchende enheder');
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
    // They came with the page of cards: the page query is the one request.
    expect(requests.filter((name) => name === 'DashboardPageQuery')).toHaveLength(1);
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
    expect(devicePicker('Devices')).toHaveAttribute('placeholder', 'All 3 matching devices');
    expect(screen.getByRole('region', { name: 'Devices in no group' })).toBeInTheDocument();
    await toggleOption(u, /^Owners: /, 'Aarhus Vand');
    await u.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('No filters selected')).toBeInTheDocument();
  });
});
