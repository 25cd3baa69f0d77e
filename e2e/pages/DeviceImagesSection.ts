import { expect, type Locator, type Page } from '@playwright/test';
import { either } from './MonitoringPage';

/** A file as Playwright hands it to the picker. */
export type PickedFile = { name: string; mimeType: string; buffer: Buffer };

/** The images section on a device's Information tab: drop zone, upload queue, gallery. */
export class DeviceImagesSection {
  readonly section: Locator;
  readonly gallery: Locator;
  readonly queue: Locator;
  readonly emptyState: Locator;

  constructor(readonly page: Page) {
    this.section = page.getByRole('region', { name: either('Billeder', 'Images') });
    this.gallery = this.section.getByRole('list', { name: /^(Billeder af|Images of) / });
    this.queue = this.section.getByRole('list', { name: either('Filer til upload', 'Files to upload') });
    this.emptyState = this.section.getByText(either('Ingen billeder endnu', 'No images yet'));
  }

  /** Opens the device's Information tab (REST id) and waits for the section. */
  async open(deviceId: string) {
    await this.page.goto(`/devices/${deviceId}?tab=info`);
    await expect(this.section).toBeVisible();
  }

  /** Picks files through the "Choose images" button and the browser's file chooser, as a user does. */
  async choose(files: PickedFile[]) {
    const chooser = this.page.waitForEvent('filechooser');
    await this.section.getByRole('button', { name: either('Vælg billeder', 'Choose images') }).click();
    await (await chooser).setFiles(files);
  }

  /** The thumbnail of an image in the gallery. */
  thumbnail(name: string): Locator {
    return this.gallery.getByRole('img', { name, exact: true });
  }

  /** A file's row in the upload queue. */
  queued(name: string): Locator {
    return this.queue.getByRole('listitem').filter({ hasText: name });
  }

  /** Deletes an image through its button and the confirmation. */
  async delete(name: string) {
    await this.gallery.getByRole('button', { name: either(`Slet ${name}`, `Delete ${name}`) }).click();
    const confirm = this.page.getByRole('alertdialog');
    await expect(confirm).toContainText(name);
    await confirm.getByRole('button', { name: either('Slet billede', 'Delete image') }).click();
    await expect(confirm).toBeHidden();
  }
}
