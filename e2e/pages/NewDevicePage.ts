import { expect, type Locator, type Page } from '@playwright/test';
import { either } from './MonitoringPage';

/** /devices/new: the "One device" form and the "Import from file" tab (preview, progress, summary). */
export class NewDevicePage {
  constructor(readonly page: Page) {}

  async goto(search = '') {
    await this.page.goto(`/devices/new${search}`);
    await expect(this.page.getByRole('heading', { level: 1, name: either('Ny enhed', 'New device') })).toBeVisible();
  }

  form() {
    return this.page.getByRole('form', { name: either('Ny enhed', 'New device') });
  }

  field(da: string, en: string): Locator {
    return this.form().getByLabel(new RegExp(`^(${da}|${en})`));
  }

  async fillDevice({ networkId, name, model, owner }: { networkId: string; name: string; model: string; owner: string }) {
    await this.field('Netværks-id', 'Network id').fill(networkId);
    await this.field('Model', 'Model').selectOption({ label: model });
    await this.field('Navn', 'Name').fill(name);
    await this.field('Ejer', 'Owner').selectOption({ label: owner });
  }

  async create() {
    await this.form().getByRole('button', { name: either('Opret enhed', 'Create device') }).click();
  }

  async openImport() {
    await this.page.getByRole('tab', { name: either('Importér fra fil', 'Import from file') }).click();
    await expect(this.page.getByRole('button', { name: either('Vælg en fil', 'Choose a file') })).toBeVisible();
  }

  /** Chooses a file through the file chooser the "Choose a file" button opens. */
  async chooseFile(file: { name: string; mimeType: string; buffer: Buffer }) {
    const chooser = this.page.waitForEvent('filechooser');
    await this.page.getByRole('button', { name: /^(Vælg en( anden)? fil|Choose (a|another) file)$/ }).click();
    await (await chooser).setFiles(file);
  }

  /** "3 rows have errors" / "3 rækker har fejl". */
  errorCount() {
    return this.page.getByText(/^(\d+ rækk?e(r)? har fejl|\d+ rows? ha(s|ve) errors)$/);
  }

  /** The preview shows only the rows with errors (it draws only the rows in view). */
  async onlyRowsWithErrors() {
    await this.page.getByText(either('Kun rækker med fejl', 'Only rows with errors')).click();
    await expect(this.page.getByRole('checkbox', { name: either('Kun rækker med fejl', 'Only rows with errors') })).toBeChecked();
  }

  previewTable() {
    return this.page.getByRole('region', { name: either('Filens rækker', 'Rows of the file') });
  }

  failingTable() {
    return this.page.getByRole('region', { name: either('Rækker, der ikke blev importeret', 'Rows that were not imported') });
  }

  /** The preview's (or the summary's) row whose row-number cell is `line`. */
  row(table: Locator, line: number) {
    return table.locator(`tr[data-line="${line}"]`);
  }

  /** A cell marked as wrong, holding `value`, with its reason. */
  invalidCell(table: Locator, line: number, value: string) {
    return this.row(table, line).locator('td[aria-invalid="true"]').filter({ hasText: value });
  }

  async importRows(count: number) {
    await this.page.getByRole('button', { name: new RegExp(`^(Importér|Import) ${count} (rækker|rows)$`) }).click();
  }

  created() {
    return this.page.getByTestId('import-created');
  }

  failed() {
    return this.page.getByTestId('import-failed');
  }
}
