import { expect, test } from '@playwright/test';
import { DevicesPage } from '../../pages/DevicesPage';
import { either } from '../../pages/MonitoringPage';
import { Shell } from '../../pages/Shell';
import { apiAs, storageStateOf } from '../../support';

test.use({ storageState: storageStateOf('admin') });

type ListItem = { _id: string; name: string; device: string };
type List = { data: ListItem[]; total: number };

async function listThroughApi(query: Record<string, string>): Promise<List> {
  const api = await apiAs('admin');
  try {
    const res = await api.get('/api/v1/devices', { params: query });
    expect(res.ok()).toBe(true);
    return (await res.json()) as List;
  } finally {
    await api.dispose();
  }
}

test.afterEach(async () => {
  const api = await apiAs('admin');
  await api.patch('/api/v1/users/config', { data: { language: 'da' } });
  await api.dispose();
});

test('list → filter → search → open a device', async ({ page }) => {
  const devices = new DevicesPage(page);
  await devices.goto();
  const all = await listThroughApi({ perPage: '10' });
  await expect.poll(() => devices.total()).toBe(all.total);
  // Newest first, as the API lists them.
  await expect.poll(() => devices.names()).toEqual(all.data.map((d) => d.name));

  // Only installed devices: the same total as the API's, and the choice in the URL.
  await devices.showFilters();
  await devices.choose('lifecycle', either('Installeret', 'Installed'));
  await devices.apply();
  await expect(page).toHaveURL(/lifecycle=installed/);
  const installed = await listThroughApi({ lifecycle: 'installed', perPage: '10' });
  expect(installed.total).toBeGreaterThan(0);
  await expect.poll(() => devices.total()).toBe(installed.total);

  // Search by a device's network id: that device alone, once typing pauses.
  const target = installed.data[0]!;
  await devices.search().fill(target.device);
  await expect(page).toHaveURL(new RegExp(`q=${target.device}`));
  await expect.poll(() => devices.total()).toBe(1);
  await expect.poll(() => devices.names()).toEqual([target.name]);

  // The URL keeps it all: a reload shows the same list.
  await page.reload();
  await expect(devices.search()).toHaveValue(target.device);
  await expect.poll(() => devices.names()).toEqual([target.name]);

  await devices.table().getByRole('link', { name: target.name }).click();
  await expect(page).toHaveURL(new RegExp(`/devices/${target._id}$`));
});

test('the device list reads in Danish and in English, and switches views', async ({ page }) => {
  const devices = new DevicesPage(page);
  const shell = new Shell(page);
  await devices.goto();
  await shell.chooseLanguage('Dansk');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Enheder');
  await expect(devices.totalText()).toHaveText(/^\d+ enheder$/);
  await expect(page.getByRole('columnheader').first()).toHaveText('Navn');
  await expect(page.getByRole('columnheader', { name: 'Livscyklus' })).toBeVisible();

  await shell.chooseLanguage('English');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Devices');
  await expect(devices.totalText()).toHaveText(/^\d+ devices$/);
  await expect(page.getByRole('columnheader', { name: 'Lifecycle' })).toBeVisible();
  await expect(page).toHaveTitle(/^Devices/);

  await devices.view('grid').click();
  await expect(page).toHaveURL(/view=grid/);
  await expect(devices.cards()).toHaveCount(10);
  await expect(devices.table()).toHaveCount(0);

  await devices.view('map').click();
  await expect(page).toHaveURL(/view=map/);
  await expect(page.getByText(/^\d+ devices? on the map/)).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the list is cards that open the device', async ({ page }) => {
    const devices = new DevicesPage(page);
    await devices.goto();
    await expect(devices.table()).toHaveCount(0);
    await expect(devices.cards()).toHaveCount(10);
    const first = devices.cards().first();
    const name = (await first.getAttribute('aria-label'))!;
    // Nothing sticks out sideways: the page does not scroll horizontally.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await first.getByRole('link', { name }).click();
    await expect(page).toHaveURL(/\/devices\/[^/?]+$/);
  });
});
