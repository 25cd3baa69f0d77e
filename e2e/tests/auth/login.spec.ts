import { expect, test } from '@playwright/test';
import { LoginPage } from '../../pages/LoginPage';
import { PASSWORD, users } from '../../support';

test('a wrong password shows the error toast, which closes after 5 seconds', async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(users.member, 'not-the-password');
  const toast = page.getByText(/^(log ind mislykkedes|sign-in failed)$/i);
  await expect(toast).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
  await expect(toast).toBeHidden();
});

test('signing in with spaces and capitals in the e-mail works and lands on the dashboard', async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto();
  await login.signInAndWait('  Member@Example.COM ', PASSWORD);
});

test('a protected URL while signed out lands on /login and returns there after sign-in', async ({ page }) => {
  await page.goto('/release');
  await expect(page).toHaveURL(/\/login\?from=%2Frelease/);
  await new LoginPage(page).signIn(users.member, PASSWORD);
  await expect(page).toHaveURL(/\/release$/);
  await expect(page.getByText('1.49.3').first()).toBeVisible();
});

test('an unknown URL shows the 404 page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: /^(siden blev ikke fundet|page not found)$/i })).toBeVisible();
});
