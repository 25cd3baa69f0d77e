import { expect, test } from '@playwright/test';
import { MonitoringPage } from '../../pages/MonitoringPage';
import { Shell } from '../../pages/Shell';
import { apiAs, storageStateOf } from '../../support';

test.use({ storageState: storageStateOf('admin') });

test.afterEach(async () => {
  const api = await apiAs('admin');
  await api.patch('/api/v1/users/config', { data: { language: 'da' } });
  await api.dispose();
});

// The columns shown by default (firmware and owner start hidden), in the spec's order.
const headers = {
  da: ['Netværks-id', 'Navn', 'Sidst set', 'Type og model', 'Pakke', 'Signal', 'Status', 'Fejlkoder', 'Seneste fejl', 'Noter', 'Service'],
  en: ['Network id', 'Name', 'Last seen', 'Type and model', 'Package', 'Signal', 'Status', 'Error codes', 'Last error', 'Notes', 'Service'],
};

test('the monitoring page reads in Danish and in English', async ({ page }) => {
  const monitoring = new MonitoringPage(page);
  const shell = new Shell(page);
  await monitoring.goto();
  await shell.chooseLanguage('Dansk');

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Overvågning');
  await expect(page.getByText('Overvågede enheder med fejl og status, opdateret live.')).toBeVisible();
  await expect(monitoring.totalText()).toHaveText(/^\d+ overvågede enheder$/);
  await expect.poll(() => monitoring.columnHeaders()).toEqual(headers.da);
  await expect(monitoring.filterButton('packages')).toHaveAccessibleName('Serviceniveau: 3 valgt');
  await expect(monitoring.filterButton('statuses')).toHaveAccessibleName('Status: Aktiv');
  await expect(page.getByRole('button', { name: 'Vis kort' })).toBeVisible();
  await expect(page).toHaveTitle(/^Overvågning/);

  await shell.chooseLanguage('English');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Monitoring');
  await expect(page.getByText('Monitored devices, their errors and status, updated live.')).toBeVisible();
  await expect(monitoring.totalText()).toHaveText(/^\d+ monitored devices$/);
  await expect.poll(() => monitoring.columnHeaders()).toEqual(headers.en);
  await expect(monitoring.filterButton('packages')).toHaveAccessibleName('Service level: 3 selected');
  await expect(monitoring.filterButton('statuses')).toHaveAccessibleName('Status: Active');
  await expect(page.getByRole('button', { name: 'Show map' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page).toHaveTitle(/^Monitoring/);

  // The choice is the user's: it survives a reload.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Monitoring');
});
