import { test as setup } from '@playwright/test';
import { LoginPage } from '../pages/LoginPage';
import { PASSWORD, storageStateOf, users, type DemoUser } from '../support';

// Sign in once per demo user through the real login page and keep the browser state for the tests.
for (const user of Object.keys(users) as DemoUser[]) {
  setup(`sign in as ${user}`, async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.signInAndWait(users[user], PASSWORD);
    await page.context().storageState({ path: storageStateOf(user) });
  });
}
