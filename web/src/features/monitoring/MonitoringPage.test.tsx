import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { filtersOpenKey } from '../../components/list/FilterBar';
import { mockScreenWidth } from '../../test/mockScreenWidth';
import { renderApp, resetApp } from '../../test/renderApp';
import { connection, lookups, record } from './monitoringFixtures';

type Args = { filter?: Record<string, unknown> | null; orderBy?: { field: string; direction: string } | null; first?: number; page?: number | null };

function renderMonitoring(options: { path?: string; records?: (args: Args) => unknown; resolvers?: Record<string, Record<string, unknown>> } = {}) {
  const monitoringRecords = vi.fn((_: unknown, args: Args) => (options.records ?? (() => connection([record(1), record(2)])))(args));
  const result = renderApp({
    path: options.path ?? '/monitoring',
    resolvers: { ...options.resolvers, Query: { ...lookups, monitoringRecords, ...options.resolvers?.Query } },
  });
  return { ...result, monitoringRecords };
}

const defaults = { packageIds: ['pkg-premium', 'pkg-auto', 'pkg-self'], errorCodeIds: ['err-heartbeat'], statusIds: ['st-active'] };
/** The first page is the slowest (lazy page, first compile of its modules on a busy machine). */
const firstLink = (name = '350000001') => screen.findByRole('link', { name }, { timeout: 15_000 });
const searchOf = (router: ReturnType<typeof renderMonitoring>['router']) => new URLSearchParams(router.state.location.search);

// Whole-app renders against the mocked schema are slow on a busy CI machine: a refetch there can
// take several seconds to show, so waits get more time (they still end as soon as the page is ready).
vi.setConfig({ testTimeout: 45_000 });
configure({ asyncUtilTimeout: 15_000 });

