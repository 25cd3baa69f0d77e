import { describe, expect, it } from 'vitest';
import { defaultFilterState, readFilterState, readPaging, readSort, toMonitoringFilter, writeFilterState, writeSort } from './monitoringSearchParams';
import { signalBand, showsSignal } from './signalBand';

describe('monitoring search params', () => {
  it('reads no filter from a bare URL, so the defaults apply', () => {
    expect(readFilterState(new URLSearchParams(''))).toBeNull();
    expect(readFilterState(new URLSearchParams('size=20'))).toBeNull();
  });

  it('round-trips a filter and marks an empty one', () => {
    const state = { ...defaultFilterState({ packages: [], errorCodes: [], statusCodes: [] }), owners: ['o1', 'o2'], errorFrom: '2026-11-01' };
    const params = writeFilterState(state, new URLSearchParams('size=20&page=3&sort=name&order=asc'));
    expect(params.get('size')).toBe('20');
    // Another filter starts at its first page, in the same order.
    expect(params.get('page')).toBeNull();
    expect(params.get('sort')).toBe('name');
    expect(readFilterState(params)).toEqual(state);
    const empty = writeFilterState({ ...state, owners: [], errorFrom: '' });
    expect(empty.toString()).toBe('all=1');
    expect(readFilterState(empty)?.owners).toEqual([]);
  });

  it('drops malformed and future days and the end of a reversed range', () => {
    const state = readFilterState(new URLSearchParams('errorFrom=nope&seenTo=2999-01-01&errorTo=2026-01-02'));
    expect(state).toMatchObject({ errorFrom: '', seenTo: '', errorTo: '2026-01-02' });
    expect(readFilterState(new URLSearchParams('seenFrom=2026-03-01&seenTo=2026-02-01'))).toMatchObject({ seenFrom: '2026-03-01', seenTo: '' });
  });

  it('turns days into instants in the user offset', () => {
    expect(toMonitoringFilter({ ...readFilterState(new URLSearchParams('all=1'))!, errorFrom: '2026-11-20', errorTo: '2026-11-20' }, 1)).toEqual({
      errorFrom: '2026-11-19T23:00:00.000Z',
      errorTo: '2026-11-20T22:59:59.999Z',
    });
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

  it('reads only the allowed page sizes and real page numbers', () => {
    expect(readPaging(new URLSearchParams('size=50&page=4'))).toEqual({ first: 50, page: 4 });
    expect(readPaging(new URLSearchParams('size=7&page=-1'))).toEqual({ first: 10, page: 1 });
  });

  it('reads and writes the order; the default order leaves the URL bare', () => {
    expect(readSort(new URLSearchParams(''))).toEqual({ key: 'lastError', order: 'desc' });
    expect(readSort(new URLSearchParams('sort=name'))).toEqual({ key: 'name', order: 'asc' });
    expect(readSort(new URLSearchParams('sort=networkId&order=desc'))).toEqual({ key: 'networkId', order: 'desc' });
    expect(readSort(new URLSearchParams('sort=owner&order=sideways'))).toEqual({ key: 'lastError', order: 'desc' });
    expect(writeSort({ key: 'name', order: 'desc' }, new URLSearchParams('all=1&page=5')).toString()).toBe('all=1&sort=name&order=desc');
    expect(writeSort({ key: 'lastError', order: 'desc' }, new URLSearchParams('sort=name&order=asc')).toString()).toBe('');
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
