import { describe, expect, it } from 'vitest';
import { i18n, setLanguage } from '../../../i18n/i18n';
import { checkImportRows, chunkRows, type ImportLookups } from './checkImportRows';
import { mapColumns } from './importColumns';
import { readCsv, readXlsx } from './readImportFile';

const lookups: ImportLookups = {
  organizations: [
    { organizationId: 'org-1', name: 'Aarhus Vand' },
    { organizationId: 'org-2', name: 'Twin' },
    { organizationId: 'org-3', name: 'twin' },
  ],
  deviceModels: [
    { modelId: 'model-1', title: 'Vandstandsmåler NB-IoT v2', deviceTypeCategory: { slug: 'water_level' } },
    { modelId: 'model-2', title: 'Jordfugt', deviceTypeCategory: { slug: 'soil_moisture' } },
  ],
  packages: [{ packageId: 'pkg-1', slug: 'basic', name: 'Basis' }],
};
const label = (key: string) => key;
const options = (language: 'da' | 'en' = 'en', fixedOwner: string | null = null) => ({
  language,
  lookups,
  fixedOwner,
  lifecycleNames: { installeret: 'installed' as const },
});

function check(csvRows: string[][], language: 'da' | 'en' = 'en', fixedOwner: string | null = null) {
  const [headers, ...rows] = csvRows;
  const mapping = mapColumns(headers!, i18n, label, fixedOwner !== null);
  return checkImportRows(mapping.columns, rows, options(language, fixedOwner));
}

describe('reading an import file', () => {
  it('reads a semicolon CSV with a byte order mark, quoted cells and empty lines', async () => {
    const table = await readCsv('\uFEFFname;networkId;notes\r\nPumpe 1;IMEI-1;"a; b"\r\n\r\nPumpe 2;IMEI-2;\'=1+1\r\n');
    expect(table).toEqual({ headers: ['name', 'networkId', 'notes'], rows: [['Pumpe 1', 'IMEI-1', 'a; b'], ['Pumpe 2', 'IMEI-2', '=1+1']] });
  });

  it('reads a comma CSV', async () => {
    expect(await readCsv('name,lat\nA,"55,6"\n')).toEqual({ headers: ['name', 'lat'], rows: [['A', '55,6']] });
  });

  it("reads an XLSX file's first sheet: numbers, rich text and formulas as text", async () => {
    const { default: ExcelJS } = await import('exceljs');
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Devices');
    sheet.addRow(['name', 'networkId', 'lat', 'notes']);
    sheet.addRow(['Pumpe 1', 356938035643809, 55.67, { richText: [{ text: 'fed ' }, { text: 'tekst' }] }]);
    sheet.addRow([]);
    sheet.addRow(['Pumpe 2', 'IMEI-2', { formula: '1+1', result: 2 }, null]);
    workbook.addWorksheet('Other').addRow(['ignored']);
    const buffer = (await workbook.xlsx.writeBuffer()) as ArrayBuffer;
    expect(await readXlsx(buffer)).toEqual({
      headers: ['name', 'networkId', 'lat', 'notes'],
      rows: [
        ['Pumpe 1', '356938035643809', '55.67', 'fed tekst'],
        ['Pumpe 2', 'IMEI-2', '2'],
      ],
    });
  });
});

describe('mapping the header row', () => {
  it('takes the keys in any case and the column names of the user’s language, and names what it does not know', () => {
    setLanguage('da');
    const mapping = mapColumns(['Navn', 'NETWORK_ID', 'ejer', 'deviceModel', 'properties.elevation', 'Farve', 'name'], i18n, label, false);
    expect(mapping.columns).toEqual(['name', 'networkId', 'owner', 'deviceModel', 'elevation', null, null]);
    expect(mapping.unknown).toEqual(['Farve', 'name']);
    expect(mapping.missing).toEqual([]);
    setLanguage('en');
  });

  it('names the required columns a file lacks (the owner not under an organisation)', () => {
    expect(mapColumns(['name'], i18n, label, false).missing).toEqual(['networkId', 'owner', 'deviceModel']);
    expect(mapColumns(['name'], i18n, label, true).missing).toEqual(['networkId', 'deviceModel']);
  });
});

