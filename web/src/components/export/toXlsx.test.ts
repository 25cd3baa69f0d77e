import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { toXlsx, XLSX_TYPE } from './toXlsx';

async function readBack(blob: Blob) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await blob.arrayBuffer());
  return workbook.worksheets[0]!;
}

describe('toXlsx', () => {
  it('writes a sheet that exceljs reads back with the same header and rows, numbers as numbers', async () => {
    const blob = await toXlsx(
      { columns: ['Tidspunkt', 'Måler (m³)', 'Måler (reference) (m³)'], rows: [['20.11.2026 01.00', 1.5, null], ['20.11.2026 02.00', 2, 3.25]] },
      { sheetName: 'Måler: uge', title: 'Graf for Måler' },
    );
    expect(blob.type).toBe(XLSX_TYPE);
    const bytes = new Uint8Array(await blob.arrayBuffer());
    expect(String.fromCharCode(bytes[0]!, bytes[1]!)).toBe('PK');
    const sheet = await readBack(blob);
    expect(sheet.name).toBe('Måler  uge');
    expect(sheet.workbook.title).toBe('Graf for Måler');
    expect(sheet.rowCount).toBe(3);
    expect(sheet.getRow(1).values).toEqual([undefined, 'Tidspunkt', 'Måler (m³)', 'Måler (reference) (m³)']);
    expect(sheet.getRow(2).values).toEqual([undefined, '20.11.2026 01.00', 1.5]);
    expect(sheet.getRow(3).values).toEqual([undefined, '20.11.2026 02.00', 2, 3.25]);
    expect(typeof sheet.getCell('B2').value).toBe('number');
  });

  it('writes bucket times as real dates in the user wall-clock time when known', async () => {
    const hourly = await readBack(await toXlsx({ columns: ['Time', 'A'], rows: [['formatted', 1]], localTimes: ['2026-11-21T01:00'] }, { sheetName: 'A' }));
    expect(hourly.getCell('A2').value).toEqual(new Date('2026-11-21T01:00:00Z'));
    expect(hourly.getCell('A2').numFmt).toBe('yyyy-mm-dd hh:mm');
    const daily = await readBack(await toXlsx({ columns: ['Time', 'A'], rows: [['a', 1], ['b', 2]], localTimes: ['2026-11-21T00:00', '2026-11-22T00:00'] }, { sheetName: 'A' }));
    expect(daily.getCell('A3').value).toEqual(new Date('2026-11-22T00:00:00Z'));
    expect(daily.getCell('A3').numFmt).toBe('yyyy-mm-dd');
  });
});
