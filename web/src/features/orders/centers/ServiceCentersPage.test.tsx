import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { downloadBlob } from '../../../components/export/downloadBlob';
import { hiddenColumnsKey } from '../../../components/list/useColumnVisibility';
import { mockScreenWidth } from '../../../test/mockScreenWidth';
import { renderApp, resetApp } from '../../../test/renderApp';
import { selectMenuItem } from '../../../test/selectMenuItem';
import { center, connection, ordersLookups } from '../ordersFixtures';

vi.mock('../../../components/export/downloadBlob', () => ({ downloadBlob: vi.fn() }));

vi.setConfig({ testTimeout: 45_000 });
configure({ asyncUtilTimeout: 15_000 });

type Args = { filter?: Record<string, unknown> | null; orderBy?: unknown; first?: number; page?: number };

function renderCenters(path = '/orders/service-centers', answer: (args: Args) => unknown = () => connection([center(1), center(2, { isActive: false, geo: null })])) {
  const serviceCenters = vi.fn((_: unknown, args: Args) => answer(args));
  const result = renderApp({ path, resolvers: { Query: { ...ordersLookups, serviceCenters } } });
  return { ...result, serviceCenters };
}

describe('ServiceCentersPage', () => {
  beforeEach(() => {
    resetApp();
    mockScreenWidth(1440);
  });

  it('lists the centres by name with their facts, links and the new-centre button', async () => {
    const { serviceCenters } = renderCenters();
    expect(await screen.findByRole('link', { name: 'Servicecenter 1' }, { timeout: 15_000 })).toHaveAttribute('href', '/orders/service-centers/c1');
    expect(serviceCenters.mock.calls[0]![1]).toEqual({ filter: {}, orderBy: { field: 'NAME', direction: 'ASC' }, first: 10, page: 1 });
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Navn', 'Adresse', 'Placering', 'Aktiv', 'Teknikere', 'Åbne ordrer', 'Betjente organisationer']);
    const second = screen.getAllByRole('row')[2]!;
    expect(within(second).getByText('Inaktiv')).toBeInTheDocument();
    expect(within(second).getByText('Ikke placeret')).toBeInTheDocument();
    expect(screen.getByText('2 servicecentre')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nyt servicecenter' })).toHaveAttribute('href', '/orders/service-centers/new');
    expect(within(screen.getByRole('navigation', { name: 'Serviceområder' })).getByRole('link', { name: 'Servicecentre' })).toHaveAttribute('aria-current', 'page');
  });

  it('searches and filters by activity through the URL, and offers to clear when nothing matches', async () => {
    const u = userEvent.setup();
    const { serviceCenters, router } = renderCenters('/orders/service-centers', (args) => connection(args.filter?.search ? [] : [center(1)]));
    await screen.findByRole('link', { name: 'Servicecenter 1' }, { timeout: 15_000 });
    await u.selectOptions(screen.getByRole('combobox', { name: 'Aktiv' }), 'yes');
    await waitFor(() => expect(serviceCenters.mock.calls.at(-1)![1]).toMatchObject({ filter: { isActive: true } }));
    await u.type(screen.getByRole('searchbox', { name: 'Søg i servicecentre på navn eller adresse' }), 'Nord');
    await waitFor(() => expect(serviceCenters.mock.calls.at(-1)![1]).toMatchObject({ filter: { isActive: true, search: 'Nord' } }));
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('Nord');
    expect(await screen.findByText('Ingen matchende servicecentre fundet')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Ryd filtre' }));
    expect(await screen.findByRole('link', { name: 'Servicecenter 1' })).toBeInTheDocument();
  });

  it('drops what a tampered URL gets wrong', async () => {
    const { router } = renderCenters('/orders/service-centers?active=maybe&size=11&q=Aarhus');
    expect(await screen.findByText('En del af linket var ugyldig', {}, { timeout: 15_000 })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe('?q=Aarhus'));
  });

  it('hides a column from the columns menu and remembers it in this browser', async () => {
    const u = userEvent.setup();
    renderCenters();
    await screen.findByRole('link', { name: 'Servicecenter 1' }, { timeout: 15_000 });
    await u.click(screen.getByRole('button', { name: 'Kolonner' }));
    await selectMenuItem(u, await screen.findByRole('menuitemcheckbox', { name: 'Placering' }));
    // The name names the row: it is not offered.
    expect(screen.queryByRole('menuitemcheckbox', { name: 'Navn' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('columnheader', { name: 'Placering' })).not.toBeInTheDocument());
    expect(JSON.parse(localStorage.getItem(hiddenColumnsKey('serviceCenters'))!)).toEqual(['geo']);
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Navn', 'Adresse', 'Aktiv', 'Teknikere', 'Åbne ordrer', 'Betjente organisationer']);
  });

  it('exports every page of the search with the visible columns', async () => {
    const u = userEvent.setup();
    localStorage.setItem(hiddenColumnsKey('serviceCenters'), JSON.stringify(['address']));
    const all = Array.from({ length: 130 }, (_, i) => center(i + 1, i === 1 ? { geo: null, isActive: false, organizations: [] } : {}));
    const { serviceCenters } = renderCenters('/orders/service-centers?q=Servicecenter', (args) => {
      const first = args.first ?? 10;
      const page = args.page ?? 1;
      return connection(all.slice((page - 1) * first, page * first), Math.ceil(130 / first), page, 130);
    });
    await screen.findByRole('link', { name: 'Servicecenter 1' }, { timeout: 15_000 });
    await u.click(screen.getByRole('button', { name: 'Eksportér' }));
    await selectMenuItem(u, await screen.findByRole('menuitem', { name: /CSV/ }));
    await waitFor(() => expect(downloadBlob).toHaveBeenCalled());
    const [blob, name] = vi.mocked(downloadBlob).mock.calls.at(-1)!;
    expect(name).toMatch(/^servicecentre-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = (await blob.text()).split('\r\n');
    // The location as two number columns a spreadsheet reads; the hidden address is left out.
    expect(lines[0]).toBe('Navn,Breddegrad,Længdegrad,Aktiv,Teknikere,Åbne ordrer,Betjente organisationer');
    expect(lines[1]).toBe('Servicecenter 1,56.15,10.2,Aktiv,1,2,Aarhus Vand');
    expect(lines[2]).toBe('Servicecenter 2,,,Inaktiv,1,2,');
    expect(lines.filter(Boolean)).toHaveLength(131);
    const exportCalls = serviceCenters.mock.calls.filter(([, args]) => args.first === 100);
    expect(exportCalls.map(([, args]) => args.page)).toEqual([1, 2]);
    expect(exportCalls[0]![1]).toMatchObject({ filter: { search: 'Servicecenter' }, orderBy: { field: 'NAME', direction: 'ASC' } });
  });

  it('offers no export of an empty list', async () => {
    renderCenters('/orders/service-centers', () => connection([]));
    expect(await screen.findByRole('button', { name: 'Eksportér' }, { timeout: 15_000 })).toBeDisabled();
  });
});