describe('checking the rows with the API’s rules', () => {
  const header = ['name', 'networkId', 'owner', 'deviceModel', 'lat', 'lon', 'lifecycle', 'elevation', 'minVWC', 'maxVWC', 'package'];

  it('accepts a good row and builds the import input (numbers from text, lifecycle in the user’s words)', () => {
    const [row] = check([header, ['Pumpe 1', 'IMEI-1', 'aarhus vand', 'vandstandsmåler nb-iot v2', '55,6', '10.2', 'Installeret', '12,5', '', '', 'basic']]);
    expect(row!.errors).toEqual({});
    expect(row!.line).toBe(2);
    expect(row!.input).toEqual({
      name: 'Pumpe 1',
      networkId: 'IMEI-1',
      owner: 'aarhus vand',
      deviceModel: 'vandstandsmåler nb-iot v2',
      package: 'basic',
      lat: 55.6,
      lon: 10.2,
      lifecycle: 'INSTALLED',
      properties: { elevation: 12.5 },
    });
  });

  it('puts each problem on its cell, worded as the API words it', () => {
    const rows = check(
      [
        header,
        ['Pumpe 1', 'bad id!', 'Aarhus Vand', 'Ukendt model', '', '', '', '', '', '', ''],
        ['', 'IMEI-2', 'Nobody', 'Jordfugt', '95', '', 'broken', '', '80', '20', 'gold'],
        ['Pumpe 3', 'IMEI-2', 'twin', 'Jordfugt', '', '', '', '5', '', '', ''],
      ],
      'da',
    );
    expect(rows[0]!.errors).toEqual({
      networkId: 'Netværks-id må kun indeholde bogstaver, tal og . _ : - og skal begynde med et bogstav eller tal.',
      deviceModel: 'Enhedsmodellen "Ukendt model" findes ikke.',
    });
    expect(rows[0]!.input).toBeNull();
    expect(Object.keys(rows[1]!.errors).sort()).toEqual(['lat', 'lifecycle', 'minVWC', 'name', 'owner', 'package']);
    expect(rows[1]!.errors.owner).toBe('Ejeren "Nobody" findes ikke, eller du må ikke oprette enheder i den.');
    expect(rows[1]!.errors.lat).toMatch(/90/);
    expect(rows[1]!.errors.minVWC).toBe('Må ikke være større end maxVWC.');
    // A setting of another type, an organisation name two share, a network id given twice.
    expect(rows[2]!.errors).toEqual({
      elevation: expect.stringContaining('elevation'),
      owner: 'Flere organisationer hedder "twin". Angiv ejerens id.',
      networkId: 'Netværks-id IMEI-2 står også i række 3.',
    });
  });

  it('asks for both ends of a position', () => {
    const [row] = check([header, ['A', 'IMEI-9', 'Aarhus Vand', 'Jordfugt', '55', '', '', '', '', '', '']]);
    expect(row!.errors).toEqual({ lon: 'Give both latitude and longitude, or neither.' });
  });

  it('under an organisation every row is that organisation’s, whatever the file says', () => {
    const [row] = check([['name', 'networkId', 'deviceModel', 'owner'], ['A', 'X-1', 'Jordfugt', 'Nobody']], 'en', 'org-1');
    expect(row!.errors).toEqual({});
    expect(row!.input!.owner).toBe('org-1');
  });
});

describe('chunking', () => {
  it('cuts by rows and by size, in order', () => {
    const rows = Array.from({ length: 1203 }, (_, i) => ({ n: i }));
    expect(chunkRows(rows).map((c) => c.length)).toEqual([500, 500, 203]);
    const big = Array.from({ length: 10 }, () => ({ notes: 'x'.repeat(200_000) }));
    expect(chunkRows(big).map((c) => c.length)).toEqual([2, 2, 2, 2, 2]);
  });
});
