import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DashboardCard } from '../../pages/DashboardCard';
import { DASHBOARD_TIMEOUT, DashboardPage } from '../../pages/DashboardPage';
import { either } from '../../pages/MonitoringPage';
import { apiAs, storageStateOf } from '../../support';

test.use({ storageState: storageStateOf('admin') });
// The dashboard loads real data on a shared machine: waits, not sleeps, with room for a busy one.
test.describe.configure({ timeout: 300_000 });

type Schedule = { _id: string; serviceTargetCount: number; notificationEmail: string | null; totalCountSinceLastReset: number; lastResetAt: number };
type ScheduleDevice = { deviceId: string; serviceSchedule: Schedule | null };

/** The device's service schedule through the REST API, to check what the card saved. */
async function scheduleOf(api: APIRequestContext, deviceId: string): Promise<Schedule | null> {
  const { data: organizations } = (await (await api.get('/api/v1/organizations', { params: { perPage: 100 } })).json()) as { data: { _id: string; devices: number }[] };
  for (const organization of organizations.filter((o) => o.devices > 0)) {
    const res = await api.get('/api/v1/analytics/service-schedules', { params: { orgId: organization._id, deviceId } });
    if (!res.ok()) continue;
    const { data } = (await res.json()) as { data: ScheduleDevice[] };
    const device = data.find((d) => d.deviceId === deviceId);
    if (device) return device.serviceSchedule;
  }
  throw new Error(`device ${deviceId} is no counter device of any organisation`);
}

/** The first people counter of the default organisation, expanded in scheduling mode. */
async function expandedCounter(page: Page): Promise<DashboardCard> {
  const dashboard = new DashboardPage(page);
  await dashboard.goto('?mode=scheduling&period=week');
  const root = dashboard.cards().filter({ hasText: /Persontæller|Person counter/ }).first();
  await expect(root).toBeVisible({ timeout: DASHBOARD_TIMEOUT });
  const card = new DashboardCard(page, root);
  await card.expand();
  await expect(card.setThresholdButton()).toBeVisible({ timeout: DASHBOARD_TIMEOUT });
  return card;
}

test('an expanded card draws its chart and shows its details', async ({ page }) => {
  const dashboard = new DashboardPage(page);
  await dashboard.goto('?period=week');
  const cards = dashboard.cards();
  await expect(cards.first()).toBeVisible({ timeout: DASHBOARD_TIMEOUT });
  // A device may have sent nothing this week: the first card with a chart will do.
  for (let i = 0; i < Math.min(await cards.count(), 12); i++) {
    const card = new DashboardCard(page, cards.nth(i));
    await card.expand();
    await expect(card.mainLine().first().or(card.noData())).toBeVisible({ timeout: DASHBOARD_TIMEOUT });
    if (await card.noData().isVisible()) {
      await card.collapseButton().click();
      continue;
    }
    await expect(card.mainLine().first()).toHaveAttribute('d', /^M/);
    await expect(card.chart()).toHaveAttribute('aria-label', new RegExp(await card.name()));
    await expect(card.fact('Seneste måling', 'Last reading')).not.toHaveText('');
    await card.moreDetailsButton().click();
    // A choice when the unit offers several aggregations; a counter's one is named.
    await expect(card.root.getByText(either('Sammenlægning', 'Aggregation'))).toBeVisible();
    await card.collapseButton().click();
    await expect(card.chart()).toBeHidden();
    return;
  }
  throw new Error('no card of the default organisation has data this week');
});

test('sets a people counter’s threshold and resets its service', async ({ page }) => {
  const api = await apiAs('admin');
  try {
    const card = await expandedCounter(page);
    const deviceId = await card.deviceId();

    // Apply waits for a target above 0; a wrong address keeps the form open with the server's words.
    await card.setThresholdButton().click();
    await card.targetInput().fill('0');
    await expect(card.applyButton()).toBeDisabled();
    await card.targetInput().fill('4321');
    await card.emailsInput().fill('ikke-en-adresse');
    await card.applyButton().click();
    await expect(page.getByText(either('Tærsklen kunne ikke sættes', 'The threshold could not be set'))).toBeVisible();
    await expect(page.getByText(/"ikke-en-adresse" (er ikke en gyldig e-mailadresse|is not a valid e-mail address)/)).toBeVisible();
    await expect(card.thresholdDialog()).toBeVisible();
    await card.emailsInput().fill('drift@example.dk; service@example.dk');
    await card.applyButton().click();
    await expect(page.getByText(either('Tærskel sat', 'Threshold set'))).toBeVisible();
    await expect(card.thresholdDialog()).toBeHidden();
    await expect(card.fact('Servicemål', 'Service target')).toHaveText(/^4[.,]321$/);
    const saved = await scheduleOf(api, deviceId);
    expect(saved).toMatchObject({ serviceTargetCount: 4321, notificationEmail: 'drift@example.dk; service@example.dk' });

    // Cancel leaves the schedule; confirming starts the count again from now.
    await card.resetButton().click();
    await card.resetDialog().getByRole('button', { name: either('Annullér', 'Cancel') }).click();
    await expect(card.resetDialog()).toBeHidden();
    expect((await scheduleOf(api, deviceId))!.lastResetAt).toBe(saved!.lastResetAt);
    const before = Date.now();
    await card.resetButton().click();
    await card.resetDialog().getByRole('button', { name: either('Nulstil service', 'Reset service') }).click();
    await expect(page.getByText(either('Service nulstillet', 'Service reset'))).toBeVisible();
    await expect(card.resetDialog()).toBeHidden();
    // The card shows the count the reset answered; a live counter may count more before the API is asked.
    const countText = (await card.fact('Antal siden sidste nulstilling', 'Count since last reset').textContent()) ?? '';
    const reset = await scheduleOf(api, deviceId);
    expect(reset!.lastResetAt * 1000).toBeGreaterThanOrEqual(before - 60_000);
    expect(Number(countText.replace(/\D/g, ''))).toBeLessThanOrEqual(reset!.totalCountSinceLastReset);
  } finally {
    await api.dispose();
  }
});
