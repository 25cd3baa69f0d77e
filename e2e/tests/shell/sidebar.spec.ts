import { expect, test } from '@playwright/test';
import { Shell } from '../../pages/Shell';
import { storageStateOf, type DemoUser } from '../../support';

// Spec part 1 §6: what each demo user may see, in rank order.
const expected: Record<DemoUser, string[]> = {
  admin: ['dashboard', 'users', 'roles', 'organizations', 'devices', 'counters', 'map', 'monitoring', 'orders'],
  member: ['dashboard', 'organizations', 'devices', 'counters', 'map'],
  technician: ['dashboard', 'organizations', 'devices', 'counters', 'map', 'orders'],
};

for (const user of Object.keys(expected) as DemoUser[]) {
  test.describe(`as ${user}`, () => {
    test.use({ storageState: storageStateOf(user) });

    test('the sidebar shows exactly the items the server allows', async ({ page }) => {
      const shell = new Shell(page);
      await shell.open('/dashboard');
      expect(await shell.navItemKeys()).toEqual(expected[user]);
    });
  });
}
