/** An analytics device, its trend and its scheduling for the card's component tests (mocked schema). */

const hours = (from: string, count: number, step = 86_400_000) =>
  Array.from({ length: count }, (_, i) => new Date(Date.parse(from) + i * step).toISOString());

const days = hours('2026-11-14T23:00:00.000Z', 7);

export function trend(overrides: Record<string, unknown> = {}) {
  return {
    period: 'week',
    ref: 'none',
    from: '2026-11-14T23:00:00.000Z',
    to: '2026-11-21T23:00:00.000Z',
    refFrom: null,
    refTo: null,
    bucket: 'day',
    utcOffset: 1,
    measure: 'level',
    aggregation: 'average',
    aggregations: ['average', 'minimum', 'maximum'],
    unit: { slug: 'water_level', name: 'Vandstand', unit: 'cm', dataType: 'continuous' },
    series: [{ deviceId: 'rest-ad-1', name: 'Pumpe Nord', points: days.map((ts, i) => ({ ts, v: i === 3 ? null : 10 + i })) }],
    refSeries: [],
    lastReading: { value: 12.5, time: '2026-11-20T08:30:00.000Z' },
    intervalSeconds: 900,
    // A level: no total, but its average, minimum and maximum.
    total: null,
    average: 11.75,
    minimum: 10,
    maximum: 16,
    ...overrides,
  };
}

/** A camera's images: a counter, shown as what it counted per bucket, with a total only. */
export function cameraTrend(overrides: Record<string, unknown> = {}) {
  return trend({
    measure: 'counter',
    aggregation: 'total',
    aggregations: ['total'],
    unit: { slug: 'image_count', name: 'Images taken', unit: 'count', dataType: 'step' },
    series: [{ deviceId: 'rest-ad-1', name: 'Kamera Havnen', points: days.map((ts, i) => ({ ts, v: 140 + i })) }],
    lastReading: { value: 183422, time: '2026-11-20T08:00:00.000Z' },
    intervalSeconds: 10_800,
    total: 1001,
    average: null,
    minimum: null,
    maximum: null,
    ...overrides,
  });
}

export function scheduling(overrides: Record<string, unknown> = {}) {
  return {
    period: 'week',
    from: '2026-11-14T23:00:00.000Z',
    to: '2026-11-21T23:00:00.000Z',
    points: days.map((ts, i) => ({ ts, v: 100 + i * 10 })),
    refPoints: days.map((ts) => ({ ts, v: 90 })),
    serviceSchedule: {
      __typename: 'ServiceSchedule',
      id: 'ss-1',
      scheduleId: 's1',
      serviceTargetCount: 5000,
      notificationEmail: 'drift@aarhusvand.dk',
      totalCountSinceLastReset: 1234,
      lastResetAt: '2026-11-01T07:00:00.000Z',
    },
    ...overrides,
  };
}

export function analyticsDevice(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'AnalyticsDevice',
    id: 'ad-1',
    deviceId: 'rest-ad-1',
    deviceNodeId: 'node-ad-1',
    organizationId: 'oa',
    groupId: 'g1',
    networkId: '350000001',
    name: 'Pumpe Nord',
    deviceModel: { id: 'model-w', title: 'Vandstandsmåler NB-IoT v2' },
    deviceTypeCategory: { id: 'cat-water', name: 'Vandstand' },
    units: [
      { slug: 'water_level', name: 'Vandstand', unit: 'cm', dataType: 'continuous' },
      { slug: 'temperature', name: 'Temperatur', unit: '°C', dataType: 'continuous' },
    ],
    hasCounter: true,
    serviceSchedule: scheduling().serviceSchedule,
    ...overrides,
  };
}

export const refs = [
  { key: 'none', name: 'Ingen' },
  { key: 'previous_period', name: 'Forrige periode' },
  { key: 'previous_year', name: 'Forrige år' },
];
