import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockScreenWidth } from '../../../test/mockScreenWidth';
import { renderApp, resetApp } from '../../../test/renderApp';
import { center, connection, ordersLookups } from '../ordersFixtures';

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
});
