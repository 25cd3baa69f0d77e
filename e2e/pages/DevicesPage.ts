import { expect, type Page } from '@playwright/test';
import { either } from './MonitoringPage';

/** The filter panel's multi-selects: [Danish, English] labels. */
const filterLabels = {
  owners: ['Ejere', 'Owners'],
  types: ['Enhedstype', 'Device type'],
  models: ['Model', 'Model'],
  lifecycle: ['Livscyklus', 'Lifecycle'],
} as const;
export type DeviceFilterKey = keyof typeof filterLabels;

/** /devices (and an organisation's devices): search, filter panel, views, table, cards and pagination. */
export class DevicesPage {
  constructor(readonly page: Page) {}

  /** Opens the list (`search` like `?view=grid`) and waits for its count. */
  async goto(search = '', path = '/devices') {
    await this.page.goto(`${path}${search}`);
    await expect(this.page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(this.totalText()).toBeVisible();
  }

  /** "250 enheder" / "250 devices". */
  totalText() {
    return this.page.getByText(/^\d[\d.,]* (enhed|enheder|device|devices)$/);
  }

  async total(): Promise<number> {
    const text = (await this.totalText().textContent()) ?? '';
    return Number(text.replace(/[^\d]/g, ''));
  }

  search() {
    return this.page.getByRole('searchbox', { name: either('Søg på navn, netværks-id eller serienummer', 'Search name, network id or serial number') });
  }

  filtersPanel() {
    return this.page.getByRole('region', { name: either('Filtre', 'Filters') });
  }

  /** Opens the filter panel when it is closed (phones start closed). */
  async showFilters() {
    const toggle = this.page.getByRole('button', { name: either('Vis filtre', 'Show filters') });
    if (await toggle.isVisible()) await toggle.click();
    await expect(this.filtersPanel()).toBeVisible();
  }

  filterButton(key: DeviceFilterKey) {
    const [da, en] = filterLabels[key];
    return this.filtersPanel().getByRole('button', { name: new RegExp(`^(${da}|${en}): `) });
  }

  /** The checkbox list a multi-select opens (it lives in a portal, outside the panel). */
  filterOptions(key: DeviceFilterKey) {
    return this.page.getByRole('group', { name: either(filterLabels[key][0], filterLabels[key][1]) });
  }

  /** Ticks options of a multi-select (by their visible names) and closes it. */
  async choose(key: DeviceFilterKey, ...options: RegExp[]) {
    await this.filterButton(key).click();
    await expect(this.filterOptions(key)).toBeVisible();
    for (const option of options) {
      // The input is visually hidden under Chakra's drawn box: click the text that labels it, as a user does.
      const box = this.filterOptions(key).getByRole('checkbox', { name: option });
      await this.page.locator(`[id="${await box.getAttribute('aria-labelledby')}"]`).click();
      await expect(box).toBeChecked();
    }
    await this.page.keyboard.press('Escape');
    await expect(this.filterOptions(key)).toBeHidden();
  }

  async apply() {
    await this.filtersPanel().getByRole('button', { name: either('Anvend filtre', 'Apply filters') }).click();
  }

  table() {
    return this.page.getByRole('table');
  }

  /** The device names in the table, in order. */
  async names(): Promise<string[]> {
    return this.table().locator('tbody tr td:first-child').allInnerTexts();
  }

  /** The cards (grid view, or the table on a phone). */
  cards() {
    return this.page.getByRole('list', { name: either('Enheder', 'Devices') }).getByRole('listitem');
  }

  view(name: 'table' | 'grid' | 'map') {
    const labels = { table: either('Tabel', 'Table'), grid: either('Gitter', 'Grid'), map: either('Kort', 'Map') };
    return this.page.getByRole('group', { name: either('Visning', 'View') }).getByRole('button', { name: labels[name] });
  }
}
