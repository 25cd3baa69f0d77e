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

  devicesButton() {
    return this.toolbar().getByRole('button', { name: /^(Enheder|Devices): / });
  }

  deviceOptions() {
    return this.page.getByRole('group', { name: either('Enheder', 'Devices') });
  }

  async openDevices() {
    await this.devicesButton().click();
    await expect(this.deviceOptions()).toBeVisible();
  }

  async closeDevices() {
    await this.page.keyboard.press('Escape');
    await expect(this.deviceOptions()).toBeHidden();
  }

  /** The names of the devices the device list offers, in order. */
  async deviceOptionNames(): Promise<string[]> {
    await this.openDevices();
    const names = await this.deviceOptions()
      .getByRole('checkbox')
      .evaluateAll((boxes) => boxes.map((box) => document.getElementById(box.getAttribute('aria-labelledby') ?? '')?.firstChild?.textContent?.trim() ?? ''));
    await this.closeDevices();
    return names;
  }

  async toggleDevice(name: string, checked: boolean) {
    await this.openDevices();
    await this.clickCheckbox(this.deviceOptions().getByRole('checkbox', { name: new RegExp(`^${escape(name)}`) }), checked);
    await this.closeDevices();
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
