import { expect, type Locator, type Page } from '@playwright/test';

/** The /orders tabs, their lists and a service centre's page, found by role and name. */
export class OrdersListsPage {
  constructor(readonly page: Page) {}

  heading() {
    return this.page.getByRole('heading', { level: 1 });
  }
  tabs() {
    return this.page.getByRole('navigation', { name: /^(Serviceområder|Service areas)$/ });
  }
  tab(name: string | RegExp) {
    return this.tabs().getByRole('link', { name });
  }
  /** The count above a list ("12 serviceordrer"). */
  count(pattern: RegExp) {
    return this.page.getByText(pattern);
  }
  rows() {
    return this.page.getByRole('table').first().getByRole('row');
  }
  /** Opens a filter panel list ("Status: Alle") and ticks options, then applies the panel. */
  async applyFilter(list: RegExp, group: string, options: string[], apply: RegExp) {
    await this.page.getByRole('button', { name: list }).click();
    const choices = this.page.getByRole('group', { name: group });
    for (const option of options) {
      // The input is visually hidden under Chakra's drawn box: click the text that labels it, as a user does.
      const box = choices.getByRole('checkbox', { name: option, exact: true });
      await this.page.locator(`[id="${await box.getAttribute('aria-labelledby')}"]`).click();
      await expect(box).toBeChecked();
    }
    await this.page.keyboard.press('Escape');
    await expect(choices).toBeHidden();
    await this.page.getByRole('button', { name: apply }).click();
  }
  /** A technician row of the centre page. */
  technicianRow(name: string): Locator {
    return this.page.getByRole('row').filter({ has: this.page.getByRole('link', { name, exact: true }) });
  }
  /** Picks a user in the add-technicians panel's searching picker, typing part of their name. */
  async pickUser(label: RegExp, text: string, option: RegExp) {
    const box = this.page.getByRole('combobox', { name: label });
    await box.click();
    await box.pressSequentially(text);
    await this.page.getByRole('option', { name: option }).click();
    await this.page.keyboard.press('Escape');
  }
}
