import { expect, test } from '@playwright/test';
import { DashboardCard } from '../../pages/DashboardCard';
import { DASHBOARD_TIMEOUT, DashboardPage } from '../../pages/DashboardPage';
import { storageStateOf } from '../../support';

// A member reads their organisation's analytics but may not change its service schedules.
test.use({ storageState: storageStateOf('member') });
// The dashboard loads real data on a shared machine: waits, not sleeps, with room for a busy one.
test.describe.configure({ timeout: 300_000 });

test('a member sees a counter’s schedule but is not offered to set a threshold or reset it', async ({ page }) => {
  const dashboard = new DashboardPage(page);
  await dashboard.goto('?mode=scheduling&period=week');
  const root = dashboard.cards().filter({ hasText: /Persontæller|Person counter/ }).first();
  await expect(root).toBeVisible({ timeout: DASHBOARD_TIMEOUT });
  const card = new DashboardCard(page, root);
  await card.expand();
  await expect(card.fact('Antal siden sidste nulstilling', 'Count since last reset')).toBeVisible({ timeout: DASHBOARD_TIMEOUT });
  await expect(card.setThresholdButton()).toHaveCount(0);
  await expect(card.resetButton()).toHaveCount(0);
});