describe('MonitoringPage on a wide screen', () => {
  beforeEach(() => {
    resetApp();
    mockScreenWidth(1440);
  });
  afterEach(() => vi.restoreAllMocks());

  it('applies the default filters once the lookups have loaded, in the default order', async () => {
    const { monitoringRecords, router } = renderMonitoring();
    expect(await screen.findByRole('heading', { name: 'Overvågning' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: '350000001' })).toHaveAttribute('href', '/devices/d1');
    expect(monitoringRecords).toHaveBeenCalledTimes(1);
    expect(monitoringRecords.mock.calls[0]![1]).toMatchObject({
      filter: defaults,
      orderBy: { field: 'LAST_ERROR', direction: 'DESC' },
      first: 10,
      page: 1,
    });
    // The defaults are in the URL, so a reload or a shared link keeps them.
    expect(searchOf(router).getAll('package')).toEqual(defaults.packageIds);
    // On a wide screen the panel starts open; known codes read in Danish, others keep the server's name.
    expect(await screen.findByRole('button', { name: 'Serviceniveau: 3 valgt' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Fejlkode: Manglende livstegn' }));
    expect(await screen.findByRole('checkbox', { name: 'Lavt batteri' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Pump stopped' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Seneste fejl/ })).toHaveAttribute('aria-sort', 'descending');
  });

  it('keeps the filter of the URL and shows the default columns in order', async () => {
    const { monitoringRecords } = renderMonitoring({ path: '/monitoring?owner=org-2&size=20' });
    await firstLink();
    expect(monitoringRecords.mock.calls[0]![1]).toMatchObject({ filter: { organizationIds: ['org-2'] }, first: 20 });
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['Netværks-id', 'Navn', 'Sidst set', 'Type og model', 'Pakke', 'Signal', 'Status', 'Fejlkoder', 'Seneste fejl', 'Noter', 'Service']);
    const row = screen.getAllByRole('row')[1]!;
    expect(within(row).getByText('Fremragende')).toBeInTheDocument();
    // Status, error and package names come from the API in English and show in Danish.
    expect(within(row).getByText('Manglende livstegn · 3')).toBeInTheDocument();
    const status = within(row).getByRole('combobox', { name: 'Status for Sensor 1' });
    expect(within(status).getByRole('option', { name: 'Aktiv', selected: true })).toBeInTheDocument();
    expect(within(status).getAllByRole('option').map((o) => o.textContent)).toEqual(['Aktiv', 'Kvitteret', 'Løst']);
    expect(within(row).getByText('Prem.')).toHaveAttribute('title', 'Premium');
  });

  it('applies filter changes together with Apply, and not before', async () => {
    const u = userEvent.setup();
    const { monitoringRecords, router } = renderMonitoring();
    await firstLink();
    const apply = screen.getByRole('button', { name: 'Anvend filtre' });
    expect(apply).toBeDisabled();
    await u.click(await screen.findByRole('button', { name: 'Ejere: Alle' }));
    await u.click(await screen.findByRole('checkbox', { name: 'Odense Kommune' }));
    await u.click(await screen.findByRole('checkbox', { name: 'Aarhus Vand' }));
    expect(monitoringRecords).toHaveBeenCalledTimes(1);
    await u.keyboard('{Escape}');
    await u.click(apply);
    await waitFor(() => expect(monitoringRecords).toHaveBeenCalledTimes(2));
    expect(monitoringRecords.mock.calls[1]![1]).toMatchObject({ filter: { ...defaults, organizationIds: ['org-2', 'org-1'] }, page: 1 });
    expect(searchOf(router).getAll('owner')).toEqual(['org-2', 'org-1']);
    expect(apply).toBeDisabled();
  });

  it('clears every filter and shows the empty state with a clear action; the panel remembers being closed', async () => {
    const u = userEvent.setup();
    const { monitoringRecords } = renderMonitoring({ records: (args) => connection(args.filter && Object.keys(args.filter).length > 0 ? [] : [record(1)]) });
    expect(await screen.findByText('Ingen overvågede enheder matcher filtrene')).toBeInTheDocument();
    const clear = screen.getAllByRole('button', { name: 'Ryd filtre' });
    await u.click(clear[clear.length - 1]!);
    expect(await screen.findByRole('link', { name: '350000001' })).toBeInTheDocument();
    expect(monitoringRecords.mock.calls.at(-1)![1]).toMatchObject({ filter: {} });
    expect(await screen.findByRole('button', { name: 'Serviceniveau: Alle' })).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Skjul filtre' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Serviceniveau: Alle' })).not.toBeInTheDocument());
    expect(localStorage.getItem(filtersOpenKey('monitoring'))).toBe('false');
  });

  it('lists up to 5 pages, disables previous on the first page and opens a page by its number', async () => {
    const u = userEvent.setup();
    const { monitoringRecords, router } = renderMonitoring({ records: (args) => connection([record(args.page === 3 ? 3 : 1)], 4, args.page ?? 1) });
    await firstLink();
    const nav = screen.getByRole('navigation', { name: 'Sider' });
    expect(within(nav).getAllByRole('button', { name: /^Side / }).map((b) => b.textContent)).toEqual(['1', '2', '3', '4']);
    expect(within(nav).getByRole('button', { name: 'Forrige side' })).toBeDisabled();
    expect(within(nav).getByRole('button', { name: 'Side 1' })).toHaveAttribute('aria-current', 'page');
    await u.click(within(nav).getByRole('button', { name: 'Side 3' }));
    expect(await screen.findByRole('link', { name: '350000003' })).toBeInTheDocument();
    expect(monitoringRecords.mock.calls.at(-1)![1]).toMatchObject({ page: 3 });
    expect(searchOf(router).get('page')).toBe('3');
  });

  it('shows first and last with ellipses beyond 5 pages and disables next on the last', async () => {
    renderMonitoring({ path: '/monitoring?all=1&page=12', records: () => connection([record(1)], 12, 12) });
    await firstLink();
    const nav = screen.getByRole('navigation', { name: 'Sider' });
    expect(within(nav).getAllByRole('button', { name: /^Side / }).map((b) => b.textContent)).toEqual(['1', '10', '11', '12']);
    expect(nav.textContent).toContain('…');
    expect(within(nav).getByRole('button', { name: 'Næste side' })).toBeDisabled();
    expect(within(nav).getByRole('button', { name: 'Forrige side' })).toBeEnabled();
  });

  it('changes the page size and starts again at page 1', async () => {
    const u = userEvent.setup();
    const { monitoringRecords } = renderMonitoring({ path: '/monitoring?all=1&page=2', records: () => connection([record(1)], 8, 2) });
    await firstLink();
    await u.selectOptions(screen.getByRole('combobox', { name: 'Rækker pr. side' }), '50');
    await waitFor(() => expect(monitoringRecords).toHaveBeenCalledTimes(2));
    expect(monitoringRecords.mock.calls[1]![1]).toMatchObject({ first: 50, page: 1 });
  });

  it('sorts by a column header, then the other way, keeping the order in the URL', async () => {
    const u = userEvent.setup();
    const { monitoringRecords, router } = renderMonitoring({ path: '/monitoring?all=1&page=2', records: () => connection([record(1)], 3, 1) });
    await firstLink();
    expect(screen.getByRole('columnheader', { name: /Navn/ })).not.toHaveAttribute('aria-sort');
    await u.click(within(screen.getByRole('columnheader', { name: /Navn/ })).getByRole('button'));
    await waitFor(() => expect(monitoringRecords).toHaveBeenCalledTimes(2));
    expect(monitoringRecords.mock.calls[1]![1]).toMatchObject({ orderBy: { field: 'NAME', direction: 'ASC' }, page: 1 });
    expect(screen.getByRole('columnheader', { name: /Navn/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('columnheader', { name: /Seneste fejl/ })).not.toHaveAttribute('aria-sort');
    expect(searchOf(router).get('sort')).toBe('name');
    expect(searchOf(router).get('page')).toBeNull();
    await u.click(within(screen.getByRole('columnheader', { name: /Navn/ })).getByRole('button'));
    await waitFor(() => expect(monitoringRecords.mock.calls.at(-1)![1]).toMatchObject({ orderBy: { field: 'NAME', direction: 'DESC' } }));
    expect(screen.getByRole('columnheader', { name: /Navn/ })).toHaveAttribute('aria-sort', 'descending');
    expect(searchOf(router).get('order')).toBe('desc');
    // Columns the API cannot sort by have no sort button.
    expect(within(screen.getByRole('columnheader', { name: 'Status' })).queryByRole('button')).not.toBeInTheDocument();
  });

  it('drops what a tampered URL gets wrong, rewrites the URL without it and says so', async () => {
    const { monitoringRecords, router } = renderMonitoring({
      path: '/monitoring?package=garbage&package=pkg-basic&after=xyz&size=7&sort=owner&errorFrom=2026-02-31&owner=org-1',
    });
    expect(await screen.findByText('En del af linket var ugyldig')).toBeInTheDocument();
    const toast = screen.getByText(/Det er udeladt/);
    for (const part of ['package=garbage', 'after=xyz', 'size=7', 'sort=owner', 'errorFrom=2026-02-31']) expect(toast.textContent).toContain(part);
    await firstLink();
    expect(router.state.location.search).toBe('?package=pkg-basic&owner=org-1');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(monitoringRecords.mock.calls.at(-1)![1]).toMatchObject({ filter: { packageIds: ['pkg-basic'], organizationIds: ['org-1'] }, first: 10 });
  });

  it('drops devices the server does not know', async () => {
    const nodes = vi.fn((_: unknown, { ids }: { ids: string[] }) => ids.map((id) => (id === 'dev-1' ? { __typename: 'Device', id } : null)));
    const { router } = renderMonitoring({ path: '/monitoring?device=dev-1&device=dev-gone', resolvers: { Query: { nodes } } });
    expect(await screen.findByText(/device=dev-gone/)).toBeInTheDocument();
    await firstLink();
    expect(router.state.location.search).toBe('?device=dev-1');
  });

  it('opens the last page when the URL asks for a page past the end', async () => {
    const { monitoringRecords, router } = renderMonitoring({
      path: '/monitoring?all=1&page=9',
      records: (args) => (args.page === 9 ? { ...connection([], 2, 9), totalCount: 15 } : connection([record(2)], 2, 2)),
    });
    expect(await screen.findByText('Side 9 findes ikke')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: '350000002' })).toBeInTheDocument();
    expect(searchOf(router).get('page')).toBe('2');
    expect(monitoringRecords.mock.calls.at(-1)![1]).toMatchObject({ page: 2 });
  });
});

describe('MonitoringPage on a phone', () => {
  beforeEach(() => {
    resetApp();
    mockScreenWidth(390);
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows each record as a card with status, error codes, times, notes and the service action', async () => {
    renderMonitoring({ path: '/monitoring?all=1' });
    const cards = await screen.findByRole('list', { name: 'Overvågede enheder' });
    const card = within(cards).getByRole('listitem', { name: 'Sensor 1' });
    expect(within(card).getByRole('link', { name: '350000001' })).toHaveAttribute('href', '/devices/d1');
    expect(within(card).getByRole('combobox', { name: 'Status for Sensor 1' })).toHaveValue('st-active');
    expect(within(card).getByRole('button', { name: 'Fejllog for Sensor 1' })).toHaveTextContent('Manglende livstegn · 3');
    expect(within(card).getByRole('button', { name: 'Redigér noter til Sensor 1' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Start service på Sensor 1' })).toHaveTextContent('Start service');
    expect(within(card).getByText('Sidst set')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    // The panel starts closed on a phone.
    expect(screen.getByRole('button', { name: 'Vis filtre' })).toHaveAttribute('aria-expanded', 'false');
  });
});
