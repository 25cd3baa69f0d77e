import { expect, test } from '@playwright/test';
import { Shell } from '../../pages/Shell';
import { apiAs, storageStateOf } from '../../support';

test.use({ storageState: storageStateOf('member') });

test.afterEach(async () => {
  const api = await apiAs('member');
  await api.patch('/api/v1/users/config', { data: { language: 'da' } });
  await api.dispose();
});

test('switching language re-renders at once, is saved to the user config and survives a reload', async ({ page }) => {
  const shell = new Shell(page);
  // The first load of a visit is the slowest step on a busy machine: Shell.open waits for it.
  await shell.open('/dashboard');
  await expect(shell.navigation().getByRole('link', { name: 'Enheder' })).toBeVisible();

  await shell.chooseLanguage('English');
  await expect(shell.navigation().getByRole('link', { name: 'Devices' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('selected_language'))).toBe('en');
  await expect
    .poll(async () => {
      const api = await apiAs('member');
      const config = await (await api.get('/api/v1/users/config')).json();
      await api.dispose();
      return config.language;
    })
    .toBe('en');

  await page.reload();
  await expect(shell.pageHeading()).toBeVisible({ timeout: 90_000 });
  await expect(shell.navigation().getByRole('link', { name: 'Devices' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await shell.chooseLanguage('Dansk');
  await expect(shell.navigation().getByRole('link', { name: 'Enheder' })).toBeVisible();
});
