import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pushSubscription } from '../../test/createMockEnvironment';
import { renderApp, resetApp } from '../../test/renderApp';
import { selectMenuItem } from '../../test/selectMenuItem';
import { connection, lookups, record, statusCodes } from './monitoringFixtures';
import { hiddenColumnsKey } from '../../components/list/useColumnVisibility';
import { mockScreenWidth } from '../../test/mockScreenWidth';

// Whole-app renders against the mocked schema are slow on a busy CI machine: a refetch there can
// take several seconds to show, so waits get more time (they still end as soon as the page is ready).
vi.setConfig({ testTimeout: 45_000 });
configure({ asyncUtilTimeout: 15_000 });

type Resolvers = Record<string, Record<string, unknown>>;

async function renderRows(resolvers: Resolvers = {}) {
  const result = renderApp({
    path: '/monitoring?all=1',
    resolvers: { ...resolvers, Query: { ...lookups, monitoringRecords: () => connection([record(1), record(2)]), ...resolvers.Query } },
  });
  await screen.findByRole('link', { name: '350000001' }, { timeout: 15_000 });
  return result;
}

const rowOf = (name: string) => screen.getByText(name).closest('tr')!;

describe('monitoring table rows', () => {
  beforeEach(() => {
    resetApp();
    mockScreenWidth(1440);
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows a new status at once and rolls it back with a toast when saving fails', async () => {
    let fail: (error: Error) => void = () => undefined;
    const updateMonitoringRecord = vi.fn((_parent: unknown, _args: unknown) => new Promise((_, reject) => (fail = reject)));
    const u = userEvent.setup();
    await renderRows({ Mutation: { updateMonitoringRecord } });
    const select = screen.getByRole('combobox', { name: 'Status for Sensor 1' });
    await u.selectOptions(select, 'st-ack');
    expect(select).toHaveValue('st-ack');
    await waitFor(() => expect(updateMonitoringRecord).toHaveBeenCalled());
    expect(updateMonitoringRecord.mock.calls[0]![1]).toEqual({ input: { id: 'rec-1', statusId: 'st-ack' } });
    await act(async () => fail(new GraphQLError('nope', { extensions: { code: 'FORBIDDEN' } })));
    expect(await screen.findByText('Ændringen kunne ikke gemmes')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Status for Sensor 1' })).toHaveValue('st-active'));
  });

  it('keeps a saved status', async () => {
    const updateMonitoringRecord = vi.fn(() => ({ monitoringRecord: { ...record(1), status: statusCodes[2] } }));
    const u = userEvent.setup();
    await renderRows({ Mutation: { updateMonitoringRecord } });
    await u.selectOptions(screen.getByRole('combobox', { name: 'Status for Sensor 1' }), 'st-resolved');
    await waitFor(() => expect(updateMonitoringRecord).toHaveBeenCalled());
    expect(screen.getByRole('combobox', { name: 'Status for Sensor 1' })).toHaveValue('st-resolved');
  });

  it('saves trimmed notes on Enter and cancels on Escape', async () => {
    const updateMonitoringRecord = vi.fn((_: unknown, { input }: { input: { notes: string } }) => ({ monitoringRecord: { ...record(1), notes: input.notes } }));
    const u = userEvent.setup();
    await renderRows({ Mutation: { updateMonitoringRecord } });
    await u.click(screen.getByRole('button', { name: 'Redigér noter til Sensor 1' }));
    await u.type(screen.getByRole('textbox', { name: 'Noter til Sensor 1' }), '  Batteri skiftes  {Enter}');
    await waitFor(() => expect(updateMonitoringRecord).toHaveBeenCalledTimes(1));
    expect(updateMonitoringRecord.mock.calls[0]![1]).toEqual({ input: { id: 'rec-1', notes: 'Batteri skiftes' } });
    expect(await screen.findByText('Batteri skiftes')).toBeInTheDocument();

    await u.click(screen.getByRole('button', { name: 'Redigér noter til Sensor 2' }));
    await u.type(screen.getByRole('textbox', { name: 'Noter til Sensor 2' }), 'fortrudt{Escape}');
    expect(screen.queryByRole('textbox', { name: 'Noter til Sensor 2' })).not.toBeInTheDocument();
    expect(screen.queryByText('fortrudt')).not.toBeInTheDocument();
    expect(updateMonitoringRecord).toHaveBeenCalledTimes(1);
  });

  it('counts towards the notes limit from 90 %, refuses a longer text and keeps it', async () => {
    const updateMonitoringRecord = vi.fn();
    const u = userEvent.setup();
    await renderRows({ Mutation: { updateMonitoringRecord } });
    await u.click(screen.getByRole('button', { name: 'Redigér noter til Sensor 1' }));
    const input = screen.getByRole('textbox', { name: 'Noter til Sensor 1' });
    await u.paste('x'.repeat(1799));
    expect(screen.queryByText(/af 2.000 tegn/)).not.toBeInTheDocument();
    await u.paste('x');
    expect(screen.getByText('1.800 af 2.000 tegn')).toBeInTheDocument();
    // A paste far past the limit is not cut short: the field keeps it all and says what is wrong.
    await u.paste('y'.repeat(700));
    expect(input).toHaveValue(`${'x'.repeat(1800)}${'y'.repeat(700)}`);
    await u.keyboard('{Enter}');
    expect(screen.getByText('Noter må højst være 2.000 tegn.')).toBeInTheDocument();
    expect(screen.getByText('2.500 af 2.000 tegn')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: 'Noter til Sensor 1' })).toHaveValue(`${'x'.repeat(1800)}${'y'.repeat(700)}`);
    expect(updateMonitoringRecord).not.toHaveBeenCalled();
  });

  it('keeps the text and shows the server\'s reason when it refuses the notes', async () => {
    const updateMonitoringRecord = vi.fn(() => {
      throw new GraphQLError('Nogle felter er ikke udfyldt korrekt.', {
        extensions: { code: 'BAD_USER_INPUT', fields: [{ field: 'input.notes', message: 'Må højst være 2000 tegn.' }] },
      });
    });
    const u = userEvent.setup();
    await renderRows({ Mutation: { updateMonitoringRecord } });
    await u.click(screen.getByRole('button', { name: 'Redigér noter til Sensor 1' }));
    await u.type(screen.getByRole('textbox', { name: 'Noter til Sensor 1' }), 'Ring til driften{Enter}');
    expect(await screen.findByText('Må højst være 2000 tegn.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Noter til Sensor 1' })).toHaveValue('Ring til driften');
  });

  it('pages through the error log and flashes its button for 2 seconds after Close', async () => {
    const log = (n: number) => ({ id: `log-${n}`, logId: `L${n}`, owner: 'Aarhus Vand', deviceModel: 'Vandstandsmåler NB-IoT v2', errorCode: { id: 'err-heartbeat', slug: 'heartbeat', name: 'Heartbeat missing' }, networkType: 'nbiot', occurredAt: '2026-11-18T06:00:00.000Z' });
    // A function on the parent object is graphql's default resolver: it gets the field's args first.
    const logs = vi.fn((args: { after?: string }) => {
      const page = args.after === 'page-2' ? 2 : 1;
      const base = connection([], 2, page);
      return { ...base, totalCount: 12, edges: (page === 1 ? [1, 2] : [11, 12]).map((n) => ({ cursor: `c${n}`, node: log(n) })) };
    });
    const u = userEvent.setup();
    await renderRows({ Query: { node: () => ({ ...record(1), logs }) } });
    const button = screen.getByRole('button', { name: 'Fejllog for Sensor 1' });
    await u.click(button);
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('L1')).toBeInTheDocument();
    expect(within(dialog).getAllByText('Manglende livstegn')).toHaveLength(2);
    await u.click(within(dialog).getByRole('button', { name: 'Side 2' }));
    expect(await within(dialog).findByText('L11')).toBeInTheDocument();
    expect(logs.mock.calls.at(-1)![0]).toMatchObject({ first: 10, after: 'page-2' });
    await u.click(within(dialog).getAllByRole('button', { name: 'Luk' })[0]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Fejllog for Sensor 1' })).toHaveAttribute('data-flashing', 'true');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Fejllog for Sensor 1' })).not.toHaveAttribute('data-flashing'), { timeout: 4000 });
  });

  it('shows the service pop-up with facts, the new-order link and the history with n/a', async () => {
    const serviceHistory = [
      { orderId: 'so-1', createdAt: '2026-10-01T08:00:00.000Z', completedAt: '2026-10-02T08:00:00.000Z', notes: 'Skiftet batteri', solutions: [{ solutionId: 's1', slug: 'replace_battery', name: 'Replace battery' }], status: { slug: 'sos_completed', name: 'Completed' } },
      { orderId: 'so-2', createdAt: '2026-11-01T08:00:00.000Z', completedAt: null, notes: null, solutions: [], status: { slug: 'sos_new', name: 'New' } },
    ];
    const u = userEvent.setup();
    await renderRows({ Query: { node: () => ({ ...record(1).device, __typename: 'Device', serviceHistory }) } });
    await u.click(within(rowOf('Sensor 1')).getByRole('button', { name: 'Start service på Sensor 1' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('350000001')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Opret serviceordre' })).toHaveAttribute('href', '/orders/service-orders/new-order?device=d1');
    await u.click(within(dialog).getByRole('button', { name: 'Vis servicehistorik' }));
    const table = await within(dialog).findByRole('table', { name: 'Servicehistorik' });
    // Solutions are worded by slug in the user's language, not shown as the API's English name.
    expect(within(table).getByText('Udskift batteri')).toBeInTheDocument();
    expect(within(table).getByText('i/a')).toBeInTheDocument();
    expect(within(table).getAllByRole('link', { name: 'Detaljer' })[1]).toHaveAttribute('href', '/orders/service-orders/so-2/details');
  });

  it('shows and hides columns from the column menu and remembers the choice', async () => {
    const u = userEvent.setup();
    await renderRows();
    expect(screen.queryByRole('columnheader', { name: 'Firmwareversion' })).not.toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Kolonner' }));
    await selectMenuItem(u, await screen.findByRole('menuitemcheckbox', { name: 'Firmwareversion' }));
    expect(await screen.findByRole('columnheader', { name: 'Firmwareversion' })).toBeInTheDocument();
    expect(within(rowOf('Sensor 1')).getByText('2.4.1')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(hiddenColumnsKey('monitoring'))!)).toEqual(['owner']);
  });

  it('updates a row in place when a subscription event arrives', async () => {
    await renderRows();
    await waitFor(() => expect(screen.getByText('Sensor 2')).toBeInTheDocument());
    act(() =>
      pushSubscription('useMonitoringRecordChangedSubscription', {
        monitoringRecordChanged: {
          kind: 'ERROR',
          monitoringRecord: record(2, { notes: 'Set fra vagten', status: statusCodes[1], errorCodes: [{ count: 4, errorCode: lookups.errorCodes()[0] }] }),
        },
      }),
    );
    const row = rowOf('Sensor 2');
    expect(await within(row).findByText('Set fra vagten')).toBeInTheDocument();
    expect(within(row).getByText('Manglende livstegn · 4')).toBeInTheDocument();
    expect(within(row).getByRole('combobox', { name: 'Status for Sensor 2' })).toHaveValue('st-ack');
    expect(row).toHaveAttribute('data-highlighted', 'true');
  });

  it('names a row\'s lookups from the page\'s lookup lists, by id, and an unknown one as —', async () => {
    await renderRows({
      Query: {
        monitoringRecords: () =>
          connection([
            // Names inside a record are not asked for: the lists' names show, whatever the record says.
            record(1, { errorCodes: [{ count: 2, errorCode: { id: 'err-custom', name: 'Stale name', slug: 'stale' } }] }),
            record(2, { errorCodes: [{ count: 1, errorCode: { id: 'err-unknown', name: 'Not in the lists', slug: 'unknown' } }] }),
          ]),
      },
    });
    expect(within(rowOf('Sensor 1')).getByText('Pump stopped · 2')).toBeInTheDocument();
    expect(screen.queryByText(/Stale name/)).not.toBeInTheDocument();
    expect(within(rowOf('Sensor 2')).getByText('— · 1')).toBeInTheDocument();
    expect(screen.queryByText(/Not in the lists/)).not.toBeInTheDocument();
    // The status select offers the list's statuses and shows the record's by its id.
    const status = within(rowOf('Sensor 1')).getByRole('combobox', { name: 'Status for Sensor 1' });
    expect(status).toHaveValue('st-active');
    expect(within(status).getAllByRole('option')).toHaveLength(3);
  });
});
