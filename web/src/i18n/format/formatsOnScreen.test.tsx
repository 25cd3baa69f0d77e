import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { connection, lookups, record } from '../../features/monitoring/monitoringFixtures';
import { setLanguage } from '../i18n';
import { mockScreenWidth } from '../../test/mockScreenWidth';
import { renderApp, resetApp } from '../../test/renderApp';

// Whole-app renders against the mocked schema are slow on a busy CI machine.
vi.setConfig({ testTimeout: 60_000 });

/**
 * The exact text of dates, numbers and lookups where users read them, in both languages: one form
 * everywhere (the map pop-up's and the dashboard card's are read in their own tests). The mocked
 * viewer is at UTC+1, so 08:00 UTC reads as 09.00.
 */
const log = (n: number) => ({
  id: `log-${n}`,
  logId: `L${n}`,
  owner: 'Aarhus Vand',
  deviceModel: 'Vandstandsmåler NB-IoT v2',
  errorCode: { id: 'err-heartbeat', slug: 'heartbeat', name: 'Heartbeat missing' },
  networkType: 'nbiot',
  occurredAt: '2026-11-18T06:05:00.000Z',
});
const logs = () => ({ ...connection([], 1, 1), totalCount: 1234, edges: [{ cursor: 'c1', node: log(1) }] });
const serviceHistory = [
  {
    orderId: 'so-1',
    createdAt: '2026-10-01T08:00:00.000Z',
    completedAt: '2026-10-02T14:30:00.000Z',
    notes: null,
    solutions: [
      { solutionId: 's1', slug: 'replace_battery', name: 'Replace battery' },
      { solutionId: 's2', slug: 'restart', name: 'Restart' },
    ],
    status: { slug: 'sos_completed', name: 'Completed' },
  },
];

async function renderMonitoring(language: 'da' | 'en') {
  act(() => setLanguage(language));
  renderApp({
    path: '/monitoring?all=1',
    resolvers: {
      // The shell follows the language saved in the user's settings.
      Viewer: { config: () => ({ language, utcOffset: 1 }) },
      Query: {
        ...lookups,
        monitoringRecords: () => connection([record(1)]),
        // The log pop-up asks for the record, the service pop-up for its device.
        node: (_: unknown, { id }: { id: string }) =>
          id === 'rec-1' ? { ...record(1), logs } : { ...record(1).device, __typename: 'Device', serviceHistory },
      },
    },
  });
  await screen.findByRole('link', { name: '350000001' }, { timeout: 20_000 });
  return { user: userEvent.setup(), row: screen.getByText('Sensor 1').closest('tr')! };
}

describe('dates, numbers and lookups on screen', () => {
  beforeEach(() => {
    resetApp();
    // A desktop's width: the monitoring list is a table (cards below md).
    mockScreenWidth(1440);
  });
  afterEach(() => vi.restoreAllMocks());

  it('in Danish: a monitoring row, the log pop-up and the service pop-up', async () => {
    const { user, row } = await renderMonitoring('da');
    expect(within(row).getByText('19.11.2026, 11.00')).toBeInTheDocument();
    expect(within(row).getByText('20.11.2026, 09.00')).toBeInTheDocument();
    expect(within(row).getByText('Vandstand')).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Fejllog for Sensor 1' }));
    let dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('18.11.2026, 07.05')).toBeInTheDocument();
    expect(within(dialog).getByText('NB-IoT')).toBeInTheDocument();
    expect(within(dialog).getByText('1.234 poster')).toBeInTheDocument();
    await user.click(within(dialog).getAllByRole('button', { name: 'Luk' })[0]!);

    await user.click(within(row).getByRole('button', { name: 'Start service på Sensor 1' }));
    dialog = await screen.findByRole('dialog', { name: 'Service: Sensor 1' });
    expect(within(dialog).getByText('19.11.2026, 11.00')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Vis servicehistorik' }));
    const table = await within(dialog).findByRole('table', { name: 'Servicehistorik' });
    expect(within(table).getByText('01.10.2026, 09.00')).toBeInTheDocument();
    expect(within(table).getByText('02.10.2026, 15.30')).toBeInTheDocument();
    expect(within(table).getByText('Udskift batteri, Genstart')).toBeInTheDocument();
  });

  it('in English: the same places, the British way', async () => {
    const { user, row } = await renderMonitoring('en');
    expect(within(row).getByText('19/11/2026, 11:00')).toBeInTheDocument();
    expect(within(row).getByText('20/11/2026, 09:00')).toBeInTheDocument();
    expect(within(row).getByText('Water level')).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Error log of Sensor 1' }));
    let dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('18/11/2026, 07:05')).toBeInTheDocument();
    expect(within(dialog).getByText('NB-IoT')).toBeInTheDocument();
    expect(within(dialog).getByText('1,234 entries')).toBeInTheDocument();
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' })[0]!);

    await user.click(within(row).getByRole('button', { name: 'Start service for Sensor 1' }));
    dialog = await screen.findByRole('dialog', { name: 'Service: Sensor 1' });
    expect(within(dialog).getByText('19/11/2026, 11:00')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Show service history' }));
    const table = await within(dialog).findByRole('table', { name: 'Service history' });
    expect(within(table).getByText('01/10/2026, 09:00')).toBeInTheDocument();
    expect(within(table).getByText('02/10/2026, 15:30')).toBeInTheDocument();
    expect(within(table).getByText('Replace battery, Restart')).toBeInTheDocument();
  });
});
