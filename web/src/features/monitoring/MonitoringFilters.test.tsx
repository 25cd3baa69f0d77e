import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockScreenWidth } from '../../test/mockScreenWidth';
import { renderApp, resetApp } from '../../test/renderApp';
import { connection, lookups, record } from './monitoringFixtures';

vi.setConfig({ testTimeout: 45_000 });
configure({ asyncUtilTimeout: 15_000 });

const sensors = [
  { __typename: 'Device', id: 'dev-1', name: 'Sensor 1', networkId: '350000001' },
  { __typename: 'Device', id: 'dev-2', name: 'Sensor 2', networkId: '350000002' },
];

function renderMonitoring(path: string) {
  const monitoringRecords = vi.fn((_: unknown, _args: { filter?: Record<string, unknown> }) => connection([record(1), record(2)]));
  const deviceSearch = vi.fn((_: unknown, { search }: { search?: string | null }) => {
    const found = sensors.filter((s) => !search || s.name.toLowerCase().includes(search.toLowerCase()));
    return { totalCount: found.length, edges: found.map((node, i) => ({ cursor: `c${i}`, node })), pageInfo: { hasNextPage: false, endCursor: null } };
  });
  const nodes = vi.fn((_: unknown, { ids }: { ids: string[] }) => ids.map((id) => sensors.find((s) => s.id === id) ?? null));
  const result = renderApp({ path, resolvers: { Query: { ...lookups, monitoringRecords, deviceSearch, nodes } } });
  return { ...result, monitoringRecords, deviceSearch, nodes };
}

describe('the monitoring devices filter', () => {
  beforeEach(() => {
    resetApp();
    mockScreenWidth(1440);
  });
  afterEach(() => vi.restoreAllMocks());

  it('searches devices on the server and applies the picked one with the other filters', async () => {
    const u = userEvent.setup({ delay: null });
    const { monitoringRecords, deviceSearch, router } = renderMonitoring('/monitoring?all=1');
    await screen.findByRole('link', { name: '350000001' }, { timeout: 15_000 });
    // The page asks for no device list: the picker searches once it is opened.
    expect(deviceSearch).not.toHaveBeenCalled();
    const devices = screen.getByRole('combobox', { name: 'Enheder' });
    await u.click(devices);
    await u.type(devices, 'sensor 2');
    await waitFor(() => expect(deviceSearch.mock.calls.at(-1)?.[1]).toMatchObject({ search: 'sensor 2' }));
    await waitFor(() => expect(screen.queryByRole('option', { name: /^Sensor 1/ })).not.toBeInTheDocument());
    await u.click(screen.getByRole('option', { name: /^Sensor 2/ }));
    await u.keyboard('{Escape}');
    await u.click(screen.getByRole('button', { name: 'Anvend filtre' }));
    await waitFor(() => expect(monitoringRecords.mock.calls.at(-1)![1]).toMatchObject({ filter: { deviceIds: ['dev-2'] } }));
    expect(new URLSearchParams(router.state.location.search).getAll('device')).toEqual(['dev-2']);
    expect(within(screen.getByRole('list', { name: 'Enheder: valgte' })).getByText('Sensor 2')).toBeInTheDocument();
  });

  it('shows the devices of a link by name before any search, and removes one with its button', async () => {
    const u = userEvent.setup({ delay: null });
    const { deviceSearch } = renderMonitoring('/monitoring?device=dev-1&device=dev-2');
    const chips = await screen.findByRole('list', { name: 'Enheder: valgte' }, { timeout: 15_000 });
    expect(await within(chips).findByText('Sensor 1')).toBeInTheDocument();
    expect(within(chips).getByText('Sensor 2')).toBeInTheDocument();
    expect(deviceSearch).not.toHaveBeenCalled();
    await u.click(screen.getByRole('button', { name: 'Fjern Sensor 1' }));
    expect(within(chips).queryByText('Sensor 1')).not.toBeInTheDocument();
    // Removing is a change to apply, like any other.
    expect(screen.getByRole('button', { name: 'Anvend filtre' })).toBeEnabled();
  });
});
