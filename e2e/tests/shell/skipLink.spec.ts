import { expect, test } from '@playwright/test';
import { Shell } from '../../pages/Shell';
import { storageStateOf } from '../../support';

test.use({ storageState: storageStateOf('technician') });

test('the first Tab reaches a skip link, shown on focus, that moves on to the page content', async ({ page }) => {
  test.setTimeout(150_000);
  const shell = new Shell(page);
  await shell.open('/counters');
  const skip = shell.skipLink();
  // Off screen until it has focus.
  await expect(skip).not.toBeInViewport();

  await page.keyboard.press('Tab');
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();

  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  await expect(page).toHaveURL(/\/counters$/);
  // The next Tab goes into the page, past the banner, top bar and sidebar.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('main').locator(':focus')).toHaveCount(1);
});
