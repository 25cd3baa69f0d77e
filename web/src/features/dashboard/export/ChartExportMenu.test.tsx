import { ChakraProvider } from '@chakra-ui/react';
import { I18nProvider } from '@lingui/react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, type RefObject } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../../components/toaster';
import { i18n, setLanguage } from '../../../i18n/i18n';
import { selectMenuItem } from '../../../test/selectMenuItem';
import { system } from '../../../theme/system';
import { ChartExportMenu } from './ChartExportMenu';

// A spreadsheet that finishes when the test says so, to see the menu while it is being made.
const xlsx = vi.hoisted(() => ({ finish: (_blob: Blob) => undefined as void }));
vi.mock('../../../components/export/toXlsx', () => ({ toXlsx: () => new Promise<Blob>((resolve) => (xlsx.finish = resolve)) }));
// jsdom has no canvas: drawing a picture fails here as a broken canvas would in a browser.
vi.mock('./svgToImage', () => ({ svgToImage: () => Promise.reject(new Error('canvas')) }));

const table = { columns: ['Tidspunkt', 'Måler'], rows: [['20.11.2026 01.00', 1.5]] };
const caption = {
  title: 'Måler 1',
  subtitle: 'Vandstand (cm), gennemsnit · 16.11.2026 – 22.11.2026',
  legend: [
    { name: 'Måler 1', colour: '#0f4c5c', reference: false },
    { name: 'Måler 1 (Forrige periode)', colour: '#8a9bb0', reference: true },
  ],
};

function renderMenu(target = createRef<HTMLElement>()) {
  return render(
    <ChakraProvider value={system}>
      <I18nProvider i18n={i18n}>
        <ChartExportMenu target={target} table={table} fileName="Måler 1 / uge" caption={caption} />
        <Toaster />
      </I18nProvider>
    </ChakraProvider>,
  );
}

describe('ChartExportMenu', () => {
  beforeEach(() => setLanguage('da'));
  afterEach(() => vi.restoreAllMocks());

  it('lists the six formats in Danish', async () => {
    const user = userEvent.setup();
    renderMenu();
    await user.click(screen.getByRole('button', { name: 'Eksportér' }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'PNG-billede',
      'JPEG-billede',
      'SVG-vektorgrafik',
      'PDF-dokument',
      'CSV-data',
      'Excel-projektmappe (XLSX)',
    ]);
  });

  it('lists the six formats in English', async () => {
    setLanguage('en');
    const user = userEvent.setup();
    renderMenu();
    await user.click(screen.getByRole('button', { name: 'Export' }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'PNG image',
      'JPEG image',
      'SVG vector graphic',
      'PDF document',
      'CSV data',
      'Excel workbook (XLSX)',
    ]);
  });

  it('downloads the table as CSV under the file name, made safe', async () => {
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => (blobs.push(blob as Blob), 'blob:csv'));
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe('Måler 1 - uge.csv');
      expect(this.href).toBe('blob:csv');
    });
    const user = userEvent.setup();
    renderMenu();
    await user.click(screen.getByRole('button', { name: 'Eksportér' }));
    await selectMenuItem(user, await screen.findByRole('menuitem', { name: 'CSV-data' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    const bytes = new Uint8Array(await blobs[0]!.arrayBuffer());
    // Blob.text() drops a byte order mark: read the bytes to see it.
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes)).toBe('Tidspunkt,Måler\r\n20.11.2026 01.00,1.5\r\n');
  });

  it('draws the title, the unit and window, and a legend into an SVG picture', async () => {
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => (blobs.push(blob as Blob), 'blob:svg'));
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const target = createRef<HTMLElement>() as { current: HTMLElement | null };
    target.current = document.createElement('div');
    target.current.innerHTML =
      '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="220"><path d="M0 0L10 10" stroke="#0f4c5c"/><text>20. nov.</text></svg>';
    document.body.append(target.current);
    const user = userEvent.setup();
    renderMenu(target as RefObject<HTMLElement | null>);
    await user.click(screen.getByRole('button', { name: 'Eksportér' }));
    await selectMenuItem(user, await screen.findByRole('menuitem', { name: 'SVG-vektorgrafik' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    const doc = new DOMParser().parseFromString(await blobs[0]!.text(), 'image/svg+xml');
    expect(doc.querySelector('parsererror')).toBeNull();
    const texts = [...doc.getElementsByTagName('text')].map((t) => t.textContent);
    expect(texts).toEqual(
      expect.arrayContaining(['Måler 1', 'Vandstand (cm), gennemsnit · 16.11.2026 – 22.11.2026', '20. nov.', 'Måler 1 (Forrige periode)']),
    );
    // The legend's reference sample is dashed, like its line.
    const samples = [...doc.getElementsByTagName('line')];
    expect(samples.map((l) => l.getAttribute('stroke-dasharray'))).toEqual([null, '6 4']);
    target.current.remove();
  });

  it('tells the user in their language when there is no chart to draw', async () => {
    const user = userEvent.setup();
    renderMenu();
    await user.click(screen.getByRole('button', { name: 'Eksportér' }));
    await selectMenuItem(user, await screen.findByRole('menuitem', { name: 'PNG-billede' }));
    expect(await screen.findByText('Grafen kunne ikke eksporteres')).toBeInTheDocument();
    expect(screen.getByText('Der er ingen graf at eksportere endnu. Prøv igen, når grafen vises.')).toBeInTheDocument();
  });

  it('shows a spinner while a file is being made, then downloads it', async () => {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:xlsx');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    const user = userEvent.setup();
    renderMenu();
    await user.click(screen.getByRole('button', { name: 'Eksportér' }));
    await selectMenuItem(user, await screen.findByRole('menuitem', { name: 'Excel-projektmappe (XLSX)' }));
    const trigger = screen.getByRole('button', { name: 'Eksportér' });
    await waitFor(() => expect(trigger).toHaveAttribute('aria-busy', 'true'));
    expect(trigger).toBeDisabled();
    xlsx.finish(new Blob(['x']));
    await waitFor(() => expect(names).toEqual(['Måler 1 - uge.xlsx']));
    await waitFor(() => expect(trigger).toHaveAttribute('aria-busy', 'false'));
  });

  it('says which format failed, in the user language, when the file cannot be made', async () => {
    setLanguage('en');
    const target = createRef<HTMLElement>() as { current: HTMLElement | null };
    target.current = document.createElement('div');
    target.current.innerHTML = '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="150"><path d="M0 0L10 10"/></svg>';
    const user = userEvent.setup();
    renderMenu(target as RefObject<HTMLElement | null>);
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await selectMenuItem(user, await screen.findByRole('menuitem', { name: 'JPEG image' }));
    expect(await screen.findByText('The chart could not be exported')).toBeInTheDocument();
    expect(screen.getByText('Creating the file (JPEG image) failed. Try again or choose another format.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export' })).toHaveAttribute('aria-busy', 'false');
  });
});
