import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp, resetApp } from '../../test/renderApp';
import { connection, lookups, record } from './monitoringFixtures';

type Args = { filter?: Record<string, unknown> | null; first?: number; after?: string | null };

function renderMonitoring(options: { path?: string; records?: (args: Args) => unknown; resolvers?: Record<string, Record<string, unknown>> } = {}) {
  const monitoringRecords = vi.fn((_: unknown, args: Args) => (options.records ?? (() => connection([record(1), record(2)])))(args));
  const result = renderApp({
    path: options.path ?? '/monitoring',
    resolvers: { ...options.resolvers, Query: { ...lookups, monitoringRecords, ...options.resolvers?.Query } },
  });
  return { ...result, monitoringRecords };
}

const defaults = { packageIds: ['pkg-premium', 'pkg-auto', 'pkg-self'], errorCodeIds: ['err-heartbeat'], statusIds: ['st-active'] };

// Whole-app renders against the mocked schema are slow on a busy CI machine.
vi.setConfig({ testTimeout: 30_000 });

describe('MonitoringPage', () => {
  beforeEach(resetApp);

  it('applies the default filters once the lookups have loaded', async () => {
    const { monitoringRecords, router } = renderMonitoring();
    expect(await screen.findByRole('heading', { name: 'Overvågning' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: '350000001' })).toHaveAttribute('href', '/devices/d1');
    expect(monitoringRecords).toHaveBeenCalledTimes(1);
    expect(monitoringRecords.mock.calls[0]![1]).toMatchObject({ filter: defaults, first: 10 });
    // The defaults are in the URL, so a reload or a shared link keeps them.
    const params = new URLSearchParams(router.state.location.search);
    expect(params.getAll('package')).toEqual(defaults.packageIds);
    // jsdom's screen is narrow, like a phone: the panel starts closed there.
    await userEvent.setup().click(screen.getByRole('button', { name: 'Vis filtre' }));
    expect(await screen.findByRole('button', { name: 'Serviceniveau: 3 valgt' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Fejlkode: Manglende livstegn' }));
    // Known codes in Danish; a code the web has no wording for keeps the server's name.
    expect(await screen.findByRole('checkbox', { name: 'Lavt batteri' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Pump stopped' })).toBeInTheDocument();
  });

  it('keeps the filter of the URL and shows the columns in order', async () => {
    const { monitoringRecords } = renderMonitoring({ path: '/monitoring?owner=org-2&size=20' });
    await screen.findByRole('link', { name: '350000001' });
    expect(monitoringRecords.mock.calls[0]![1]).toMatchObject({ filter: { organizationIds: ['org-2'] }, first: 20 });
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['Netværks-id', 'Navn', 'Sidst set', 'Type og model', 'Pakke', 'Netværksstyrke', 'Status', 'Fejlkoder', 'Seneste fejl', 'Noter', 'Service']);
    const row = screen.getAllByRole('row')[1]!;
    expect(within(row).getByText('Fremragende')).toBeInTheDocument();
    // Status, error and package names come from the API in English and show in Danish.
    expect(within(row).getByText('Manglende livstegn · 3')).toBeInTheDocument();
    const status = within(row).getByRole('combobox', { name: 'Status for Sensor 1' });
    expect(within(status).getByRole('option', { name: 'Aktiv', selected: true })).toBeInTheDocument();
    expect(within(status).getAllByRole('option').map((o) => o.textContent)).toEqual(['Aktiv', 'Kvitteret', 'Løst']);
    expect(within(row).getByText('Prem.')).toHaveAttribute('title', 'Premium');
  });

  it('refetches with the decoded variables when a filter changes', async () => {
    const u = userEvent.setup();
    const { monitoringRecords, router } = renderMonitoring();
    await screen.findByRole('link', { name: '350000001' });
    await u.click(screen.getByRole('button', { name: 'Vis filtre' }));
    await u.click(await screen.findByRole('button', { name: 'Ejere: Alle' }));
    await u.click(await screen.findByRole('checkbox', { name: 'Odense Kommune' }));
    await waitFor(() => expect(monitoringRecords).toHaveBeenCalledTimes(2));
    expect(monitoringRecords.mock.calls[1]![1]).toMatchObject({ filter: { ...defaults, organizationIds: ['org-2'] } });
    expect(new URLSearchParams(router.state.location.search).getAll('owner')).toEqual(['org-2']);
  });

  it('clears every filter and shows the empty state with a clear action', async () => {
    const u = userEvent.setup();
    const { monitoringRecords } = renderMonitoring({ records: (args) => connection(args.filter && Object.keys(args.filter).length > 0 ? [] : [record(1)]) });
    expect(await screen.findByText('Ingen overvågede enheder matcher filtrene')).toBeInTheDocument();
    const clear = screen.getAllByRole('button', { name: 'Ryd filtre' });
    await u.click(clear[clear.length - 1]!);
    expect(await screen.findByRole('link', { name: '350000001' })).toBeInTheDocument();
    expect(monitoringRecords.mock.calls.at(-1)![1]).toMatchObject({ filter: {} });
    await u.click(screen.getByRole('button', { name: 'Vis filtre' }));
    expect(await screen.findByRole('button', { name: 'Serviceniveau: Alle' })).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Skjul filtre' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Serviceniveau: Alle' })).not.toBeInTheDocument());
  });

  it('lists up to 5 pages, disables previous on the first page and opens a page by its cursor', async () => {
    const u = userEvent.setup();
    const { monitoringRecords } = renderMonitoring({ records: (args) => connection([record(args.after ? 3 : 1)], 4, args.after === 'page-3' ? 3 : 1) });
    await screen.findByRole('link', { name: '350000001' });
    const nav = screen.getByRole('navigation', { name: 'Sider' });
    expect(within(nav).getAllByRole('button', { name: /^Side / }).map((b) => b.textContent)).toEqual(['1', '2', '3', '4']);
    expect(within(nav).getByRole('button', { name: 'Forrige side' })).toBeDisabled();
    expect(within(nav).getByRole('button', { name: 'Side 1' })).toHaveAttribute('aria-current', 'page');
    await u.click(within(nav).getByRole('button', { name: 'Side 3' }));
    expect(await screen.findByRole('link', { name: '350000003' })).toBeInTheDocument();
    expect(monitoringRecords.mock.calls.at(-1)![1]).toMatchObject({ after: 'page-3' });
  });

  it('shows first and last with ellipses beyond 5 pages and disables next on the last', async () => {
    renderMonitoring({ path: '/monitoring?all=1&after=page-12', records: () => connection([record(1)], 12, 12) });
    await screen.findByRole('link', { name: '350000001' });
    const nav = screen.getByRole('navigation', { name: 'Sider' });
    expect(within(nav).getAllByRole('button', { name: /^Side / }).map((b) => b.textContent)).toEqual(['1', '10', '11', '12']);
    expect(nav.textContent).toContain('…');
    expect(within(nav).getByRole('button', { name: 'Næste side' })).toBeDisabled();
    expect(within(nav).getByRole('button', { name: 'Forrige side' })).toBeEnabled();
  });

  it('changes the page size and starts again at page 1', async () => {
    const u = userEvent.setup();
    const { monitoringRecords } = renderMonitoring({ path: '/monitoring?all=1&after=page-2', records: () => connection([record(1)], 8, 2) });
    await screen.findByRole('link', { name: '350000001' });
    await u.selectOptions(screen.getByRole('combobox', { name: 'Rækker pr. side' }), '50');
    await waitFor(() => expect(monitoringRecords).toHaveBeenCalledTimes(2));
    expect(monitoringRecords.mock.calls[1]![1]).toMatchObject({ first: 50 });
    expect(monitoringRecords.mock.calls[1]![1].after ?? null).toBeNull();
  });
});
