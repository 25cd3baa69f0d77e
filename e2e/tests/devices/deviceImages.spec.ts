import { expect, test } from '@playwright/test';
import { DeviceImagesSection } from '../../pages/DeviceImagesSection';
import { either } from '../../pages/MonitoringPage';
import { png } from '../../fixtures/images';
import { apiAs, storageStateOf } from '../../support';

test.use({ storageState: storageStateOf('admin') });

/** A live device, read through the API as the administrator. */
async function liveDevice(): Promise<{ _id: string; name: string }> {
  const api = await apiAs('admin');
  try {
    const res = await api.get('/api/v1/devices', { params: { perPage: '1', lifecycle: 'installed', sort: 'name' } });
    expect(res.ok()).toBe(true);
    return ((await res.json()) as { data: { _id: string; name: string }[] }).data[0]!;
  } finally {
    await api.dispose();
  }
}

test('upload an image, see it load, have a renamed executable refused, and delete the image', async ({ page }) => {
  const device = await liveDevice();
  const run = Date.now().toString(36);
  const imageName = `pumpehus-${run}.png`;
  const fakeName = `værktøj-${run}.png`;
  const images = new DeviceImagesSection(page);
  await images.open(device._id);
  await expect(page.getByRole('heading', { level: 1, name: device.name })).toBeVisible();

  // A real PNG and an executable under an image's name: the browser lets both through (the name
  // says PNG); the server reads the bytes and refuses the second in the user's language.
  const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(120, 0x90)]);
  await images.choose([
    { name: imageName, mimeType: 'image/png', buffer: png(48, 32, [200, 40, 40]) },
    { name: fakeName, mimeType: 'image/png', buffer: elf },
  ]);

  const thumbnail = images.thumbnail(imageName);
  await expect(thumbnail).toBeVisible();
  // The signed url really serves the picture.
  await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(48);
  await expect(images.queued(fakeName).getByText(either('Denne filtype understøttes ikke.', "This File type isn't supported"))).toBeVisible();
  await expect(images.queued(fakeName).getByRole('button', { name: either(`Prøv ${fakeName} igen`, `Retry ${fakeName}`) })).toBeVisible();
  await expect(images.gallery.getByText(fakeName)).toHaveCount(0);

  // The same name again is left out.
  await images.choose([{ name: imageName, mimeType: 'image/png', buffer: png(8, 8, [0, 0, 255]) }]);
  await expect(page.getByText(either('Udeladt: der findes allerede en fil med samme navn', 'Left out: a file of the same name is already there'))).toBeVisible();
  await expect(images.queued(imageName)).toHaveCount(0);

  // Open it large: a download link.
  await images.gallery.getByRole('button', { name: either(`Åbn ${imageName}`, `Open ${imageName}`) }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('link', { name: either(`Download ${imageName}`, `Download ${imageName}`) })).toHaveAttribute('href', /download=true/);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await images.delete(imageName);
  await expect(thumbnail).toHaveCount(0);
  await page.reload();
  await expect(images.section).toBeVisible();
  await expect(images.thumbnail(imageName)).toHaveCount(0);
});
