import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { downloadBlob } from '../../../components/export/downloadBlob';
import { hiddenColumnsKey } from '../../../components/list/useColumnVisibility';
import { memberRules } from '../../../test/createMockEnvironment';
import { mockScreenWidth } from '../../../test/mockScreenWidth';
import { renderApp, resetApp } from '../../../test/renderApp';
import { selectMenuItem } from '../../../test/selectMenuItem';
import { device, deviceConnection, lookups } from './devicesFixtures';

vi.mock('../../../components/export/downloadBlob', () => ({ downloadBlob: vi.fn() }));

type Args = { filter?: Record<string, unknown> | null; orderBy?: { field: string; direction: string } | null; first?: number; page?: number | null };

function renderDevices(options: { path?: string; devices?: (args: Args) => unknown; resolvers?: Record<string, Record<string, unknown>> } = {}) {
  const devices = vi.fn((_: unknown, args: Args) => (options.devices ?? (() => deviceConnection([device(1), device(2)])))(args));
  const result = renderApp({
    path: options.path ?? '/devices',
    resolvers: { ...options.resolvers, Query: { ...lookups, devices, ...options.resolvers?.Query } },
  });
  return { ...result, devices };
}

/** The first page is the slowest (lazy page, first compile of its modules on a busy machine). */
const firstLink = (name = 'Sensor 1') => screen.findByRole('link', { name }, { timeout: 15_000 });
const searchOf = (router: ReturnType<typeof renderDevices>['router']) => new URLSearchParams(router.state.location.search);
/** The list's own calls (the map and the export ask with other page sizes or variables). */
const lastArgs = (devices: ReturnType<typeof renderDevices>['devices']) => devices.mock.calls.at(-1)![1];

vi.setConfig({ testTimeout: 45_000 });
configure({ asyncUtilTimeout: 15_000 });

