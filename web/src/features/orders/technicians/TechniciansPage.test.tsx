import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { downloadBlob } from '../../../components/export/downloadBlob';
import { hiddenColumnsKey } from '../../../components/list/useColumnVisibility';
import { mockScreenWidth } from '../../../test/mockScreenWidth';
import { renderApp, resetApp } from '../../../test/renderApp';
import { selectMenuItem } from '../../../test/selectMenuItem';
import { center, connection, ordersLookups, technician } from '../ordersFixtures';

vi.mock('../../../components/export/downloadBlob', () => ({ downloadBlob: vi.fn() }));

vi.setConfig({ testTimeout: 45_000 });
configure({ asyncUtilTimeout: 15_000 });

type Args = { filter?: { search?: string; serviceCenterIds?: string[]; isActive?: boolean } | null; orderBy?: { direction?: string } | null; first?: number; page?: number | null };

function renderTechnicians(path = '/orders/technicians') {
  // One server page of every centre's technicians (Query.technicians), by the filter it is asked with.
  const first = { ...technician(1), serviceCenter: center(1) };
  const second = { ...technician(2, { isActive: false }), serviceCenter: center(2) };
  const technicians = vi.fn((_parent: unknown, args: Args) => {
    if (args.filter?.search) return connection([]);
    const rows = args.filter?.serviceCenterIds?.length ? [second].filter((row) => args.filter!.serviceCenterIds!.includes(row.serviceCenter.id)) : [first, second];
    const ordered = args.orderBy?.direction === 'DESC' ? [...rows].reverse() : rows;
    return connection(ordered, 3, args.page ?? 1, 42);
  });
  const centers = () => connection([center(1), center(2)]);
  const result = renderApp({ path, resolvers: { Query: { ...ordersLookups, serviceCenters: centers, technicians } } });
  return { ...result, technicians };
}

describe('TechniciansPage', () => {
  beforeEach(() => {
    resetApp();
    mockScreenWidth(1440);
  });

  it('lists a server page of every centre’s technicians, linking each to their page, with the total', async () => {
    const { technicians } = renderTechnicians();
    expect(await screen.findByRole('link', { name: 'Tekniker 1' }, { timeout: 15_000 })).toHaveAttribute('href', '/orders/service-centers/c1/technicians/t1');
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('link')[0]!.textContent)).toEqual(['Tekniker 1', 'Tekniker 2']);
    expect(within(rows[1]!).getByRole('link', { name: 'Servicecenter 2' })).toHaveAttribute('href', '/orders/service-centers/c2');
    expect(within(rows[1]!).getByText('Inaktiv')).toBeInTheDocument();
    expect(screen.getByText('42 teknikere')).toBeInTheDocument();
    // One list query, not one per centre.
    expect(technicians).toHaveBeenCalledTimes(1);
    expect(technicians.mock.calls[0]![1]).toMatchObject({ first: 10, page: 1, orderBy: { field: 'NAME', direction: 'ASC' } });
  });

  it('pages, sorts by name and keeps both in the URL', async () => {
    const u = userEvent.setup();
    const { technicians, router } = renderTechnicians();
    await screen.findByRole('link', { name: 'Tekniker 1' }, { timeout: 15_000 });
    await u.click(screen.getByRole('button', { name: /Navn/ }));
    await waitFor(() => expect(technicians.mock.calls.at(-1)![1]).toMatchObject({ orderBy: { direction: 'DESC' } }));
    expect(new URLSearchParams(router.state.location.search).get('order')).toBe('desc');
    // The pages are disabled while the sorted page loads.
    const pageTwo = await screen.findByRole('button', { name: 'Side 2' });
    await waitFor(() => expect(pageTwo).toBeEnabled());
    await u.click(pageTwo);
    await waitFor(() => expect(technicians.mock.calls.at(-1)![1]).toMatchObject({ page: 2 }));
    expect(new URLSearchParams(router.state.location.search).get('page')).toBe('2');
  });

  it('filters by centre and searches on the server, with an empty state', async () => {
    const u = userEvent.setup();
    const { technicians, router } = renderTechnicians();
    await screen.findByRole('link', { name: 'Tekniker 1' }, { timeout: 15_000 });
    await u.click(screen.getByRole('button', { name: /^Servicecentre/ }));
    await u.click(await screen.findByRole('checkbox', { name: 'Servicecenter 2' }));
    await u.keyboard('{Escape}');
    await u.click(screen.getByRole('button', { name: 'Anvend filtre' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Tekniker 1' })).not.toBeInTheDocument());
    expect(new URLSearchParams(router.state.location.search).getAll('center')).toEqual(['sc-2']);
    expect(technicians.mock.calls.at(-1)![1]).toMatchObject({ filter: { serviceCenterIds: ['sc-2'] } });
    await u.type(screen.getByRole('searchbox', { name: 'Søg i teknikere efter navn eller e-mail' }), 'zzz');
    await waitFor(() => expect(technicians.mock.calls.at(-1)![1]).toMatchObject({ filter: { search: 'zzz' } }));
    expect(await screen.findByText('Ingen matchende teknikere fundet')).toBeInTheDocument();
  });

  it('hides a column from the columns menu and remembers it in this browser', async () => {
    const u = userEvent.setup();
    renderTechnicians();
    await screen.findByRole('link', { name: 'Tekniker 1' }, { timeout: 15_000 });
    await u.click(screen.getByRole('button', { name: 'Kolonner' }));
    await selectMenuItem(u, await screen.findByRole('menuitemcheckbox', { name: 'E-mail' }));
    await waitFor(() => expect(screen.queryByRole('columnheader', { name: 'E-mail' })).not.toBeInTheDocument());
    expect(JSON.parse(localStorage.getItem(hiddenColumnsKey('technicians'))!)).toEqual(['email']);
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Navn', 'Servicecenter', 'Aktiv', 'Enhedsmodeller', 'Åbne ordrer']);
  });

  it('exports every page of the filter with the visible columns', async () => {
    const u = userEvent.setup();
    localStorage.setItem(hiddenColumnsKey('technicians'), JSON.stringify(['models']));
    const { technicians } = renderTechnicians('/orders/technicians?active=no');
    await screen.findByRole('link', { name: 'Tekniker 1' }, { timeout: 15_000 });
    await u.click(screen.getByRole('button', { name: 'Eksportér' }));
    await selectMenuItem(u, await screen.findByRole('menuitem', { name: /CSV/ }));
    await waitFor(() => expect(downloadBlob).toHaveBeenCalled());
    const [blob, name] = vi.mocked(downloadBlob).mock.calls.at(-1)!;
    expect(name).toMatch(/^teknikere-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = (await blob.text()).split('\r\n').filter(Boolean);
    expect(lines[0]).toBe('Navn,E-mail,Servicecenter,Aktiv,Åbne ordrer');
    expect(lines[1]).toBe('Tekniker 1,tech1@example.com,Servicecenter 1,Aktiv,1');
    expect(lines[2]).toBe('Tekniker 2,tech2@example.com,Servicecenter 2,Inaktiv,2');
    const exportCalls = technicians.mock.calls.filter(([, args]) => args.first === 100);
    expect(exportCalls[0]![1]).toMatchObject({ filter: { isActive: false }, orderBy: { field: 'NAME', direction: 'ASC' }, page: 1 });
  });
});
