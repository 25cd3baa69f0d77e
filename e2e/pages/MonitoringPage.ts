import { expect, type Locator, type Page } from '@playwright/test';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Either language's wording, matched whole. The admin's language is a server setting another test
 * may switch at the same time, so every locator here accepts both (the language spec pins one).
 */
export const either = (da: string, en: string) => new RegExp(`^(${escape(da)}|${escape(en)})$`);

/** Lookup names the web words by slug in each language (web/src/features/lookups). */
export const lookupNames = {
  package: {
    basic: ['Basis', 'Basic'],
    premium: ['Premium', 'Premium'],
    automatic_replacement: ['Automatisk udskiftning', 'Automatic replacement'],
    self_service: ['Selvbetjening', 'Self service'],
  },
  errorCode: { heartbeat: ['Manglende livstegn', 'Heartbeat missing'] },
  statusCode: { active: ['Aktiv', 'Active'] },
} as const;

/** The filter panel's multi-selects: [Danish, English] labels. */
const filterLabels = {
  owners: ['Ejere', 'Owners'],
  packages: ['Serviceniveau', 'Service level'],
  errors: ['Fejlkode', 'Error code'],
  statuses: ['Status', 'Status'],
} as const;
export type FilterKey = keyof typeof filterLabels;

/** /monitoring: the filter panel, the table with its in-place editors and pop-ups, and the map. */
export class MonitoringPage {
  constructor(readonly page: Page) {}

  /** Opens the page (`search` like `?all=1`) and waits for the table or its empty state. */
  async goto(search = '') {
    await this.page.goto(`/monitoring${search}`);
    await expect(this.heading()).toBeVisible();
    await expect(this.totalText()).toBeVisible();
  }

  /** Says whether changes reach the page by themselves: `Live` (the same word in both languages) once they do. */
  liveStatus() {
    return this.page.getByRole('status').filter({ hasText: either('Live', 'Live') });
  }

  heading() {
    return this.page.getByRole('heading', { level: 1, name: either('Overvågning', 'Monitoring') });
  }

  // --- filters ---------------------------------------------------------------------------------

  filtersPanel() {
    return this.page.getByRole('region', { name: either('Filtre', 'Filters') });
  }

  /** A multi-select's button, named "<label>: <what is chosen>". */
  filterButton(key: FilterKey) {
    const [da, en] = filterLabels[key];
    return this.filtersPanel().getByRole('button', { name: new RegExp(`^(${escape(da)}|${escape(en)}): `) });
  }

  /** The checkbox list a multi-select opens (it lives in a portal, outside the panel). */
  filterOptions(key: FilterKey) {
    return this.page.getByRole('group', { name: either(filterLabels[key][0], filterLabels[key][1]) });
  }

  async openFilter(key: FilterKey) {
    await this.filterButton(key).click();
    await expect(this.filterOptions(key)).toBeVisible();
  }

  async closeFilter(key: FilterKey) {
    await this.page.keyboard.press('Escape');
    await expect(this.filterOptions(key)).toBeHidden();
  }

  /** Ticks one option of a multi-select, searching for it first when the list has a search box. */
  async chooseFilterOption(key: FilterKey, option: string | RegExp, search?: string) {
    await this.openFilter(key);
    if (search !== undefined) {
      const [da, en] = filterLabels[key];
      await this.page.getByRole('textbox', { name: either(`Søg i ${da}`, `Search ${en}`) }).fill(search);
    }
    // The checkbox input is visually hidden under Chakra's drawn box: click the text that labels it,
    // as a user does.
    const box = this.filterOptions(key).getByRole('checkbox', { name: option });
    const labelId = await box.getAttribute('aria-labelledby');
    await this.page.locator(`[id="${labelId}"]`).click();
    await expect(box).toBeChecked();
    await this.closeFilter(key);
  }

  /**
   * Applies what the panel's fields hold (ticked boxes apply together, with one request) and waits
   * until the URL carries it.
   */
  async applyFilters() {
    const before = this.page.url();
    await this.filtersPanel().getByRole('button', { name: either('Anvend filtre', 'Apply filters') }).click();
    await expect.poll(() => this.page.url()).not.toBe(before);
  }

  /** The devices filter: a search field that asks the server as the user types (components/picker). */
  devicePicker() {
    return this.filtersPanel().getByRole('combobox', { name: either('Enheder', 'Devices') });
  }

  /** The list of devices the search found (in a portal, outside the panel). */
  deviceOptions() {
    return this.page.getByRole('listbox', { name: either('Enheder', 'Devices') });
  }

  /** The chosen devices, each a chip with its name and a remove button. */
  deviceChips() {
    return this.filtersPanel().getByRole('list', { name: either('Enheder: valgte', 'Devices: chosen') });
  }

  /**
   * Types `search` key by key into the devices filter, as a user does, picks the device the server
   * finds (by its network id, shown beside the name) and closes the list.
   */
  async pickDevice(search: string, networkId: string) {
    const chosen = this.deviceChips().getByRole('listitem');
    const before = (await this.deviceChips().isVisible()) ? await chosen.count() : 0;
    await this.devicePicker().click();
    await this.devicePicker().pressSequentially(search);
    // The device's option, from whichever page answers first (the empty field's, or the search's).
    await this.deviceOptions().getByRole('option').filter({ hasText: networkId }).click();
    // Picked: a chip more (the field empties for the next search, so the list changes under it).
    await expect(chosen).toHaveCount(before + 1);
    await this.page.keyboard.press('Escape');
    await expect(this.deviceOptions()).toBeHidden();
  }

