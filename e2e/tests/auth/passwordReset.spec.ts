import fs from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { LoginPage } from '../../pages/LoginPage';

// A seeded user that no other test signs in as, so changing the password disturbs nothing.
const email = 'sofie.jensen@example.com';

/** The reset link in the newest e-mail to `to` that the API wrote under <DATA_DIR>/mail (no SMTP), if any yet. */
async function findResetLink(to: string): Promise<string | undefined> {
  const dir = path.join(process.env.E2E_DATA_DIR!, 'mail');
  const files = (await fs.readdir(dir).catch(() => [])).filter((f) => f.endsWith('.eml')).sort().reverse();
  for (const file of files) {
    const raw = (await fs.readFile(path.join(dir, file), 'utf8')).replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    if (!new RegExp(`^To: ${to}`, 'm').test(raw)) continue;
    const link = raw.match(/https?:\/\/[^\s"<>]+\/password\/new\?token=[\w%-]+/);
    if (link) return link[0];
  }
  return undefined;
}

/** Waits for the API to write the reset e-mail (it sends after answering) and returns its link. */
async function resetLinkFor(to: string): Promise<string> {
  let link: string | undefined;
  await expect.poll(async () => (link = await findResetLink(to)), { message: `a reset e-mail to ${to}` }).toBeDefined();
  return link!;
}

test.use({ locale: 'en-GB' });
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('selected_language', 'en'));
});

test('a password reset e-mails a one-time link that sets a new password', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/password\/reset$/);
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('Check your e-mail')).toBeVisible();

  const link = await resetLinkFor(email);
  await page.goto(link.replace(/^https?:\/\/[^/]+/, ''));
  await page.getByLabel('New password', { exact: true }).fill('short');
  await page.getByLabel('Repeat the new password').fill('short');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText(/at least 8 characters/).first()).toBeVisible();

  await page.getByLabel('New password', { exact: true }).fill('Fresh-passw0rd');
  await page.getByLabel('Repeat the new password').fill('Fresh-passw0rd');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText('Your password has been changed')).toBeVisible();

  // The link is single-use.
  await page.goto(link.replace(/^https?:\/\/[^/]+/, ''));
  await page.getByLabel('New password', { exact: true }).fill('Another-passw0rd');
  await page.getByLabel('Repeat the new password').fill('Another-passw0rd');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText('This link is invalid or has expired')).toBeVisible();

  const login = new LoginPage(page);
  await login.goto();
  await login.signInAndWait(email, 'Fresh-passw0rd');
});
