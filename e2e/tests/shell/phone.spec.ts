import { expect, test } from '@playwright/test';
import { Shell } from '../../pages/Shell';
import { storageStateOf } from '../../support';

test.use({ storageState: storageStateOf('technician'), viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

test('on a phone the sidebar is a drawer opened from the top bar', async ({ page }) => {
  const shell = new Shell(page);
  await shell.open('/dashboard');
  await expect(shell.navigation()).toBeHidden();
  await page.getByRole('button', { name: /^(åbn navigation|open navigation)$/i }).click();
  await expect(shell.navigation()).toBeVisible();
  await shell.navigation().locator('[data-nav-item="orders"]').click();
  // /orders lands on its service-orders tab.
  await expect(page).toHaveURL(/\/orders\/service-orders$/);
  await expect(shell.navigation()).toBeHidden();
  // Nothing spills sideways on a narrow screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
