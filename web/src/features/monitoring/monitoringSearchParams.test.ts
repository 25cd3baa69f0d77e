import { describe, expect, it } from 'vitest';
import { defaultFilterState, endOfDay, readFilterState, readPaging, startOfDay, toMonitoringFilter, writeFilterState } from './monitoringSearchParams';
import { signalBand, showsSignal } from './signalBand';

describe('monitoring search params', () => {
  it('reads no filter from a bare URL, so the defaults apply', () => {
    expect(readFilterState(new URLSearchParams(''))).toBeNull();
    expect(readFilterState(new URLSearchParams('size=20'))).toBeNull();
  });

  it('round-trips a filter and marks an empty one', () => {
    const state = { ...defaultFilterState({ packages: [], errorCodes: [], statusCodes: [] }), owners: ['o1', 'o2'], errorFrom: '2026-11-01' };
    const params = writeFilterState(state, new URLSearchParams('size=20&after=abc'));
    expect(params.get('size')).toBe('20');
    expect(params.get('after')).toBeNull();
    expect(readFilterState(params)).toEqual(state);
    const empty = writeFilterState({ ...state, owners: [], errorFrom: '' });
    expect(empty.toString()).toBe('all=1');
    expect(readFilterState(empty)?.owners).toEqual([]);
  });

  it('drops malformed and future days', () => {
    const state = readFilterState(new URLSearchParams('errorFrom=nope&seenTo=2999-01-01&errorTo=2026-01-02'));
    expect(state).toMatchObject({ errorFrom: '', seenTo: '', errorTo: '2026-01-02' });
  });

  it('turns days into instants in the user offset', () => {
    expect(startOfDay('2026-11-20', 1)).toBe('2026-11-19T23:00:00.000Z');
    expect(endOfDay('2026-11-20', 1)).toBe('2026-11-20T22:59:59.999Z');
    const filter = toMonitoringFilter({ ...readFilterState(new URLSearchParams('all=1'))!, packages: ['p'], seenFrom: '2026-11-20' }, 0);
    expect(filter).toEqual({ packageIds: ['p'], lastSeenFrom: '2026-11-20T00:00:00.000Z' });
  });

  it('builds the defaults from lookup slugs', () => {
    const state = defaultFilterState({
      packages: [
        { id: 'a', slug: 'premium' },
        { id: 'b', slug: 'basic' },
        { id: 'c', slug: 'self_service' },
        { id: 'd', slug: 'automatic_replacement' },
      ],
      errorCodes: [{ id: 'h', slug: 'heartbeat' }],
      statusCodes: [
        { id: 's1', slug: 'active' },
        { id: 's2', slug: 'resolved' },
      ],
    });
    expect(state).toMatchObject({ packages: ['a', 'c', 'd'], errors: ['h'], statuses: ['s1'] });
  });

  it('reads only the allowed page sizes', () => {
    expect(readPaging(new URLSearchParams('size=50&after=x'))).toEqual({ first: 50, after: 'x' });
    expect(readPaging(new URLSearchParams('size=7'))).toEqual({ first: 10, after: null });
  });
});

describe('signal bands', () => {
  it('bands mqtt/http on their scale and others in dBm', () => {
    expect([45, 30, 5, 0.5, -3].map((v) => signalBand(v, 'mqtt'))).toEqual(['excellent', 'excellent', 'good', 'weak', 'bad']);
    expect([-80, -110, -127, -150].map((v) => signalBand(v, 'sigfox'))).toEqual(['excellent', 'good', 'weak', 'bad']);
  });

  it('shows strength for nbiot over mqtt/http and sigfox over sigfox only', () => {
    expect(showsSignal('nbiot', 'mqtt')).toBe(true);
    expect(showsSignal('nbiot', 'coap')).toBe(false);
    expect(showsSignal('sigfox', 'sigfox')).toBe(true);
    expect(showsSignal('lorawan', 'http')).toBe(false);
  });
});
