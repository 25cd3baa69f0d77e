import { expect, test } from '@playwright/test';
import { DashboardCard } from '../../pages/DashboardCard';
import { DASHBOARD_TIMEOUT, DashboardPage } from '../../pages/DashboardPage';
import { either } from '../../pages/MonitoringPage';
import { apiAs, storageStateOf } from '../../support';

test.use({ storageState: storageStateOf('admin') });
// The dashboard loads real data on a shared machine: waits, not sleeps, with room for a busy one.
test.describe.configure({ timeout: 300_000 });

/** Cards a section shows at first and per Show more (DeviceCardsPage). */
const PAGE = 24;

/** From the demo data through the REST API: the default owner (the first with devices) and how many of its devices are in no group. */
async function defaultOwnerUngrouped() {
  const api = await apiAs('admin');
  try {
    const organizations = (await (await api.get('/api/v1/organizations')).json()) as { data: { _id: string; name: string; devices: number }[] };
    const owner = organizations.data.find((o) => o.devices > 0)!;
    const dashboard = (await (await api.get(`/api/v1/analytics/trends/organizations/${owner._id}`)).json()) as { ungrouped: unknown[] };
    return { owner: owner.name, ungrouped: dashboard.ungrouped.length };
  } finally {
    await api.dispose();
  }
}

test('a section of more devices than a page shows a page of cards, says how many, and loads the rest on Show more', async ({ page }) => {
  const data = await defaultOwnerUngrouped();
  test.skip(data.ungrouped <= PAGE, `the demo's default owner has ${data.ungrouped} devices in no group, one page`);
  const operations: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/graphql') && request.method() === 'POST') operations.push(/query\s+(\w+)/.exec(request.postData() ?? '')?.[1] ?? '?');
  });
  const dashboard = new DashboardPage(page);
  await dashboard.goto();
  await expect(dashboard.organization(data.owner)).toBeVisible({ timeout: DASHBOARD_TIMEOUT });
  const section = page.getByRole('main').getByRole('region', { name: either('Enheder uden gruppe', 'Devices in no group') });
  const cards = dashboard.cards(section);

  await expect(cards).toHaveCount(PAGE);
  await expect(dashboard.shownCount(section)).toHaveText(either(`Viser ${PAGE} af ${data.ungrouped}`, `Showing ${PAGE} of ${data.ungrouped}`));

  operations.length = 0;
  await dashboard.showMoreButton(section).click();
  const shown = Math.min(2 * PAGE, data.ungrouped);
  await expect(cards).toHaveCount(shown);
  // One request for the next page of this section, none per card.
  expect(operations).toEqual(['DashboardUngroupedPaginationQuery']);
  if (shown === data.ungrouped) {
    await expect(dashboard.shownCount(section)).toBeHidden();
    await expect(dashboard.showMoreButton(section)).toBeHidden();
  }

  // A card of the new page works like the first page's: it expands to its data.
  const last = new DashboardCard(page, cards.last());
  await last.expand();
  await expect(dashboard.cardData(last.root)).toBeVisible({ timeout: DASHBOARD_TIMEOUT });
});
