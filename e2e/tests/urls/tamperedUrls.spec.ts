import { expect, test, type Page } from '@playwright/test';
import { DashboardPage } from '../../pages/DashboardPage';
import { either, MonitoringPage } from '../../pages/MonitoringPage';
import { storageStateOf } from '../../support';

test.use({ storageState: storageStateOf('admin') });

/** The toasts: the one that names what was left out of a link says "Part of the link was not valid" and lists it. */
function toasts(page: Page) {
  return page.getByRole('region', { name: /^Notifications/ });
}

async function expectDropped(page: Page, ...parts: string[]) {
  await expect(toasts(page)).toContainText(/En del af linket var ugyldig|Part of the link was not valid/);
  for (const part of parts) await expect(toasts(page)).toContainText(part);
}

const search = (page: Page) => new URL(page.url()).searchParams;

test('a monitoring link with values that do not parse still opens the list, without them, and says so', async ({ page }) => {
  const monitoring = new MonitoringPage(page);
  // An id of nothing, an unknown parameter, a day that does not exist and a cursor of old.
  await page.goto('/monitoring?package=garbage&after=garbage&errorFrom=2026-02-31&status=');
  await expect(monitoring.totalText()).toBeVisible();
  await expectDropped(page, 'package=garbage', 'after=garbage', 'errorFrom=2026-02-31');
  // Left out (what remains names no filter, so the defaults apply, as on a first visit).
  await expect.poll(() => search(page).getAll('package')).not.toContain('garbage');
  expect(search(page).has('after')).toBe(false);
  expect(search(page).has('errorFrom')).toBe(false);
  // What remains is a working list: the table and its filter read the URL's (default) state.
  await expect(monitoring.rows().first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(either('Overvågning', 'Monitoring'));
});

test('a reversed or future day range in a monitoring link is left out with a toast, never applied', async ({ page }) => {
  const monitoring = new MonitoringPage(page);
  await page.goto('/monitoring?all=1&seenFrom=2026-11-10&seenTo=2026-11-01&errorTo=2999-01-01');
  await expect(monitoring.totalText()).toBeVisible();
  await expectDropped(page, 'seenTo=2026-11-01', 'errorTo=2999-01-01');
  expect(search(page).has('seenTo')).toBe(false);
  expect(search(page).has('errorTo')).toBe(false);
});

test('a bookmarked page past the end opens the last page and says so', async ({ page }) => {
  const monitoring = new MonitoringPage(page);
  await page.goto('/monitoring?all=1&size=10&page=999');
  await expect(toasts(page)).toContainText(/Side 999 findes ikke|Page 999 does not exist/);
  await expect.poll(() => Number(search(page).get('page') ?? 1)).toBeLessThan(999);
  await expect(monitoring.rows().first()).toBeVisible();
  const last = Number(search(page).get('page') ?? 1);
  await expect(monitoring.nextPage()).toBeDisabled();
  // It is the last page: what the total says the list has.
  expect(last).toBe(Math.max(1, Math.ceil((await monitoring.total()) / 10)));
});

test('a dashboard link naming an owner that does not exist opens the dashboard without it', async ({ page }) => {
  const dashboard = new DashboardPage(page);
  await dashboard.goto('?owner=garbage&period=forever');
  await expectDropped(page, 'owner=garbage', 'period=forever');
  expect(search(page).getAll('owner')).not.toContain('garbage');
  expect(search(page).get('period')).not.toBe('forever');
  // "Try again" is never needed: no route error page.
  await expect(page.getByRole('button', { name: either('Prøv igen', 'Try again') })).toHaveCount(0);
});
