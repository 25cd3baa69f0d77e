import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ExcelJS from 'exceljs';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders';
import { selectMenuItem } from '../../test/selectMenuItem';
import { downloadBlob } from '../export/downloadBlob';
import { ListExportMenu, type ExportColumn } from './ListExportMenu';

vi.mock('../export/downloadBlob', () => ({ downloadBlob: vi.fn() }));

type Row = { name: string; count: number; seen: string | null };
const rows: Row[] = Array.from({ length: 230 }, (_, i) => ({ name: `Måler ${i + 1}`, count: i, seen: i % 2 ? '2026-11-20 08:30' : null }));
const columns: ExportColumn<Row>[] = [
  { header: 'Navn', value: (r) => r.name },
  { header: 'Antal', value: (r) => r.count },
  { header: 'Sidst set', value: (r) => r.seen },
];
const loadPage = vi.fn(async (page: number, pageSize: number) => ({ rows: rows.slice((page - 1) * pageSize, page * pageSize), totalCount: rows.length }));

async function exportAs(format: RegExp) {
  const u = userEvent.setup();
  await u.click(screen.getByRole('button', { name: 'Eksportér' }));
  await selectMenuItem(u, await screen.findByRole('menuitem', { name: format }));
  await waitFor(() => expect(downloadBlob).toHaveBeenCalled());
  return vi.mocked(downloadBlob).mock.calls.at(-1)!;
}

describe('ListExportMenu', () => {
  beforeEach(() => {
    vi.mocked(downloadBlob).mockClear();
    loadPage.mockClear();
  });

  it('exports every page of the list to CSV, not only the one shown', async () => {
    renderWithProviders(<ListExportMenu fileName="overvågning-2026-11-20" columns={columns} loadPage={loadPage} />);
    const [blob, name] = await exportAs(/CSV/);
    expect(name).toBe('overvågning-2026-11-20.csv');
    expect(loadPage.mock.calls.map(([page]) => page)).toEqual([1, 2, 3]);
    // A byte order mark first, so that Excel reads æ, ø, å right (Blob.text() would hide it).
    expect([...new Uint8Array(await blob.arrayBuffer()).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = (await blob.text()).split('\r\n');
    expect(lines[0]).toBe('Navn,Antal,Sidst set');
    expect(lines).toHaveLength(232);
    expect(lines[1]).toBe('Måler 1,0,');
    expect(lines[230]).toBe('Måler 230,229,2026-11-20 08:30');
    expect(await screen.findByText('230 rækker eksporteret.')).toBeInTheDocument();
  });

  it('exports to an XLSX workbook that reads back with the same rows', async () => {
    renderWithProviders(<ListExportMenu fileName="overvågning" columns={columns} loadPage={loadPage} />);
    const [blob, name] = await exportAs(/XLSX/);
    expect(name).toBe('overvågning.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await blob.arrayBuffer());
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount).toBe(231);
    expect(sheet.getRow(1).values).toEqual([undefined, 'Navn', 'Antal', 'Sidst set']);
    expect(sheet.getRow(3).values).toEqual([undefined, 'Måler 2', 1, '2026-11-20 08:30']);
  });

  it('says so in English when the list cannot be loaded, and can be tried again', async () => {
    const failing = vi.fn(async () => Promise.reject(new Error('down')));
    renderWithProviders(<ListExportMenu fileName="monitoring" columns={columns} loadPage={failing} />, 'en');
    const u = userEvent.setup();
    await u.click(screen.getByRole('button', { name: 'Export' }));
    await selectMenuItem(u, await screen.findByRole('menuitem', { name: /CSV/ }));
    expect(await screen.findByText('The list could not be exported')).toBeInTheDocument();
    expect(downloadBlob).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Export' })).toBeEnabled();
  });
});
