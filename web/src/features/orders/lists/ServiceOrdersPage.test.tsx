import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { downloadBlob } from '../../../components/export/downloadBlob';
import { hiddenColumnsKey } from '../../../components/list/useColumnVisibility';
import { openSubscriptions, pushSubscription, technicianRules } from '../../../test/createMockEnvironment';
import { mockScreenWidth } from '../../../test/mockScreenWidth';
import { renderApp, resetApp } from '../../../test/renderApp';
import { selectMenuItem } from '../../../test/selectMenuItem';
import { connection, order, ordersLookups, statuses } from '../ordersFixtures';

vi.mock('../../../components/export/downloadBlob', () => ({ downloadBlob: vi.fn() }));

type Args = { filter?: Record<string, unknown> | null; orderBy?: { field: string; direction: string } | null; first?: number; page?: number | null };

function renderOrders(options: { path?: string; orders?: (args: Args) => unknown; resolvers?: Record<string, Record<string, unknown>> } = {}) {
  const serviceOrders = vi.fn((_: unknown, args: Args) => (options.orders ?? (() => connection([order(1), order(2)])))(args));
  const result = renderApp({
    path: options.path ?? '/orders/service-orders',
    resolvers: { ...options.resolvers, Query: { ...ordersLookups, serviceOrders, ...options.resolvers?.Query } },
  });
  return { ...result, serviceOrders };
}

const firstLink = (name = 'Serviceordre 101') => screen.findByRole('link', { name }, { timeout: 15_000 });
const searchOf = (router: ReturnType<typeof renderOrders>['router']) => new URLSearchParams(router.state.location.search);
/** The list's own calls (the export asks 100 a page). */
const listCalls = (fn: ReturnType<typeof renderOrders>['serviceOrders']) => fn.mock.calls.filter(([, args]) => args.first !== 100);
const lastArgs = (fn: ReturnType<typeof renderOrders>['serviceOrders']) => listCalls(fn).at(-1)![1];

vi.setConfig({ testTimeout: 45_000 });
configure({ asyncUtilTimeout: 15_000 });