  /** Shows only the record of one device: no other filter, then that device (by its network id). */
  async showOnlyDevice(networkId: string) {
    await this.goto('?all=1');
    await this.pickDevice(networkId, networkId);
    await this.applyFilters();
    await expect(this.rows()).toHaveCount(1);
    await expect(this.row(networkId)).toBeVisible();
  }

  // --- table -----------------------------------------------------------------------------------

  /** "<n> monitored devices" ("1 monitored device") above the table. */
  totalText() {
    return this.page.getByRole('main').getByText(/^\d+ (overvågede enheder|overvåget enhed|monitored devices?)$/);
  }

  async total(): Promise<number> {
    return Number((await this.totalText().textContent())?.match(/^\d+/)?.[0]);
  }

  table() {
    return this.page.getByRole('main').getByRole('table');
  }

  async waitUntilSettled() {
    await expect(this.table()).not.toHaveAttribute('aria-busy', 'true');
  }

  rows() {
    return this.table().locator('tbody').getByRole('row');
  }

  /** The row of a device, found by its network id (the link in the first column). */
  row(networkId: string) {
    return this.rows().filter({ has: this.page.getByRole('link', { name: networkId, exact: true }) });
  }

  async columnHeaders() {
    return (await this.table().getByRole('columnheader').allTextContents()).map((text) => text.trim());
  }

  /** The texts of one column, by its header (in either language), top to bottom. */
  async columnTexts(header: RegExp): Promise<string[]> {
    const index = (await this.columnHeaders()).findIndex((text) => header.test(text));
    if (index < 0) throw new Error(`no column ${header}`);
    return this.rows().evaluateAll((rows, i) => rows.map((row) => row.children[i]?.textContent?.trim() ?? ''), index);
  }

  async showColumn(name: RegExp) {
    await this.page.getByRole('button', { name: either('Kolonner', 'Columns') }).click();
    const item = this.page.getByRole('menuitemcheckbox', { name });
    if ((await item.getAttribute('aria-checked')) !== 'true') await item.click();
    await expect(item).toHaveAttribute('aria-checked', 'true');
    await this.page.keyboard.press('Escape');
  }

  nextPage(scope: Locator = this.page.getByRole('main')) {
    return scope.getByRole('navigation', { name: either('Sider', 'Pages') }).getByRole('button', { name: either('Næste side', 'Next page') });
  }

  // --- in-place editors ------------------------------------------------------------------------

  statusSelect(deviceName: string) {
    return this.page.getByRole('combobox', { name: either(`Status for ${deviceName}`, `Status of ${deviceName}`) });
  }

  /** The text of the option a status select shows. */
  async statusText(deviceName: string) {
    return this.statusSelect(deviceName).evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.textContent ?? '');
  }

  notesButton(deviceName: string) {
    return this.page.getByRole('button', { name: either(`Redigér noter til ${deviceName}`, `Edit notes for ${deviceName}`) });
  }

  notesInput(deviceName: string) {
    return this.page.getByRole('textbox', { name: either(`Noter til ${deviceName}`, `Notes for ${deviceName}`) });
  }

  // --- pop-ups ---------------------------------------------------------------------------------

  errorLogButton(deviceName: string) {
    return this.page.getByRole('button', { name: either(`Fejllog for ${deviceName}`, `Error log of ${deviceName}`) });
  }

  errorLogDialog(deviceName: string) {
    return this.page.getByRole('dialog', { name: either(`Fejllog: ${deviceName}`, `Error log: ${deviceName}`) });
  }

  serviceButton(deviceName: string) {
    return this.page.getByRole('button', { name: either(`Start service på ${deviceName}`, `Start service for ${deviceName}`) });
  }

  serviceDialog(deviceName: string) {
    return this.page.getByRole('dialog', { name: `Service: ${deviceName}` });
  }

  /** The footer's Close button of a dialog (the corner × has the same name, so the last one). */
  closeButton(dialog: Locator) {
    return dialog.getByRole('button', { name: either('Luk', 'Close') }).last();
  }

  // --- map -------------------------------------------------------------------------------------

  mapToggle() {
    return this.page.getByRole('button', { name: either('Vis kort', 'Show map') });
  }

  /** maplibre's canvas, labelled with the map's title. */
  mapCanvas() {
    return this.page.getByRole('region', { name: either('Kort over overvågede enheder', 'Map of monitored devices') });
  }

  mapLegend() {
    return this.page.getByRole('list', { name: either('Markørfarver', 'Marker colours') });
  }

  /** The buttons laid over the map's markers, for keyboard and screen-reader users. */
  mapMarkers() {
    return this.page.getByRole('group', { name: either('Enheder på kortet', 'Devices on the map') }).getByRole('button');
  }

  /** The note past street zoom that the offline map has no more detail. */
  mapDetailNote() {
    return this.page.getByRole('status').filter({ hasText: /Detaljer på gadeniveau er ikke tilgængelige offline|Street-level detail is not available offline/ });
  }

  /** "<n> devices on the map" under the map (thousands grouped: "9.236" in Danish, "9,236" in English). */
  mapDeviceCount() {
    return this.page.getByRole('status').filter({ hasText: /^\d{1,3}([.,]\d{3})* (enheder?|devices?) (på kortet|on the map)$/ });
  }
}
