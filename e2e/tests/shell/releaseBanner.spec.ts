import { expect, test } from '@playwright/test';
import { Shell } from '../../pages/Shell';
import { apiAs, storageStateOf } from '../../support';

test.use({ storageState: storageStateOf('technician') });

test('the release banner announces 1.49.3, links to /release, and stays dismissed after a reload', async ({ page }) => {
  const shell = new Shell(page);
  await shell.open('/dashboard');
  const banner = shell.releaseBanner();
  await expect(banner).toContainText('1.49.3');

  await banner.getByRole('link').click();
  await expect(page).toHaveURL(/\/release$/);

  await banner.getByRole('button', { name: /^(luk meddelelsen om den nye version|dismiss the release notice)$/i }).click();
  await expect(banner).toBeHidden();
  await page.reload();
  await expect(shell.pageHeading()).toBeVisible({ timeout: 90_000 });
  await expect(shell.navigation()).toBeVisible();
  await expect(banner).toBeHidden();

  // The read state lives on the server, for this user only.
  const technician = await apiAs('technician');
  expect((await (await technician.get('/api/v1/notify/new-release')).json()).data).toEqual([]);
  await technician.dispose();
  const admin = await apiAs('admin');
  const adminUnread = (await (await admin.get('/api/v1/notify/new-release')).json()).data;
  expect(adminUnread.map((n: { notification: { releaseVersion: string } }) => n.notification.releaseVersion)).toContain('1.49.3');
  await admin.dispose();
});
