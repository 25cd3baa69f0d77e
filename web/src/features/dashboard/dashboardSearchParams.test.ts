import { describe, expect, it } from 'vitest';
import { parseSearchParams } from '../../components/list/parseSearchParams';
import { clearFilterParams, dashboardSearchSchema, defaultOwner, isValidRange, readDashboardState, tomorrowIn, writeDashboardState } from './dashboardSearchParams';

describe('dashboardSearchParams', () => {
  it('reads defaults from an empty URL and round-trips a full state', () => {
    expect(readDashboardState(new URLSearchParams(), '2026-11-21')).toEqual({
      owners: [],
      types: [],
      models: [],
      devices: null,
      period: { period: 'week' },
      mode: 'analytics',
    });
    const state = {
      owners: ['o1', 'o2'],
      types: ['t1'],
      models: [],
      devices: ['d1'],
      period: { period: 'custom' as const, from: '2026-11-01', to: '2026-11-21' },
      mode: 'scheduling' as const,
    };
    expect(readDashboardState(writeDashboardState(state), '2026-11-21')).toEqual(state);
  });

  it('keeps "no device ticked" apart from "every device"', () => {
    const none = writeDashboardState({ devices: [] });
    expect(readDashboardState(none, '2026-11-21').devices).toEqual([]);
    expect(readDashboardState(writeDashboardState({ devices: null }, none), '2026-11-21').devices).toBeNull();
  });

  it('falls back to the week for a bad period or a custom range that is reversed or after tomorrow', () => {
    const read = (search: string) => readDashboardState(new URLSearchParams(search), '2026-11-21').period;
    expect(read('period=year')).toEqual({ period: 'week' });
    expect(read('period=custom&from=2026-11-10&to=2026-11-01')).toEqual({ period: 'week' });
    expect(read('period=custom&from=2026-11-10&to=2026-11-22')).toEqual({ period: 'week' });
    expect(read('period=custom&from=2026-11-10&to=2026-11-21')).toEqual({ period: 'custom', from: '2026-11-10', to: '2026-11-21' });
    expect(read('period=day&from=2026-11-10')).toEqual({ period: 'day' });
  });

  it('names every value it cannot use, for the loader to drop', () => {
    const dropped = (search: string) =>
      parseSearchParams(dashboardSearchSchema('2026-11-21'), new URLSearchParams(search)).dropped.map((d) => `${d.name}=${d.value}`);
    expect(dropped('owner=a&owner=b%20c&period=year&mode=x&x=1')).toEqual(['owner=b c', 'period=year', 'mode=x', 'x=1']);
    expect(dropped('period=custom&from=2026-02-31&to=2026-03-01')).toEqual(['period=custom', 'from=2026-02-31', 'to=2026-03-01']);
    expect(dropped('period=day&from=2026-11-01')).toEqual(['from=2026-11-01']);
    expect(dropped('device=&owner=o1')).toEqual([]);
    expect(isValidRange('2026-02-28', '2026-02-31', '2026-11-21')).toBe(false);
  });

  it('clears the filter but keeps period and mode', () => {
    const params = writeDashboardState({ owners: ['o1'], types: ['t'], models: ['m'], devices: [], period: { period: 'month' }, mode: 'scheduling' });
    expect(clearFilterParams(params).toString()).toBe('period=month&mode=scheduling');
  });

  it('computes tomorrow in the user offset', () => {
    expect(tomorrowIn(1, new Date('2026-11-20T23:30:00Z'))).toBe('2026-11-22');
    expect(tomorrowIn(0, new Date('2026-11-20T23:30:00Z'))).toBe('2026-11-21');
  });

  it('defaults to the first own organisation with devices, else the first visible one with devices', () => {
    const organizations = [
      { id: 'g-a', organizationId: 'a', name: 'A', deviceCount: 0 },
      { id: 'g-b', organizationId: 'b', name: 'B', deviceCount: 4 },
      { id: 'g-c', organizationId: 'c', name: 'C', deviceCount: 2 },
    ];
    expect(defaultOwner(organizations, ['a', 'c'])).toBe('g-c');
    expect(defaultOwner(organizations, [])).toBe('g-b');
    expect(defaultOwner(organizations, ['a'])).toBe('g-b');
    expect(defaultOwner([], [])).toBeNull();
  });
});
