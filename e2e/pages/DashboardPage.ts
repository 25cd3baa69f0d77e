import { expect, type Locator, type Page } from '@playwright/test';
import { either } from './MonitoringPage';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * How long the dashboard may take to show what a user waits for (its first load, a card's data):
 * generous, as the suites share busy machines; a passing test waits only as long as it must.
 */
export const DASHBOARD_TIMEOUT = 60_000;

/** The filter's multi-selects: [Danish, English] labels. */
const filterLabels = {
  owners: ['Ejere', 'Owners'],
  types: ['Enhedstyper', 'Device types'],
  models: ['Enhedsmodeller', 'Device models'],
} as const;
export type DashboardFilterKey = keyof typeof filterLabels;

/** /dashboard: the filter, the device and period pickers, and the organisations' groups of cards. */
export class DashboardPage {
  constructor(readonly page: Page) {}

  /** Opens the page (`search` like `?period=day`) and waits for its first organisation. */
  async goto(search = '') {
    await this.page.goto(`/dashboard${search}`);
    await expect(this.heading()).toBeVisible({ timeout: DASHBOARD_TIMEOUT });
  }

  heading() {
    return this.page.getByRole('heading', { level: 1, name: 'Dashboard' });
  }

  modeButton(mode: 'analytics' | 'scheduling') {
    const name = mode === 'analytics' ? either('Dataanalyse', 'Analytics') : either('Serviceplanlægning', 'Scheduling');
    return this.page.getByRole('group', { name: either('Tilstand', 'Mode') }).getByRole('button', { name });
  }

  // --- filter ----------------------------------------------------------------------------------

  filterPanel() {
    return this.page.getByRole('region', { name: 'Filter' });
  }

  /** A multi-select's button, named "<label>: <what is chosen>". */
  filterButton(key: DashboardFilterKey) {
    const [da, en] = filterLabels[key];
    return this.filterPanel().getByRole('button', { name: new RegExp(`^(${escape(da)}|${escape(en)}): `) });
  }

  /** The checkbox list a multi-select opens (it lives in a portal). */
  filterOptions(key: DashboardFilterKey) {
    const [da, en] = filterLabels[key];
    return this.page.getByRole('group', { name: either(da, en) });
  }

  /** Ticks or unticks one option of a multi-select, then closes it. */
  async toggleFilterOption(key: DashboardFilterKey, option: string | RegExp, checked: boolean) {
    await this.filterButton(key).click();
    await expect(this.filterOptions(key)).toBeVisible();
    await this.clickCheckbox(this.filterOptions(key).getByRole('checkbox', { name: option }), checked);
    await this.page.keyboard.press('Escape');
    await expect(this.filterOptions(key)).toBeHidden();
  }

  applyButton() {
    return this.filterPanel().getByRole('button', { name: either('Anvend', 'Apply') });
  }

  clearButton() {
    return this.filterPanel().getByRole('button', { name: either('Ryd', 'Clear') });
  }

  // --- devices and period ----------------------------------------------------------------------

  toolbar() {
    return this.page.getByRole('region', { name: either('Enheder og periode', 'Devices and period') });
  }

  /** The device picker: a search field that asks the server as the user types (components/picker). */
  devicePicker() {
    return this.toolbar().getByRole('combobox', { name: either('Enheder', 'Devices') });
  }

  /** What the empty search field says: how many devices match, all of which show while none is chosen. */
  allMatchingPlaceholder(count: number) {
    return count === 1 ? either('Den ene matchende enhed', 'The one matching device') : either(`Alle ${count} matchende enheder`, `All ${count} matching devices`);
  }

  /** The devices the search found (in a portal, outside the toolbar). */
  deviceOptions() {
    return this.page.getByRole('listbox', { name: either('Enheder', 'Devices') });
  }

  /** The chosen devices, each a chip with its name and a remove button. */
  deviceChips() {
    return this.toolbar().getByRole('list', { name: either('Enheder: valgte', 'Devices: chosen') });
  }

  /** Back to every matching device (shown while some are chosen). */
  showAllDevicesButton() {
    return this.toolbar().getByRole('button', { name: either('Vis alle enheder', 'Show all devices') });
  }

  async openDevices() {
    await this.devicePicker().click();
    await expect(this.deviceOptions()).toBeVisible();
  }

  async closeDevices() {
    await this.page.keyboard.press('Escape');
    await expect(this.deviceOptions()).toBeHidden();
  }

  /** The names of the devices the empty search offers (its first page), once the server has answered. */
  async deviceOptionNames(): Promise<string[]> {
    await this.openDevices();
    const options = this.deviceOptions().getByRole('option');
    await expect(options.first()).toBeVisible({ timeout: DASHBOARD_TIMEOUT });
    // Each option is the name and, muted beside it, the network id.
    const names = await options.evaluateAll((items) => items.map((item) => item.querySelector('[data-part="item-text"]')?.firstChild?.textContent?.trim() ?? ''));
    await this.closeDevices();
    return names;
  }

  /** Searches for a device by name, as a user types it, picks it and closes the list. */
  async pickDevice(name: string) {
    const chips = this.deviceChips().getByRole('listitem');
    const before = (await this.deviceChips().isVisible()) ? await chips.count() : 0;
    await this.devicePicker().click();
    await this.devicePicker().pressSequentially(name);
    await this.deviceOptions().getByRole('option', { name: new RegExp(`^${escape(name)}`) }).first().click();
    await expect(chips).toHaveCount(before + 1);
    await this.closeDevices();
  }

  /** Removes a chosen device by its chip's button. */
  async removeDevice(name: string) {
    await this.deviceChips().getByRole('button', { name: either(`Fjern ${name}`, `Remove ${name}`) }).click();
  }

  periodSelect() {
    return this.toolbar().getByRole('combobox', { name: either('Periode', 'Period') });
  }

  customFrom() {
    return this.toolbar().getByLabel(either('Brugerdefineret periode fra', 'Custom range from'));
  }

  customTo() {
    return this.toolbar().getByLabel(either('Brugerdefineret periode til', 'Custom range to'));
  }

  refreshButton() {
    return this.toolbar().getByRole('button', { name: either('Opdatér', 'Refresh') });
  }

  // --- cards -----------------------------------------------------------------------------------

  organization(name: string) {
    return this.page.getByRole('main').getByRole('region', { name, exact: true }).first();
  }

  group(name: string) {
    return this.page.getByRole('main').getByRole('region', { name, exact: true }).last();
  }

  expandAllButton(groupName: string) {
    return this.group(groupName).getByRole('button', { name: either(`Fold alle ud i ${groupName}`, `Expand all in ${groupName}`) });
  }

  collapseAllButton(groupName: string) {
    return this.group(groupName).getByRole('button', { name: either(`Fold alle sammen i ${groupName}`, `Collapse all in ${groupName}`) });
  }

  /** The device cards (in `scope`, default the whole page). */
  cards(scope: Locator = this.page.getByRole('main')) {
    return scope.getByRole('article');
  }

  /** "Showing n of N" under a section whose cards are not all loaded. */
  shownCount(scope: Locator) {
    return scope.getByText(/^(Viser|Showing) [\d.,]+ (af|of) [\d.,]+$/);
  }

  /** Loads a section's next page of cards. */
  showMoreButton(scope: Locator) {
    return scope.getByRole('button', { name: either('Vis flere', 'Show more') });
  }

  /** What an expanded card shows once its data is in: a chart or the "no data" note. */
  cardData(card: Locator) {
    return card
      .getByRole('figure')
      .locator('svg')
      .first()
      .or(card.getByText(either('Ingen data for denne periode', 'No data for this period')));
  }

  /** A toast's title (toasts render in a portal, outside main). */
  toast(text: RegExp) {
    return this.page.getByText(text);
  }

  /**
   * Clicks Apply and waits for the filter's toast, which shows for 1.5 s only (spec part 1 §9):
   * the wait starts before the click, so a slow machine cannot miss it.
   */
  async applyExpectingToast(text: RegExp) {
    const shown = this.toast(text).first().waitFor({ state: 'visible', timeout: DASHBOARD_TIMEOUT });
    await this.applyButton().click();
    await shown;
  }

  /** Chakra draws the checkbox over a hidden input: click its label, as a user does. */
  private async clickCheckbox(box: Locator, checked: boolean) {
    if ((await box.isChecked()) === checked) return;
    const labelId = await box.getAttribute('aria-labelledby');
    await this.page.locator(`[id="${labelId}"]`).click();
  }
}
