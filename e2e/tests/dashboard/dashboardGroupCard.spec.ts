import { expect, test } from '@playwright/test';
import { DashboardCard } from '../../pages/DashboardCard';
import { DASHBOARD_TIMEOUT, DashboardPage } from '../../pages/DashboardPage';
import { either } from '../../pages/MonitoringPage';
import { storageStateOf } from '../../support';

test.use({ storageState: storageStateOf('admin') });
// The dashboard loads real data on a shared machine: waits, not sleeps, with room for a busy one.
test.describe.configure({ timeout: 300_000 });

/** The group trend cards at the top of the groups' sections ("Gruppens udvikling: <group>"). */
const groupCardName = /^(Gruppens udvikling|Group trend): /;

test('a group card expands to the group’s combined chart and collapses again', async ({ page }) => {
  const dashboard = new DashboardPage(page);
  await dashboard.goto('?period=month');
  const groupCards = page.getByRole('main').getByRole('region', { name: groupCardName });
  await expect(groupCards.first()).toBeVisible({ timeout: DASHBOARD_TIMEOUT });

  // A group whose devices sent nothing this month shows the "no data" note: the first with a chart will do.
  for (let i = 0; i < Math.min(await groupCards.count(), 8); i++) {
    const card = new DashboardCard(page, groupCards.nth(i));
    await expect(card.chart()).toHaveCount(0);
    await card.expand();
    await expect(card.mainLine().first().or(card.noData())).toBeVisible({ timeout: DASHBOARD_TIMEOUT });
    if (await card.noData().isVisible()) {
      await card.collapseButton().click();
      continue;
    }
    const groupName = (await card.root.getAttribute('aria-label'))!.replace(groupCardName, '');
    await expect(card.mainLine().first()).toHaveAttribute('d', /^M/);
    // "Graf for <group>, <window>": the chart is the group's.
    expect(await card.chart().getAttribute('aria-label')).toContain(`${groupName}, `);
    await expect(card.fact('Seneste måling', 'Last reading')).not.toHaveText('');
    await expect(card.root.getByRole('button', { name: either('Eksportér', 'Export') })).toBeVisible();
    await expect(card.root.getByRole('combobox', { name: either('Sammenlign med', 'Compare with') })).toHaveValue('none');

    await card.collapseButton().click();
    await expect(card.chart()).toBeHidden();

    // Scheduling mode has no group cards: a group counts no events of its own.
    await dashboard.modeButton('scheduling').click();
    await expect(groupCards).toHaveCount(0);
    return;
  }
  throw new Error('no group of the default organisation has data this month');
});
