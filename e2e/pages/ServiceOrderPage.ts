import { expect, type Page } from '@playwright/test';
import { either } from './MonitoringPage';

/** The service order's form (new and edit) and its details page (/orders/service-orders/…). */
export class ServiceOrderPage {
  constructor(readonly page: Page) {}

  form() {
    return this.page.getByRole('form', { name: /^(Ny serviceordre|New service order|Rediger serviceordre|Edit service order)$/ });
  }

  newHeading() {
    return this.page.getByRole('heading', { level: 1, name: either('Ny serviceordre', 'New service order') });
  }

  issue() {
    return this.form().getByRole('textbox', { name: either('Serviceproblem', 'Service issue') });
  }

  centre() {
    return this.form().getByRole('combobox', { name: /^(Servicecenter|Service centre)/ });
  }

  technician() {
    return this.form().getByRole('combobox', { name: /^(Tekniker|Technician)/ });
  }

  /** The device facts shown once a device is chosen. */
  deviceFacts() {
    return this.form().getByLabel(either('Enhedsoplysninger', 'Device facts'));
  }

  createButton() {
    return this.form().getByRole('button', { name: either('Opret serviceordre', 'Create service order') });
  }

  /** The details page's heading, "Service order <number>". */
  detailsHeading() {
    return this.page.getByRole('heading', { level: 1, name: /^(Serviceordre|Service order) \d+$/ });
  }

  status() {
    return this.page.getByTestId('order-status');
  }

  history() {
    return this.page.getByRole('region', { name: either('Historik', 'History') });
  }

  attachments() {
    return this.page.getByRole('region', { name: either('Vedhæftede filer', 'Attachments') });
  }

  /** Attaches files through the drop zone's "Choose files" button and the browser's file chooser, as a user does. */
  async attach(files: { name: string; mimeType: string; buffer: Buffer }[]) {
    const chooser = this.page.waitForEvent('filechooser');
    await this.attachments().getByRole('button', { name: either('Vælg filer', 'Choose files') }).click();
    await (await chooser).setFiles(files);
  }

  action(da: string, en: string) {
    return this.page.getByRole('group', { name: either('Ordrehandlinger', 'Order actions') }).getByRole('button', { name: either(da, en) });
  }

  /** Finishes the order as completed through its confirmation. */
  async finish() {
    await this.action('Afslut', 'Finish').click();
    const dialog = this.page.getByRole('alertdialog', { name: /^(Afslut serviceordre|Finish service order) \d+\?$/ });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: either('Afslut ordre', 'Finish order') }).click();
    await expect(dialog).toBeHidden();
  }
}
