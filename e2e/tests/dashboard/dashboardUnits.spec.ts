import { expect, test, type Locator, type Page } from '@playwright/test';
import { DashboardCard } from '../../pages/DashboardCard';
import { DASHBOARD_TIMEOUT, DashboardPage } from '../../pages/DashboardPage';
import { Shell } from '../../pages/Shell';
import { apiAs, storageStateOf } from '../../support';

// The member's own language is switched here (no other spec depends on it): the words are exact.
test.use({ storageState: storageStateOf('member') });
// The dashboard loads real data on a shared machine: waits, not sleeps, with room for a busy one.
test.describe.configure({ timeout: 300_000 });

test.afterEach(async () => {
  const api = await apiAs('member');
  await api.patch('/api/v1/users/config', { data: { language: 'da' } });
  await api.dispose();
});

type Summary = { total: number | null; average: number | null; minimum: number | null; maximum: number | null };
type RestTrend = { unit: string; measure: string; aggregation: string; aggregations: string[]; summary: Summary; series: { points: { v: number | null }[] }[] };

/** The device's trend of the week, as the member reads it through the REST API. */
async function trendOf(deviceId: string): Promise<RestTrend> {
  const api = await apiAs('member');
  try {
    const { data: organizations } = (await (await api.get('/api/v1/organizations')).json()) as { data: { _id: string }[] };
    const res = await api.get('/api/v1/analytics/trends', { params: { orgId: organizations[0]!._id, deviceId, period: 'week' } });
    expect(res.ok(), await res.text()).toBe(true);
    return ((await res.json()) as { data: RestTrend }).data;
  } finally {
    await api.dispose();
  }
}

/** The first card of this kind that has data this week, expanded. */
async function expandedCardOf(page: Page, kind: RegExp): Promise<DashboardCard> {
  const dashboard = new DashboardPage(page);
  const roots = dashboard.cards().filter({ hasText: kind });
  await expect(roots.first()).toBeVisible({ timeout: DASHBOARD_TIMEOUT });
  for (let i = 0; i < Math.min(await roots.count(), 6); i++) {
    const card = new DashboardCard(page, roots.nth(i));
    await card.expand();
    await expect(card.mainLine().first().or(card.noData())).toBeVisible({ timeout: DASHBOARD_TIMEOUT });
    if (await card.mainLine().first().isVisible()) return card;
    await card.collapseButton().click();
  }
  throw new Error(`no ${kind} card of the member's organisation has data this week`);
}

/** A number as a card writes it in Danish ("1.234,5 °C") or English ("1,234.5 °C"). */
const numberIn = (text: string, language: 'da' | 'en') =>
  Number((language === 'da' ? text.replace(/\./g, '').replace(',', '.') : text.replace(/,/g, '')).replace(/[^\d.-]/g, ''));

/** The value a card's summary gives under this label (a term of its list, not an option of a select). */
const value = (card: DashboardCard, label: string): Locator =>
  card.root.locator('dt').getByText(label, { exact: true }).locator('xpath=ancestor-or-self::dt[1]/following-sibling::dd[1]');

test('a temperature card shows its average, minimum and maximum and no total, in Danish and English', async ({ page }) => {
  const dashboard = new DashboardPage(page);
  const shell = new Shell(page);
  await dashboard.goto('?period=week');
  await shell.chooseLanguage('Dansk');
  await expect(dashboard.modeButton('analytics')).toHaveText('Dataanalyse');
  const card = await expandedCardOf(page, /Vejrstation/);
  const trend = await trendOf(await card.deviceId());
  expect(trend).toMatchObject({ unit: 'temperature', measure: 'level', aggregation: 'average', aggregations: ['average', 'minimum', 'maximum'] });
  expect(trend.summary.total).toBeNull();

  for (const [label, key] of [['Gennemsnit', 'average'], ['Minimum', 'minimum'], ['Maksimum', 'maximum']] as const) {
    await expect(value(card, label)).toHaveText(/ °C$/);
    expect(numberIn((await value(card, label).textContent())!, 'da')).toBeCloseTo(trend.summary[key]!, 2);
  }
  await expect(card.root.getByText('Total', { exact: true })).toHaveCount(0);
  await card.moreDetailsButton().click();
  const aggregation = card.root.getByRole('combobox', { name: 'Sammenlægning' });
  await expect(aggregation.locator('option')).toHaveText(['Gennemsnit', 'Minimum', 'Maksimum']);
  await expect(card.root.getByRole('combobox', { name: 'Enhed' })).toHaveValue('temperature');
  await expect(card.root.getByRole('combobox', { name: 'Enhed' }).locator('option:checked')).toHaveText('Temperatur (°C)');

  await shell.chooseLanguage('English');
  await expect(value(card, 'Average')).toHaveText(/ °C$/);
  await expect(value(card, 'Maximum')).toHaveText(/ °C$/);
  await expect(card.root.getByText('Total', { exact: true })).toHaveCount(0);
  await expect(card.root.getByRole('combobox', { name: 'Aggregation' }).locator('option')).toHaveText(['Average', 'Minimum', 'Maximum']);
});

test('a camera card draws the images it took per day, with their total', async ({ page }) => {
  const dashboard = new DashboardPage(page);
  await dashboard.goto('?period=week');
  await new Shell(page).chooseLanguage('English');
  await expect(dashboard.modeButton('analytics')).toHaveText('Analytics');
  const card = await expandedCardOf(page, /Kamera|Camera/);
  const trend = await trendOf(await card.deviceId());
  expect(trend).toMatchObject({ unit: 'image_count', measure: 'counter', aggregation: 'total', aggregations: ['total'] });
  const counted = trend.series[0]!.points.reduce((sum, p) => sum + (p.v ?? 0), 0);
  expect(counted).toBeGreaterThan(0);
  expect(trend.summary.total).toBeCloseTo(counted, 6);

  await expect(card.mainLine().first()).toHaveAttribute('d', /^M/);
  await expect(card.chart()).toHaveAttribute('aria-label', new RegExp(`^Chart of ${await card.name()}`));
  // Images are counted: no unit word after the number, and no average of a running count.
  await expect(value(card, 'Total')).toHaveText(/^[\d,]+$/);
  expect(numberIn((await value(card, 'Total').textContent())!, 'en')).toBe(Math.round(counted));
  await expect(card.root.getByText('Average', { exact: true })).toHaveCount(0);
  await card.moreDetailsButton().click();
  await expect(card.root.getByRole('combobox', { name: 'Unit' })).toHaveValue('image_count');
  await expect(card.root.getByRole('combobox', { name: 'Aggregation' })).toHaveCount(0);
  await expect(value(card, 'Aggregation')).toHaveText('Total');
});
