import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toaster } from '../../../components/toaster';
import { openSubscriptions, pushSubscription } from '../../../test/createMockEnvironment';
import { setLanguage } from '../../../i18n/i18n';
import { resetApp } from '../../../test/renderApp';
import { parseEmailList, validateAlarm, alarmValues } from './alarmForm';
import { DeviceAlarmsTab } from './DeviceAlarmsTab';
import { orgAdminRules, readerRules, renderDeviceTab } from './renderDeviceTab';

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 10_000 });

const alarm = (n: number, overrides: Record<string, unknown> = {}) => ({
  __typename: 'Alarm',
  id: `alarm-${n}`,
  alarmId: `a${n}`,
  unitSlug: 'water_level',
  value: 120,
  operator: 'GTE',
  aggregation: null,
  evaluationFrequency: 60,
  notifyFromHour: 0,
  notifyToHour: 24,
  notificationEmails: ['drift@aarhusvand.dk'],
  isActive: true,
  state: 'OK',
  trippedSince: null,
  lastTriggeredAt: null,
  ...overrides,
});
const trip = (n: number, overrides: Record<string, unknown> = {}) => ({
  tripId: `t${n}`,
  alarmId: 'alarm-1',
  unitSlug: 'water_level',
  operator: 'GTE',
  threshold: 120,
  aggregation: null,
  trippedAt: '2026-11-20T08:00:00.000Z',
  readingTime: '2026-11-20T08:00:00.000Z',
  readingValue: 130.5,
  clearedAt: null,
  clearedReadingTime: null,
  clearedReadingValue: null,
  notificationStatus: 'SENT',
  notifiedAt: '2026-11-20T08:01:00.000Z',
  ...overrides,
});
const page = <T,>(nodes: T[]) => ({
  totalCount: nodes.length,
  edges: nodes.map((node, i) => ({ cursor: `c${i}`, node })),
  pageInfo: { hasNextPage: false, hasPreviousPage: false, endCursor: null, startCursor: null },
  pageCursors: { around: [{ cursor: null, page: 1, isCurrent: true }], first: null, last: null, previous: null, next: null, totalPages: 1 },
});

describe('alarm form rules', () => {
  it('checks each ;-separated address on its own and drops repeats', () => {
    setLanguage('en');
    expect(parseEmailList(' a@x.dk;; B@x.dk ; a@X.dk; nope ; b@x.dk')).toEqual({ addresses: ['a@x.dk', 'B@x.dk'], invalid: ['nope'] });
    const values = { ...alarmValues(null, 'water_level'), value: '12,5', emails: 'a@x.dk; b@' };
    expect(validateAlarm(values, ['water_level']).errors.emails).toBe('"b@" is not a valid e-mail address.');
    const ok = validateAlarm({ ...values, emails: 'a@x.dk' }, ['water_level']);
    expect(ok.input).toMatchObject({ value: 12.5, notificationEmails: ['a@x.dk'], notifyFromHour: 0, notifyToHour: 24 });
    expect(validateAlarm({ ...values, emails: '', notifyFromHour: '8', notifyToHour: '8' }, ['water_level']).errors.notifyToHour).toMatch(/must differ/);
  });
});

