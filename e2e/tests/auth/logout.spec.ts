import { expect, test } from '@playwright/test';
import { LoginPage } from '../../pages/LoginPage';
import { Shell } from '../../pages/Shell';
import { PASSWORD, users } from '../../support';

test('logout returns to /login, clears the saved session and revokes the token', async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto();
  await login.signInAndWait(users.technician, PASSWORD);
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('auth') ?? '{}').token as string);
  expect(token).toBeTruthy();

  await new Shell(page).logOut();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('auth') ?? '{}').token ?? null)).toBeNull();

  // The server no longer accepts the old token, and protected pages send us back to sign-in.
  const res = await page.request.get(`${process.env.E2E_API_URL}/api/v1/users/me`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status()).toBe(401);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login/);
});
