import { expect, type Locator, type Page } from '@playwright/test';
import type { PickedFile } from './DeviceImagesSection';
import { either } from './MonitoringPage';

/** The technician's service wizard (/orders/service-orders/:orderId/wizard/:step), found by role and name. */
export class ServiceWizardPage {
  constructor(readonly page: Page) {}

  /** The step's name, the page's heading. */
  heading() {
    return this.page.getByRole('main').getByRole('heading', { level: 1 });
  }

  /** Waits for a step: its URL and its heading. */
  async expectStep(urlStep: string, da: string, en: string) {
    await expect(this.page).toHaveURL(new RegExp(`/wizard/${urlStep}$`));
    await expect(this.heading()).toHaveText(either(da, en));
  }

  /** The step's own content (a region named after the step). */
  step() {
    return this.page.getByRole('main').getByRole('region').first();
  }

  next() {
    return this.page.getByRole('group', { name: either('Navigation i guiden', 'Wizard navigation') }).getByRole('button', { name: either('Næste', 'Next') });
  }

  /** Presses Next and waits for the next step's heading. */
  async goNext(urlStep: string, da: string, en: string) {
    await this.next().click();
    await this.expectStep(urlStep, da, en);
  }

  /** The step's error (an alert in the step, not a toast). */
  alert(text: RegExp) {
    return this.page.getByRole('main').getByRole('alert').filter({ hasText: text });
  }

  /** Takes or chooses pictures through the drop zone's button and the browser's file chooser, as a user does. */
  async choosePictures(files: PickedFile[]) {
    const chooser = this.page.waitForEvent('filechooser');
    await this.page.getByRole('button', { name: either('Tag eller vælg billeder', 'Take or choose pictures') }).last().click();
    await (await chooser).setFiles(files);
  }

  /** The pictures uploaded to the order in this step. */
  uploadedPictures(): Locator {
    return this.page.getByRole('list', { name: either('Uploadede billeder', 'Uploaded pictures') }).getByRole('img');
  }

  /** The upload queue: pictures chosen and not (yet) on the order. */
  queued(name: string): Locator {
    return this.page.getByRole('list', { name: either('Filer til upload', 'Files to upload') }).getByRole('listitem').filter({ hasText: name });
  }

  /** Ticks a solution on the service step. */
  async chooseSolution(da: string, en: string) {
    const box = this.page.getByRole('checkbox', { name: either(da, en) });
    // The input is visually hidden under Chakra's drawn box: click the text that labels it, as a user does.
    await this.page.locator(`[id="${await box.getAttribute('aria-labelledby')}"]`).click();
    await expect(box).toBeChecked();
  }

  /** One answer of a radio group of big buttons. */
  async choose(group: RegExp, da: string, en: string) {
    const choice = this.page.getByRole('radiogroup', { name: group }).getByRole('radio', { name: either(da, en) });
    await choice.click();
    await expect(choice).toHaveAttribute('aria-checked', 'true');
  }

  /** The replacement step's device picker: types the serial number, picks the device it finds. */
  async pickNewDevice(serialNumber: string, networkId: string) {
    const box = this.page.getByRole('combobox', { name: either('Ny enhed', 'New device') });
    await box.click();
    await box.pressSequentially(serialNumber);
    await this.page.getByRole('listbox', { name: either('Ny enhed', 'New device') }).getByRole('option').filter({ hasText: networkId }).click();
    await this.page.keyboard.press('Escape');
  }

  /** Replaces the device with the picked one, through the confirmation. */
  async replace() {
    await this.step().getByRole('button', { name: either('Udskift enhed', 'Replace device') }).click();
    const confirm = this.page.getByRole('alertdialog');
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: either('Udskift enhed', 'Replace device') }).click();
    await expect(confirm).toBeHidden();
  }

  /** The check-data step's badge: waiting, or a new reading received. */
  checkDataStatus() {
    return this.page.getByTestId('check-data-status');
  }

  readings() {
    return this.page.getByRole('table', { name: either('Seneste målinger', 'Latest readings') });
  }
}