describe('DeviceAlarmsTab', () => {
  beforeEach(() => {
    resetApp();
    toaster.remove();
  });

  it('lists the alarms with their state and the trip history', async () => {
    await renderDeviceTab(DeviceAlarmsTab, {
      device: {
        alarms: page([alarm(1), alarm(2, { unitSlug: 'battery', operator: 'LT', value: 20, state: 'TRIPPED', trippedSince: '2026-11-20T07:00:00.000Z', notifyFromHour: 8, notifyToHour: 16 })]),
        alarmTrips: page([trip(1)]),
      },
      rules: orgAdminRules,
      language: 'en',
    });
    const list = await screen.findByRole('list', { name: 'Alarms' });
    const items = within(list).getAllByTestId('alarm');
    expect(items[0]).toHaveTextContent('Water level ≥ 120 cm');
    expect(items[0]).toHaveTextContent('OK');
    expect(items[1]).toHaveTextContent('Battery < 20 %');
    expect(items[1]).toHaveTextContent('Tripped since 20/11/2026, 08:00');
    expect(items[1]).toHaveTextContent('E-mails 08:00–16:00');
    const trips = screen.getByRole('table', { name: 'Trip history' });
    expect(within(trips).getByText('130.5 cm')).toBeInTheDocument();
    expect(within(trips).getByText('Open')).toBeInTheDocument();
  });

  it('creates an alarm after checking every e-mail, and it joins the list', async () => {
    const createAlarm = vi.fn((_: unknown, { input }: { input: Record<string, unknown> }) => ({ alarm: alarm(9, { ...input, id: 'alarm-9' }) }));
    const { user } = await renderDeviceTab(DeviceAlarmsTab, {
      device: { alarms: page([]), alarmTrips: page([]) },
      rules: orgAdminRules,
      language: 'en',
      resolvers: { Mutation: { createAlarm } },
    });
    expect(await screen.findByText('No alarms')).toBeInTheDocument();
    expect(screen.getByText('No alarm has tripped on this device.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'New alarm' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: /Value/ }), '150');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Condition' }), 'GT');
    await user.type(within(dialog).getByRole('textbox', { name: 'E-mails' }), 'drift@aarhusvand.dk; vagt@');
    await user.click(within(dialog).getByRole('button', { name: 'Create alarm' }));
    expect(within(dialog).getByText('"vagt@" is not a valid e-mail address.')).toBeInTheDocument();
    expect(createAlarm).not.toHaveBeenCalled();
    await user.type(within(dialog).getByRole('textbox', { name: 'E-mails' }), 'aarhusvand.dk');
    await user.click(within(dialog).getByRole('button', { name: 'Create alarm' }));
    await waitFor(() => expect(createAlarm).toHaveBeenCalledTimes(1));
    expect(createAlarm.mock.calls[0]![1].input).toEqual({
      deviceId: 'dev-1',
      unitSlug: 'water_level',
      operator: 'GT',
      value: 150,
      aggregation: null,
      evaluationFrequency: 60,
      notifyFromHour: 0,
      notifyToHour: 24,
      notificationEmails: ['drift@aarhusvand.dk', 'vagt@aarhusvand.dk'],
      isActive: true,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Water level > 150 cm')).toBeInTheDocument();
  });

  it('deletes an alarm after confirmation', async () => {
    const deleteAlarm = vi.fn(() => ({ deletedAlarmId: 'alarm-1', device: { __typename: 'Device', id: 'dev-1' } }));
    const { user } = await renderDeviceTab(DeviceAlarmsTab, {
      device: { alarms: page([alarm(1)]), alarmTrips: page([]) },
      rules: orgAdminRules,
      language: 'en',
      resolvers: { Mutation: { deleteAlarm } },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete alarm: Water level ≥ 120 cm' }));
    const confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: 'Delete alarm' }));
    await waitFor(() => expect(deleteAlarm).toHaveBeenCalled());
    await waitFor(() => expect(screen.queryByTestId('alarm')).not.toBeInTheDocument());
  });

  it('shows a trip live with a toast', async () => {
    let trips = page([] as ReturnType<typeof trip>[]);
    let alarms = page([alarm(1)]);
    await renderDeviceTab(DeviceAlarmsTab, {
      device: { alarms: () => alarms, alarmTrips: () => trips },
      rules: orgAdminRules,
      language: 'en',
    });
    expect(await screen.findByText('No alarm has tripped on this device.')).toBeInTheDocument();
    await waitFor(() => expect(openSubscriptions('DeviceAlarmsTabTrippedSubscription')).toBe(1));
    trips = page([trip(1)]);
    alarms = page([alarm(1, { state: 'TRIPPED', trippedSince: '2026-11-20T08:00:00.000Z' })]);
    await act(async () =>
      pushSubscription('DeviceAlarmsTabTrippedSubscription', {
        alarmTripped: {
          kind: 'TRIPPED',
          alarm: { ...alarm(1, { state: 'TRIPPED', trippedSince: '2026-11-20T08:00:00.000Z' }) },
          trip: { unitSlug: 'water_level', operator: 'GTE', threshold: 120, aggregation: null, readingValue: 130.5 },
        },
      }),
    );
    expect(await screen.findByText('Alarm tripped on Pumpe Nord')).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Trip history' })).toBeInTheDocument();
    expect(screen.getByTestId('alarm')).toHaveTextContent('Tripped since');
  });

  it('offers no changes to readers nor on a deleted device', async () => {
    await renderDeviceTab(DeviceAlarmsTab, { device: { alarms: page([alarm(1)]), alarmTrips: page([]) }, rules: readerRules, language: 'en' });
    expect(await screen.findByTestId('alarm')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New alarm' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Edit alarm/ })).not.toBeInTheDocument();
  });

  it('offers no changes on a deleted device', async () => {
    await renderDeviceTab(DeviceAlarmsTab, { device: { alarms: page([alarm(1)]), alarmTrips: page([]) }, rules: orgAdminRules, deleted: true, language: 'en' });
    expect(await screen.findByTestId('alarm')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New alarm' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Delete alarm/ })).not.toBeInTheDocument();
  });
});