describe('ServiceOrdersPage on a wide screen', () => {
  beforeEach(() => {
    resetApp();
    mockScreenWidth(1440);
  });
  afterEach(() => vi.restoreAllMocks());

  it('lands on the service-orders tab from /orders and lists the orders in the API order with links', async () => {
    const { serviceOrders, router } = renderOrders({ path: '/orders' });
    expect(await firstLink()).toHaveAttribute('href', '/orders/service-orders/o-1/details');
    expect(router.state.location.pathname).toBe('/orders/service-orders');
    expect(serviceOrders.mock.calls[0]![1]).toEqual({ filter: {}, orderBy: null, first: 10, page: 1 });
    const tabs = screen.getByRole('navigation', { name: 'Serviceområder' });
    expect(within(tabs).getAllByRole('link').map((l) => l.textContent)).toEqual(['Installationsordrer', 'Serviceordrer', 'Teknikere', 'Servicecentre']);
    expect(within(tabs).getByRole('link', { name: 'Serviceordrer' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Ordre', 'Enhed', 'Ejer', 'Status', 'Servicecenter', 'Tekniker', 'Forfaldsdato', 'Oprettet']);
    const row = screen.getAllByRole('row')[1]!;
    expect(within(row).getByRole('link', { name: 'Sensor 1' })).toHaveAttribute('href', '/devices/d1');
    expect(within(row).getByRole('link', { name: 'Servicecenter 1' })).toHaveAttribute('href', '/orders/service-centers/c1');
    expect(within(row).getByText('Ny')).toBeInTheDocument();
    expect(screen.getByText('2 serviceordrer')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ny serviceordre' })).toHaveAttribute('href', '/orders/service-orders/new-order');
  });

  it('marks an open order past its due date as overdue, not a finished one', async () => {
    renderOrders({
      orders: () => connection([order(1, { dueDate: '2026-01-01T22:59:59.999Z' }), order(2, { dueDate: '2026-01-01T22:59:59.999Z', status: statuses[2] })]),
    });
    await firstLink();
    const [, first, second] = screen.getAllByRole('row');
    expect(within(first!).getByText('(overskredet)')).toBeInTheDocument();
    expect(within(second!).queryByText('(overskredet)')).not.toBeInTheDocument();
  });

  it('reads the filter, search, order and page size of the URL into the query', async () => {
    const { serviceOrders } = renderOrders({
      path: '/orders/service-orders?status=sos_new&owner=org-2&center=sc-2&technician=tech-2&dueFrom=2026-12-01&dueTo=2026-12-31&q=pumpe&size=20&sort=dueDate&order=asc',
    });
    await firstLink();
    expect(serviceOrders.mock.calls[0]![1]).toEqual({
      filter: {
        statuses: ['sos_new'],
        organizationIds: ['org-2'],
        serviceCenterIds: ['sc-2'],
        technicianId: 'tech-2',
        dueFrom: '2026-12-01',
        dueTo: '2026-12-31',
        search: 'pumpe',
      },
      orderBy: { field: 'DUE_DATE', direction: 'ASC' },
      first: 20,
      page: 1,
    });
    expect(screen.getByRole('searchbox', { name: 'Søg på enhedsnavn, netværks-id, problem eller noter' })).toHaveValue('pumpe');
  });

  it('applies the panel with Apply (status, only mine) and keeps it in the URL', async () => {
    const u = userEvent.setup();
    const { serviceOrders, router } = renderOrders();
    await firstLink();
    await u.click(await screen.findByRole('button', { name: 'Status: Alle' }));
    await u.click(await screen.findByRole('checkbox', { name: 'I gang' }));
    await u.keyboard('{Escape}');
    await u.click(screen.getByRole('checkbox', { name: 'Kun ordrer tildelt mig' }));
    await u.click(screen.getByRole('button', { name: 'Anvend filtre' }));
    await waitFor(() => expect(lastArgs(serviceOrders)).toMatchObject({ filter: { statuses: ['sos_in_progress'], assignedToViewer: true }, page: 1 }));
    expect(searchOf(router).getAll('status')).toEqual(['sos_in_progress']);
    expect(searchOf(router).get('mine')).toBe('1');
  });

  it('shows the no-matches state with a way to clear the filters', async () => {
    const u = userEvent.setup();
    const { serviceOrders } = renderOrders({
      path: '/orders/service-orders?q=nothing',
      orders: (args) => connection((args.filter as { search?: string } | null)?.search ? [] : [order(1)]),
    });
    expect(await screen.findByText('Ingen matchende serviceordrer fundet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Eksportér' })).toBeDisabled();
    const clear = screen.getAllByRole('button', { name: 'Ryd filtre' });
    await u.click(clear[clear.length - 1]!);
    expect(await firstLink()).toBeInTheDocument();
    expect(lastArgs(serviceOrders)).toMatchObject({ filter: {} });
  });

  it('says so when there are no orders at all', async () => {
    renderOrders({ orders: () => connection([]) });
    expect(await screen.findByText('Ingen serviceordrer endnu')).toBeInTheDocument();
    // Only the toolbar's (disabled) clear: the empty state offers none when nothing is filtered.
    expect(screen.getAllByRole('button', { name: 'Ryd filtre' })).toHaveLength(1);
  });

  it('shows the skeleton while the first page loads', async () => {
    renderOrders({ orders: () => new Promise(() => undefined) });
    expect(await screen.findByRole('heading', { name: 'Serviceordrer' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getAllByRole('status', { name: 'Indlæser' }).some((el) => el.getAttribute('aria-busy') === 'true')).toBe(true);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('sorts by a header and hides a column it remembers', async () => {
    const u = userEvent.setup();
    const { serviceOrders, router } = renderOrders();
    await firstLink();
    await u.click(within(screen.getByRole('columnheader', { name: /Forfaldsdato/ })).getByRole('button'));
    await waitFor(() => expect(lastArgs(serviceOrders)).toMatchObject({ orderBy: { field: 'DUE_DATE', direction: 'ASC' } }));
    expect(searchOf(router).get('sort')).toBe('dueDate');
    await u.click(screen.getByRole('button', { name: 'Kolonner' }));
    await selectMenuItem(u, await screen.findByRole('menuitemcheckbox', { name: 'Ejer' }));
    await waitFor(() => expect(screen.queryByRole('columnheader', { name: 'Ejer' })).not.toBeInTheDocument());
    expect(JSON.parse(localStorage.getItem(hiddenColumnsKey('serviceOrders'))!)).toEqual(['owner']);
  });

  it('drops what a tampered URL gets wrong and says so', async () => {
    const { serviceOrders, router } = renderOrders({ path: '/orders/service-orders?status=sos_bogus&status=sos_new&center=sc-gone&size=7&dueFrom=2026-12-31&dueTo=2026-12-01' });
    expect(await screen.findByText('En del af linket var ugyldig')).toBeInTheDocument();
    await firstLink();
    expect(router.state.location.search).toBe('?status=sos_new&dueFrom=2026-12-31');
    expect(lastArgs(serviceOrders)).toMatchObject({ filter: { statuses: ['sos_new'], dueFrom: '2026-12-31' }, first: 10 });
  });

  it('exports every page of the filter with the visible columns', async () => {
    const u = userEvent.setup();
    const all = Array.from({ length: 120 }, (_, i) => order(i + 1));
    const { serviceOrders } = renderOrders({
      path: '/orders/service-orders?status=sos_new',
      orders: (args) => {
        const first = args.first ?? 10;
        const page = args.page ?? 1;
        return connection(all.slice((page - 1) * first, page * first), Math.ceil(120 / first), page, 120);
      },
    });
    await firstLink();
    await u.click(screen.getByRole('button', { name: 'Eksportér' }));
    await selectMenuItem(u, await screen.findByRole('menuitem', { name: /CSV/ }));
    await waitFor(() => expect(downloadBlob).toHaveBeenCalled());
    const [blob, name] = vi.mocked(downloadBlob).mock.calls.at(-1)!;
    expect(name).toMatch(/^serviceordrer-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = (await blob.text()).split('\r\n');
    expect(lines[0]).toBe('Ordre,Enhed,Netværks-id,Ejer,Status,Servicecenter,Tekniker,Forfaldsdato,Oprettet');
    expect(lines[1]).toBe('101,Sensor 1,350000001,Aarhus Vand,Ny,Servicecenter 1,Tekniker 1,2099-12-01,2026-11-01 09:00');
    expect(lines.filter(Boolean)).toHaveLength(121);
    const exportCalls = serviceOrders.mock.calls.filter(([, args]) => args.first === 100);
    expect(exportCalls.map(([, args]) => args.page)).toEqual([1, 2]);
    expect(exportCalls[0]![1]).toMatchObject({ filter: { statuses: ['sos_new'] } });
  });

  it('refetches the page when an order changes anywhere', async () => {
    const { serviceOrders } = renderOrders();
    await firstLink();
    await waitFor(() => expect(openSubscriptions('useServiceOrderChangedSubscription')).toBe(1));
    const before = listCalls(serviceOrders).length;
    pushSubscription('useServiceOrderChangedSubscription', { serviceOrderChanged: { kind: 'LIVE', orderId: null } });
    pushSubscription('useServiceOrderChangedSubscription', { serviceOrderChanged: { kind: 'CREATED', orderId: 'so-9' } });
    await waitFor(() => expect(listCalls(serviceOrders).length).toBe(before + 1));
  });

  it('shows a technician only the tabs and actions theirs', async () => {
    renderOrders({ resolvers: { Viewer: { abilities: () => technicianRules } } });
    await firstLink();
    const tabs = screen.getByRole('navigation', { name: 'Serviceområder' });
    expect(within(tabs).getAllByRole('link').map((l) => l.textContent)).toEqual(['Serviceordrer']);
    expect(screen.queryByRole('link', { name: 'Ny serviceordre' })).not.toBeInTheDocument();
  });
});

describe('ServiceOrdersPage on a phone', () => {
  beforeEach(() => {
    resetApp();
    mockScreenWidth(390);
  });

  it('shows each order as a card with its essentials', async () => {
    renderOrders();
    const cards = await screen.findByRole('list', { name: 'Serviceordrer' }, { timeout: 15_000 });
    const card = within(cards).getByRole('listitem', { name: 'Serviceordre 101' });
    expect(within(card).getByRole('link', { name: 'Serviceordre 101' })).toHaveAttribute('href', '/orders/service-orders/o-1/details');
    expect(within(card).getByText('Tekniker 1')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
