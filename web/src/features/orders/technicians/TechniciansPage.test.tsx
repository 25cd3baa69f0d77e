import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockScreenWidth } from '../../../test/mockScreenWidth';
import { renderApp, resetApp } from '../../../test/renderApp';
import { center, connection, ordersLookups, technician } from '../ordersFixtures';

vi.setConfig({ testTimeout: 45_000 });
configure({ asyncUtilTimeout: 15_000 });

function renderTechnicians(path = '/orders/technicians') {
  // Each centre's page of technicians, by the filter it is asked with.
  const technicians = vi.fn((parent: { serviceCenterId: string }, args: { filter?: { search?: string } | null }) => {
    if (args.filter?.search) return connection([]);
    return connection(parent.serviceCenterId === 'c1' ? [technician(1)] : [technician(2, { isActive: false })]);
  });
  const centers = () => connection([center(1), center(2)]);
  const result = renderApp({ path, resolvers: { Query: { ...ordersLookups, serviceCenters: centers }, ServiceCenter: { technicians } } });
  return { ...result, technicians };
}

describe('TechniciansPage', () => {
  beforeEach(() => {
    resetApp();
    mockScreenWidth(1440);
  });

  it('lists the technicians of every centre by name, linking each to their page', async () => {
    renderTechnicians();
    expect(await screen.findByRole('link', { name: 'Tekniker 1' }, { timeout: 15_000 })).toHaveAttribute('href', '/orders/service-centers/c1/technicians/t1');
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('link')[0]!.textContent)).toEqual(['Tekniker 1', 'Tekniker 2']);
    expect(within(rows[1]!).getByRole('link', { name: 'Servicecenter 2' })).toHaveAttribute('href', '/orders/service-centers/c2');
    expect(within(rows[1]!).getByText('Inaktiv')).toBeInTheDocument();
    expect(screen.getByText('2 teknikere')).toBeInTheDocument();
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
    await u.type(screen.getByRole('searchbox', { name: 'Søg i teknikere efter navn eller e-mail' }), 'zzz');
    await waitFor(() => expect(technicians.mock.calls.at(-1)![1]).toMatchObject({ filter: { search: 'zzz' } }));
    expect(await screen.findByText('Ingen matchende teknikere fundet')).toBeInTheDocument();
  });
});
