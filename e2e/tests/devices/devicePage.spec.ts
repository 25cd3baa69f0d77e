import { expect, test } from '@playwright/test';
import { either } from '../../pages/MonitoringPage';
import { apiAs, storageStateOf } from '../../support';

test.use({ storageState: storageStateOf('admin') });

/** A live, installed device, read through the API as the administrator. */
async function installedDevice(): Promise<{ _id: string; name: string }> {
  const api = await apiAs('admin');
  try {
    const res = await api.get('/api/v1/devices', { params: { perPage: '1', lifecycle: 'installed', sort: 'name' } });
    expect(res.ok()).toBe(true);
    return ((await res.json()) as { data: { _id: string; name: string }[] }).data[0]!;
  } finally {
    await api.dispose();
  }
}

test('open a device, rename it, and see the change in its audit', async ({ page }) => {
  const device = await installedDevice();
  const renamed = `${device.name} (e2e)`;
  try {
    await page.goto(`/devices/${device._id}`);
    await expect(page.getByRole('heading', { level: 1, name: device.name })).toBeVisible();

    await page.getByRole('button', { name: either('Rediger', 'Edit') }).click();
    const name = page.getByRole('textbox', { name: either('Navn', 'Name') });
    await name.fill(renamed);
    await page.getByRole('button', { name: either('Gem', 'Save'), exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();

    // The audit tab names who changed what, before and after.
    await page.getByRole('tab', { name: either('Historik', 'Audit') }).click();
    const entry = page.getByRole('tabpanel').getByText(renamed).first();
    await expect(entry).toBeVisible();
    await expect(page.getByRole('tabpanel').getByText(device.name, { exact: true }).first()).toBeVisible();
  } finally {
    const api = await apiAs('admin');
    await api.patch(`/api/v1/devices/${device._id}`, { data: { name: device.name } });
    await api.dispose();
  }
});
