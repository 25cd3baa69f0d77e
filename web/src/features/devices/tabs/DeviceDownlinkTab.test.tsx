import { configure, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toaster } from '../../../components/toaster';
import { resetApp } from '../../../test/renderApp';
import { DeviceDownlinkTab } from './DeviceDownlinkTab';
import { orgAdminRules, readerRules, renderDeviceTab, testDevice } from './renderDeviceTab';

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 10_000 });

const settings = { miAbove: 10, xtiAbove: 6, th: 120, miUnder: 60, xtiUnder: 1 };
const config = (overrides: Record<string, unknown> = {}) => ({
  brokerNumber: 1,
  topic: 'fieldsense/devices/350000001/config',
  deleted: false,
  inSync: true,
  requested: { settings, updatedAt: '2026-11-20T08:00:00.000Z', updatedByName: 'Mette Nielsen' },
  applied: { measurementInterval: 60, measurementsPerTransmission: 1, threshold: 120, aboveThreshold: false, messageCount: 1234, deviceType: 'water_level', time: '2026-11-20T08:05:00.000Z' },
  ...overrides,
});

describe('DeviceDownlinkTab', () => {
  beforeEach(() => {
    resetApp();
    toaster.remove();
  });

  it('shows requested beside applied, in sync, with the applied time and message count', async () => {
    await renderDeviceTab(DeviceDownlinkTab, { device: { downlinkConfig: config() }, rules: orgAdminRules, language: 'en' });
    expect(await screen.findByTestId('downlink-status')).toHaveTextContent('In sync');
    const table = screen.getByRole('table', { name: 'Requested and applied configuration' });
    expect(within(table).getByText('10 min at or above, 60 min below')).toBeInTheDocument();
    expect(within(table).getByText('1,234')).toBeInTheDocument();
    expect(within(table).getByText('Reported 20/11/2026, 09:05')).toBeInTheDocument();
    expect(within(table).getByText('Saved 20/11/2026, 09:00 by Mette Nielsen')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Measurement interval at or above/ })).toHaveValue('10');
  });

  it('checks the §5 minimums beside each field and saves whole settings, then waits for the device', async () => {
    const saveDownlinkConfig = vi.fn((_: unknown, { input }: { input: typeof settings & { deviceId: string } }) => ({
      delivery: 'PUBLISHED',
      downlinkConfig: config({ inSync: false, requested: { settings: { ...input }, updatedAt: '2026-11-20T09:00:00.000Z', updatedByName: 'Mette Nielsen' } }),
      device: { __typename: 'Device', id: 'dev-1', downlinkConfig: config({ inSync: false, requested: { settings: { ...input }, updatedAt: '2026-11-20T09:00:00.000Z', updatedByName: 'Mette Nielsen' } }) },
    }));
    const { user } = await renderDeviceTab(DeviceDownlinkTab, {
      device: { downlinkConfig: config() },
      rules: orgAdminRules,
      language: 'en',
      resolvers: { Mutation: { saveDownlinkConfig } },
    });
    const miUnder = await screen.findByRole('textbox', { name: /Measurement interval below/ });
    await user.clear(miUnder);
    await user.type(miUnder, '0');
    const xtiUnder = screen.getByRole('textbox', { name: /Measurements per transmission below/ });
    await user.clear(xtiUnder);
    await user.type(xtiUnder, '1,5');
    const miAbove = screen.getByRole('textbox', { name: /Measurement interval at or above/ });
    await user.clear(miAbove);
    await user.click(screen.getByRole('button', { name: 'Save and send' }));
    expect(screen.getByText('Must be at least 1.')).toBeInTheDocument();
    expect(screen.getByText('Enter a whole number.')).toBeInTheDocument();
    expect(screen.getByText('Required.')).toBeInTheDocument();
    expect(saveDownlinkConfig).not.toHaveBeenCalled();

    await user.clear(miUnder);
    await user.type(miUnder, '30');
    await user.clear(xtiUnder);
    await user.type(xtiUnder, '2');
    await user.type(miAbove, '5');
    const th = screen.getByRole('textbox', { name: /^Threshold/ });
    await user.clear(th);
    await user.type(th, '99,5');
    await user.click(screen.getByRole('button', { name: 'Save and send' }));
    await waitFor(() => expect(saveDownlinkConfig).toHaveBeenCalledTimes(1));
    expect(saveDownlinkConfig.mock.calls[0]![1]).toEqual({ input: { deviceId: 'dev-1', miAbove: 5, xtiAbove: 6, th: 99.5, miUnder: 30, xtiUnder: 2 } });
    expect(await screen.findByText('Downlink configuration saved')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('downlink-status')).toHaveTextContent('Waiting for the device'));
  });

  it('asks again while waiting and shows in sync once the device reports', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      let reported = false;
      const node = vi.fn(() => testDevice({ downlinkConfig: reported ? config() : config({ inSync: false, applied: null }) }));
      await renderDeviceTab(DeviceDownlinkTab, { rules: orgAdminRules, language: 'en', resolvers: { Query: { node } } });
      expect(await screen.findByTestId('downlink-status')).toHaveTextContent('Waiting for the device');
      expect(screen.getByText('Not reported yet')).toBeInTheDocument();
      reported = true;
      await vi.advanceTimersByTimeAsync(31_000);
      await waitFor(() => expect(screen.getByTestId('downlink-status')).toHaveTextContent('In sync'));
    } finally {
      vi.useRealTimers();
    }
  });

  it('disables the form of a deleted device', async () => {
    await renderDeviceTab(DeviceDownlinkTab, { device: { downlinkConfig: config({ deleted: true }) }, rules: orgAdminRules, deleted: true, language: 'en' });
    expect(await screen.findByText('The device is deleted: its configuration can no longer be changed.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Measurement interval below/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Save and send' })).toBeDisabled();
  });

  it('offers no form to a viewer who may not update downlink configurations, nor for a model without downlink', async () => {
    await renderDeviceTab(DeviceDownlinkTab, { device: { downlinkConfig: config() }, rules: readerRules, language: 'en' });
    expect(await screen.findByText(/You may not change this device's downlink configuration/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save and send' })).not.toBeInTheDocument();
  });

  it('says so for a model without downlink', async () => {
    await renderDeviceTab(DeviceDownlinkTab, { device: { downlinkSupported: false, downlinkConfig: null }, rules: orgAdminRules, language: 'en' });
    expect(await screen.findByText("This device's model takes no downlink configuration.")).toBeInTheDocument();
  });
});