describe('DevicesPage on a wide screen', () => {
  beforeEach(() => {
    resetApp();
    mockScreenWidth(1440);
  });
  afterEach(() => vi.restoreAllMocks());

  it('lists the devices newest first with every column, links to each device and offers a new one', async () => {
    const { devices } = renderDevices();
    expect(await screen.findByRole('heading', { name: 'Enheder' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(await firstLink()).toHaveAttribute('href', '/devices/d1');
    expect(devices.mock.calls[0]![1]).toEqual({ filter: {}, orderBy: { field: 'CREATED_AT', direction: 'DESC' }, first: 10, page: 1 });
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['Navn', 'Netværks-id', 'Serienummer', 'Ejer', 'Enhedstype', 'Model', 'Livscyklus', 'Sidst set', 'Oprettet']);
    expect(screen.getByRole('columnheader', { name: /Oprettet/ })).toHaveAttribute('aria-sort', 'descending');
    const row = screen.getAllByRole('row')[1]!;
    // The type's name is worded in Danish from its slug; the lifecycle is a badge; times in the user's offset.
    expect(within(row).getByText('Vandstand')).toBeInTheDocument();
    expect(within(row).getByText('Installeret')).toBeInTheDocument();
    expect(within(row).getByText('SN-1')).toBeInTheDocument();
    expect(screen.getByText('2 enheder')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ny enhed' })).toHaveAttribute('href', '/devices/new');
  });

  it('reads the filter, search, order and page size of the URL into the query', async () => {
    const { devices } = renderDevices({ path: '/devices?owner=org-2&type=cat-water&model=model-1&lifecycle=taken_down&lifecycle=in_stock&q=pumpe&size=20&sort=name' });
    await firstLink();
    expect(devices.mock.calls[0]![1]).toEqual({
      filter: {
        organizationIds: ['org-2'],
        deviceTypeCategoryIds: ['cat-water'],
        deviceModelIds: ['model-1'],
        lifecycles: ['IN_STOCK', 'TAKEN_DOWN'],
        search: 'pumpe',
      },
      orderBy: { field: 'NAME', direction: 'ASC' },
      first: 20,
      page: 1,
    });
    expect(screen.getByRole('searchbox', { name: 'Søg på navn, netværks-id eller serienummer' })).toHaveValue('pumpe');
  });

  it('applies the panel with Apply and the search once typing pauses, keeping both in the URL', async () => {
    const u = userEvent.setup();
    const { devices, router } = renderDevices();
    await firstLink();
    await u.click(await screen.findByRole('button', { name: 'Livscyklus: Alle' }));
    await u.click(await screen.findByRole('checkbox', { name: 'På lager' }));
    await u.keyboard('{Escape}');
    expect(devices).toHaveBeenCalledTimes(1);
    await u.click(screen.getByRole('button', { name: 'Anvend filtre' }));
    await waitFor(() => expect(lastArgs(devices)).toMatchObject({ filter: { lifecycles: ['IN_STOCK'] }, page: 1 }));
    expect(searchOf(router).getAll('lifecycle')).toEqual(['in_stock']);

    await u.type(screen.getByRole('searchbox', { name: 'Søg på navn, netværks-id eller serienummer' }), '3500');
    // One request for the pause, not one per keystroke.
    await waitFor(() => expect(lastArgs(devices)).toMatchObject({ filter: { lifecycles: ['IN_STOCK'], search: '3500' } }));
    expect(devices.mock.calls.filter(([, args]) => (args.filter as { search?: string } | null)?.search !== undefined)).toHaveLength(1);
    expect(searchOf(router).get('q')).toBe('3500');
  });

  it('shows the empty state with a way to clear the filters', async () => {
    const u = userEvent.setup();
    const { devices } = renderDevices({
      path: '/devices?q=nothing',
      devices: (args) => deviceConnection((args.filter as { search?: string } | null)?.search ? [] : [device(1)]),
    });
    expect(await screen.findByText('Ingen matchende enheder fundet')).toBeInTheDocument();
    expect(screen.getByText('0 enheder')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Eksportér' })).toBeDisabled();
    const clear = screen.getAllByRole('button', { name: 'Ryd filtre' });
    await u.click(clear[clear.length - 1]!);
    expect(await firstLink()).toBeInTheDocument();
    expect(lastArgs(devices)).toMatchObject({ filter: {} });
  });

  it('sorts by a header, then the other way, and hides a column it remembers', async () => {
    const u = userEvent.setup();
    const { devices, router } = renderDevices();
    await firstLink();
    await u.click(within(screen.getByRole('columnheader', { name: /Sidst set/ })).getByRole('button'));
    await waitFor(() => expect(lastArgs(devices)).toMatchObject({ orderBy: { field: 'LAST_SEEN_AT', direction: 'DESC' } }));
    expect(searchOf(router).get('sort')).toBe('lastSeenAt');
    await u.click(within(screen.getByRole('columnheader', { name: /Sidst set/ })).getByRole('button'));
    await waitFor(() => expect(lastArgs(devices)).toMatchObject({ orderBy: { field: 'LAST_SEEN_AT', direction: 'ASC' } }));
    expect(within(screen.getByRole('columnheader', { name: 'Model' })).queryByRole('button')).not.toBeInTheDocument();

    await u.click(screen.getByRole('button', { name: 'Kolonner' }));
    await selectMenuItem(u, await screen.findByRole('menuitemcheckbox', { name: 'Serienummer' }));
    await waitFor(() => expect(screen.queryByRole('columnheader', { name: 'Serienummer' })).not.toBeInTheDocument());
    expect(JSON.parse(localStorage.getItem(hiddenColumnsKey('devices'))!)).toEqual(['serialNumber']);
  });

  it('pages through the list and changes the page size', async () => {
    const u = userEvent.setup();
    const { devices, router } = renderDevices({ devices: (args) => deviceConnection([device(args.page ?? 1)], 7, args.page ?? 1) });
    await firstLink();
    const nav = screen.getByRole('navigation', { name: 'Sider' });
    expect(within(nav).getAllByRole('button', { name: /^Side / }).map((b) => b.textContent)).toEqual(['1', '2', '3', '7']);
    await u.click(within(nav).getByRole('button', { name: 'Side 2' }));
    expect(await firstLink('Sensor 2')).toBeInTheDocument();
    expect(searchOf(router).get('page')).toBe('2');
    await u.selectOptions(screen.getByRole('combobox', { name: 'Rækker pr. side' }), '50');
    await waitFor(() => expect(lastArgs(devices)).toMatchObject({ first: 50, page: 1 }));
  });

  it('drops what a tampered URL gets wrong and says so', async () => {
    const { devices, router } = renderDevices({ path: '/devices?owner=org-gone&owner=org-1&lifecycle=broken&lifecycle=installed&view=cube&size=7&deleted=yes' });
    expect(await screen.findByText('En del af linket var ugyldig')).toBeInTheDocument();
    await firstLink();
    expect(router.state.location.search).toBe('?owner=org-1&lifecycle=installed');
    expect(lastArgs(devices)).toMatchObject({ filter: { organizationIds: ['org-1'], lifecycles: ['INSTALLED'] }, first: 10 });
  });

  it('opens the last page when the URL asks for a page past the end', async () => {
    const { router } = renderDevices({
      path: '/devices?page=9',
      devices: (args) => (args.page === 9 ? deviceConnection([], 2, 9, 15) : deviceConnection([device(2)], 2, 2)),
    });
    expect(await screen.findByText('Side 9 findes ikke')).toBeInTheDocument();
    expect(await firstLink('Sensor 2')).toBeInTheDocument();
    expect(searchOf(router).get('page')).toBe('2');
  });

  it('shows the grid view as cards, kept in the URL', async () => {
    const u = userEvent.setup();
    const { router } = renderDevices();
    await firstLink();
    await u.click(screen.getByRole('button', { name: 'Gitter' }));
    const cards = await screen.findByRole('list', { name: 'Enheder' });
    expect(within(cards).getAllByRole('listitem').map((card) => card.getAttribute('aria-label'))).toEqual(['Sensor 1', 'Sensor 2']);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Gitter' })).toHaveAttribute('aria-pressed', 'true');
    expect(searchOf(router).get('view')).toBe('grid');
  });

  it('exports every page of the filter with the visible columns', async () => {
    const u = userEvent.setup();
    const all = Array.from({ length: 150 }, (_, i) => device(i + 1));
    const { devices } = renderDevices({
      path: '/devices?type=cat-water',
      devices: (args) => {
        const first = args.first ?? 10;
        const page = args.page ?? 1;
        return deviceConnection(all.slice((page - 1) * first, page * first), Math.ceil(150 / first), page, 150);
      },
    });
    await firstLink();
    await u.click(screen.getByRole('button', { name: 'Eksportér' }));
    await selectMenuItem(u, await screen.findByRole('menuitem', { name: /CSV/ }));
    await waitFor(() => expect(downloadBlob).toHaveBeenCalled());
    const [blob, name] = vi.mocked(downloadBlob).mock.calls.at(-1)!;
    expect(name).toMatch(/^enheder-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = (await blob.text()).split('\r\n');
    expect(lines[0]).toBe('Navn,Netværks-id,Serienummer,Ejer,Enhedstype,Model,Livscyklus,Sidst set,Oprettet');
    expect(lines.filter(Boolean)).toHaveLength(151);
    expect(lines[1]).toBe('Sensor 1,350000001,SN-1,Aarhus Vand,Vandstand,Vandstandsmåler NB-IoT v2,Installeret,2026-11-19 11:00,2026-01-02 09:00');
    // The export asks for the list's filter, 100 rows a page.
    const exportCalls = devices.mock.calls.filter(([, args]) => args.first === 100);
    expect(exportCalls.map(([, args]) => args.page)).toEqual([1, 2]);
    expect(exportCalls[0]![1]).toMatchObject({ filter: { deviceTypeCategoryIds: ['cat-water'] } });
  });

  it('shows the deleted toggle and the new-device button only to those who may', async () => {
    renderDevices({ resolvers: { Viewer: { abilities: () => memberRules } } });
    await firstLink();
    expect(screen.queryByRole('link', { name: 'Ny enhed' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Kun slettede enheder' })).not.toBeInTheDocument();
  });

  it('lists deleted devices, marked so, for an administrator', async () => {
    const { devices } = renderDevices({ path: '/devices?deleted=1' });
    await firstLink();
    expect(devices.mock.calls[0]![1]).toMatchObject({ filter: { deleted: true } });
    expect(screen.getByRole('checkbox', { name: 'Kun slettede enheder' })).toBeChecked();
    expect(within(screen.getAllByRole('row')[1]!).getByText('Slettet')).toBeInTheDocument();
  });
});

describe("An organisation's devices", () => {
  beforeEach(() => {
    resetApp();
    mockScreenWidth(1440);
  });

  it('fixes the owner to the organisation of the route and links under it', async () => {
    const { devices } = renderDevices({ path: '/organizations/o1/devices?type=cat-rain' });
    expect(await screen.findByRole('heading', { name: 'Enheder hos Aarhus Vand' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(await firstLink()).toHaveAttribute('href', '/organizations/o1/devices/d1');
    // A new device from here is the organisation's (its owner fixed).
    expect(screen.getByRole('link', { name: 'Ny enhed' })).toHaveAttribute('href', '/organizations/o1/devices/new');
    expect(devices.mock.calls[0]![1]).toMatchObject({ filter: { organizationIds: ['org-1'], deviceTypeCategoryIds: ['cat-rain'] } });
    expect(screen.queryByRole('button', { name: /^Ejere/ })).not.toBeInTheDocument();
  });

  it('is a page that is not there for an organisation the viewer cannot see', async () => {
    renderDevices({ path: '/organizations/o-unknown/devices' });
    expect(await screen.findByText(/findes ikke|ikke fundet/i, {}, { timeout: 15_000 })).toBeInTheDocument();
  });
});

describe('DevicesPage on a phone', () => {
  beforeEach(() => {
    resetApp();
    mockScreenWidth(390);
  });

  it('shows each device as a card with its essentials', async () => {
    renderDevices();
    const cards = await screen.findByRole('list', { name: 'Enheder' }, { timeout: 15_000 });
    const card = within(cards).getByRole('listitem', { name: 'Sensor 1' });
    expect(within(card).getByRole('link', { name: 'Sensor 1' })).toHaveAttribute('href', '/devices/d1');
    expect(within(card).getByText('350000001')).toBeInTheDocument();
    expect(within(card).getByText('Installeret')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Vis filtre' })).toHaveAttribute('aria-expanded', 'false');
  });
});
