import { describe, expect, it } from 'vitest';
import { setLanguage } from '../../../i18n/i18n';
import { buildExportTable } from './buildExportTable';

const point = (hour: number, v: number | null) => ({ ts: `2026-11-20T${String(hour).padStart(2, '0')}:00:00.000Z`, v });
const formatTime = (iso: string) => `t${iso.slice(11, 13)}`;

describe('buildExportTable', () => {
  it('has one row per bucket shown, in time order, with the series then the reference columns', () => {
    setLanguage('en');
    const table = buildExportTable(
      [{ name: 'Sensor 1', points: [point(2, 1.5), point(0, 0.25), point(1, null)] }],
      [{ name: 'Sensor 1', points: [point(0, 3), point(1, 4), point(2, null)] }],
      formatTime,
    );
    expect(table.columns).toEqual(['Time', 'Sensor 1', 'Sensor 1 (reference)']);
    expect(table.rows).toEqual([
      ['t00', 0.25, 3],
      ['t01', null, 4],
      ['t02', 1.5, null],
    ]);
    expect(table.localTimes).toBeUndefined();
  });

  it('names the columns in Danish, adds the unit, and gives wall-clock times in the user offset', () => {
    setLanguage('da');
    const table = buildExportTable([{ name: 'Pumpe', points: [point(23, 7)] }], [{ name: 'Pumpe', points: [point(23, 5)] }], formatTime, {
      unit: 'm³',
      utcOffset: 2,
    });
    expect(table.columns).toEqual(['Tidspunkt', 'Pumpe (m³)', 'Pumpe (reference) (m³)']);
    expect(table.localTimes).toEqual(['2026-11-21T01:00']);
  });

  it('names reference columns after the chosen reference when given', () => {
    const table = buildExportTable([{ name: 'A', points: [point(0, 1)] }], [{ name: 'A', points: [point(0, 2)] }], formatTime, { refName: 'Forrige år' });
    expect(table.columns.slice(1)).toEqual(['A', 'A (Forrige år)']);
  });

  it('fills missing buckets of a series with null and keeps several series apart', () => {
    const table = buildExportTable(
      [
        { name: 'A', points: [point(0, 1), point(1, 2)] },
        { name: 'B', points: [point(1, 20)] },
      ],
      [],
      formatTime,
    );
    expect(table.rows).toEqual([
      ['t00', 1, null],
      ['t01', 2, 20],
    ]);
  });

  it('drops float noise but keeps the precision a reading has', () => {
    const table = buildExportTable([{ name: 'A', points: [point(0, 9.825000000000001), point(1, 1234567.891), point(2, 0.000123456)] }], [], formatTime);
    expect(table.rows.map((row) => row[1])).toEqual([9.825, 1234567.891, 0.000123456]);
  });

  it('gives just the header when the chart has no buckets', () => {
    setLanguage('en');
    expect(buildExportTable([{ name: 'A', points: [] }], [], formatTime)).toEqual({ columns: ['Time', 'A'], rows: [] });
  });
});
