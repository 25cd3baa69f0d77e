import { expect, type Locator, type Page } from '@playwright/test';
import { either } from './MonitoringPage';

/** One device card of /dashboard (web/src/features/dashboard/card), with its dialogs, in either language. */
export class DashboardCard {
  constructor(
    readonly page: Page,
    readonly root: Locator,
  ) {}

  /** The device's name, as the card's heading text shows it. */
  async name(): Promise<string> {
    return (await this.root.locator('[id^="device-card-"]').first().textContent())!.trim();
  }

  /** The device's REST id, from the card's link to /devices/{id}. */
  async deviceId(): Promise<string> {
    const href = await this.root.locator('a[href^="/devices/"]').first().getAttribute('href');
    return decodeURIComponent(href!.replace('/devices/', ''));
  }

  expandButton() {
    return this.root.getByRole('button', { name: /^(Udvid|Expand) / });
  }

  collapseButton() {
    // "Skjul detaljer" (Hide details) starts like "Skjul <device>" in Danish.
    return this.root.getByRole('button', { name: /^(Skjul|Collapse) (?!detaljer$|details$)/ });
  }

  async expand() {
    await this.expandButton().click();
    await expect(this.collapseButton()).toBeVisible();
  }

  chart() {
    return this.root.getByRole('figure');
  }

  /** The device's own line in the chart (the reference line is `data-series="reference"`). */
  mainLine() {
    return this.chart().locator('svg path[data-series="main"]');
  }

  noData() {
    return this.root.getByText(either('Ingen data for denne periode', 'No data for this period'));
  }

  /** The value beside a label of the card's summary (`Servicemål`, `Last reading`, ...). */
  fact(da: string, en: string) {
    return this.root.getByText(either(da, en)).locator('xpath=following-sibling::*[1]');
  }

  moreDetailsButton() {
    return this.root.getByRole('button', { name: either('Flere detaljer', 'More details') });
  }

  // --- scheduling --------------------------------------------------------------------------------

  setThresholdButton() {
    return this.root.getByRole('button', { name: either('Sæt tærskel', 'Set threshold') });
  }

  resetButton() {
    return this.root.getByRole('button', { name: either('Nulstil service', 'Reset service') });
  }

  /** The threshold form (a dialog in a portal, outside the card). */
  thresholdDialog() {
    return this.page.getByRole('dialog', { name: /^(Sæt tærskel|Set threshold): / });
  }

  targetInput() {
    return this.thresholdDialog().getByRole('spinbutton', { name: /^(Servicemål|Service target)/ });
  }

  emailsInput() {
    return this.thresholdDialog().getByRole('textbox', { name: either('E-mails til besked', 'Notification e-mails') });
  }

  applyButton() {
    return this.thresholdDialog().getByRole('button', { name: either('Anvend', 'Apply') });
  }

  resetDialog() {
    return this.page.getByRole('alertdialog', { name: /^(Nulstil service|Reset service): / });
  }

  removeTargetButton() {
    return this.root.getByRole('button', { name: either('Fjern mål', 'Remove target') });
  }

  removeTargetDialog() {
    return this.page.getByRole('alertdialog', { name: /^(Fjern mål|Remove target): / });
  }

  /** What a collapsed card shows in scheduling mode: count, target and whether service is due. */
  scheduleSummary() {
    return this.root.getByTestId('schedule-summary');
  }

  serviceDueBadge() {
    return this.scheduleSummary().getByText(either('Service påkrævet', 'Service due'));
  }

  async setThreshold(target: string, emails: string) {
    await this.setThresholdButton().click();
    await expect(this.thresholdDialog()).toBeVisible();
    await this.targetInput().fill(target);
    await this.emailsInput().fill(emails);
    await this.applyButton().click();
  }
}
