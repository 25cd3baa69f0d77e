import { configure, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toaster } from '../../../components/toaster';
import { adminRules } from '../../../test/createMockEnvironment';
import { resetApp } from '../../../test/renderApp';
import { DeviceAppliedConfigTab } from './DeviceAppliedConfigTab';
import { DeviceContractsTab } from './DeviceContractsTab';
import { orgAdminRules, renderDeviceTab } from './renderDeviceTab';

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 10_000 });

const contract = (n: number, overrides: Record<string, unknown> = {}) => ({
  contractId: `k${n}`,
  organization: { id: 'org-g-1', organizationId: 'org-1', name: 'Aarhus Vand' },
  package: { id: 'pkg-1', packageId: 'p1', slug: 'premium', name: 'Premium' },
  startDate: '2026-01-01',
  invoiceFrequencyMonths: 3,
  projectId: 'P-100',
  debitorNumber: 'D-42',
  note: 'Kvartalsvis',
  pricePerDeviceMonth: '49.00',
  createdAt: '2026-01-01T08:00:00.000Z',
  deviceAddedAt: '2026-01-02T08:00:00.000Z',
  ...overrides,
});
const page = <T,>(nodes: T[]) => ({
  totalCount: nodes.length,
  edges: nodes.map((node, i) => ({ cursor: `c${i}`, node })),
  pageInfo: { hasNextPage: false, hasPreviousPage: false, endCursor: null, startCursor: null },
  pageCursors: { around: [{ cursor: null, page: 1, isCurrent: true }], first: null, last: null, previous: null, next: null, totalPages: 1 },
});

describe('DeviceContractsTab', () => {
  beforeEach(() => {
    resetApp();
    toaster.remove();
  });

  it('lists the contracts and removes the device after confirmation', async () => {
    let contracts = page([contract(1)]);
    const removeDeviceFromContract = vi.fn(() => {
      contracts = page([]);
      return { removedContractId: 'k1', device: { __typename: 'Device', id: 'dev-1' } };
    });
    const { user } = await renderDeviceTab(DeviceContractsTab, {
      device: { contracts: () => contracts },
      rules: adminRules,
      language: 'en',
      resolvers: { Mutation: { removeDeviceFromContract } },
    });
    const table = await screen.findByRole('table');
    expect(within(table).getAllByText('01/01/2026')).toHaveLength(2);
    expect(within(table).getByText('Every 3 months')).toBeInTheDocument();
    expect(within(table).getByText('P-100')).toBeInTheDocument();
    expect(within(table).getByText(/DKK\s*49\.00/)).toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: /Remove from contract: Premium contract from 01\/01\/2026/ }));
    const confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: 'Remove from contract' }));
    await waitFor(() => expect(removeDeviceFromContract).toHaveBeenCalledTimes(1));
    expect((removeDeviceFromContract.mock.calls[0] as unknown[])[1]).toEqual({ input: { contractId: 'k1', deviceId: 'dev-1' } });
    expect(await screen.findByText('Not on any contract')).toBeInTheDocument();
  });

  it('offers no removal to those who may only read contracts, nor on deleted devices', async () => {
    await renderDeviceTab(DeviceContractsTab, { device: { contracts: page([contract(1)]) }, rules: orgAdminRules, language: 'en' });
    expect(await screen.findByText('P-100')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove from contract/ })).not.toBeInTheDocument();
  });

  it('says when the device is on no contract', async () => {
    await renderDeviceTab(DeviceContractsTab, { device: { contracts: page([]) }, rules: adminRules, deleted: true, language: 'en' });
    expect(await screen.findByText('Not on any contract')).toBeInTheDocument();
  });
});

describe('DeviceAppliedConfigTab', () => {
  beforeEach(() => resetApp());

  it('shows what the device applied with its keys', async () => {
    const appliedConfig = { AcMI: 60, AcXTI: 1, THVal: 120, EVENT: 0, MsgCnt: 1234, deviceType: 'water_level', time: '2026-11-20T08:05:00.000Z' };
    await renderDeviceTab(DeviceAppliedConfigTab, { device: { properties: { json: { appliedConfig } } }, language: 'en' });
    expect(await screen.findByText('Applied configuration')).toBeInTheDocument();
    expect(screen.getByText('AcMI').closest('div[class]')?.parentElement).toBeTruthy();
    expect(screen.getByText('60 min')).toBeInTheDocument();
    expect(screen.getByText('1,234')).toBeInTheDocument();
    expect(screen.getByText('Below the threshold')).toBeInTheDocument();
    expect(screen.getByText('20/11/2026, 09:05')).toBeInTheDocument();
  });

  it('has an empty state', async () => {
    await renderDeviceTab(DeviceAppliedConfigTab, { device: { properties: { json: { elevation: 12 } } }, language: 'en' });
    expect(await screen.findByText('No applied configuration yet')).toBeInTheDocument();
  });
});
