import { expect, test, type APIRequestContext } from '@playwright/test';
import { DASHBOARD_TIMEOUT, DashboardPage } from '../../pages/DashboardPage';
import { either } from '../../pages/MonitoringPage';
import { Shell } from '../../pages/Shell';
import { apiAs, storageStateOf } from '../../support';

test.use({ storageState: storageStateOf('admin') });
// The dashboard loads real data on a shared machine: waits, not sleeps, with room for a busy one.
test.describe.configure({ timeout: 300_000 });

type Organization = { _id: string; name: string; devices: number };
type RestDevice = { _id: string; name: string; deviceTypeCategory: { _id: string; slug: string } };
type Dashboard = { data: { _id: string; name: string; devices: RestDevice[] }[]; ungrouped: RestDevice[] };

async function json<T>(api: APIRequestContext, path: string, language = 'da'): Promise<T> {
  const res = await api.get(path, { headers: { 'accept-language': language } });
  expect(res.ok(), `GET ${path}: ${res.status()}`).toBe(true);
  return (await res.json()) as T;
}

/**
 * From the demo data through the REST API: the default owner (the first organisation with devices,
 * as the admin has no memberships) and another owner with groups whose devices are of several
 * kinds, one of those kinds, and its devices by name.
 */
async function scenario() {
  const api = await apiAs('admin');
  try {
    const { data: organizations } = await json<{ data: Organization[] }>(api, '/api/v1/organizations');
    const withDevices = organizations.filter((o) => o.devices > 0);
    const names = async (language: string) =>
      new Map((await json<{ data: { _id: string; name: string }[] }>(api, '/api/v1/devicetype-categories', language)).data.map((c) => [c._id, c.name]));
    const [da, en] = [await names('da'), await names('en')];
    for (const owner of withDevices.slice(1)) {
      const dashboard = await json<Dashboard>(api, `/api/v1/analytics/trends/organizations/${owner._id}`);
      const grouped = dashboard.data.flatMap((g) => g.devices);
      const all = [...grouped, ...dashboard.ungrouped];
      // A kind some grouped devices have but not every device: the filter visibly narrows.
      const kind = grouped.map((d) => d.deviceTypeCategory._id).find((id) => all.some((d) => d.deviceTypeCategory._id !== id));
      if (dashboard.data.length === 0 || !kind) continue;
      const matching = all.filter((d) => d.deviceTypeCategory._id === kind);
      const group = dashboard.data.find((g) => g.devices.some((d) => d.deviceTypeCategory._id === kind))!;
      return {
        defaultOwner: withDevices[0]!,
        owner,
        total: all.length,
        type: { da: da.get(kind)!, en: en.get(kind)! },
        matching: matching.map((d) => d.name),
        group: { name: group.name, devices: group.devices.filter((d) => d.deviceTypeCategory._id === kind).map((d) => d.name) },
      };
    }
    throw new Error('the demo data has no organisation with groups and devices of several kinds');
  } finally {
    await api.dispose();
  }
}

test.afterEach(async () => {
  const api = await apiAs('admin');
  await api.patch('/api/v1/users/config', { data: { language: 'da' } });
  await api.dispose();
});

test('filter by owner and type, pick devices and periods, expand a group with one request', async ({ page }) => {
  test.setTimeout(300_000);
  const data = await scenario();
  const dashboard = new DashboardPage(page);
  // Every GraphQL operation the page sends, by name.
  const operations: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/graphql') && request.method() === 'POST') {
      operations.push(/(?:query|mutation)\s+(\w+)/.exec(request.postData() ?? '')?.[1] ?? '?');
    }
  });

  await test.step('a first visit shows the default owner and the week', async () => {
    await dashboard.goto();
    await expect(dashboard.filterButton('owners')).toHaveAccessibleName(either(`Ejere: ${data.defaultOwner.name}`, `Owners: ${data.defaultOwner.name}`));
    await expect(dashboard.periodSelect()).toHaveValue('week');
    await expect(dashboard.modeButton('analytics')).toHaveAttribute('aria-pressed', 'true');
    await expect(dashboard.organization(data.defaultOwner.name)).toBeVisible();
  });

  await test.step('apply with nothing selected warns and changes nothing', async () => {
    const before = page.url();
    await dashboard.toggleFilterOption('owners', data.defaultOwner.name, false);
    await dashboard.applyExpectingToast(either('Ingen filtre valgt', 'No filters selected'));
    expect(page.url()).toBe(before);
  });

  await test.step('owner and type narrow the device list and the cards', async () => {
    await dashboard.toggleFilterOption('owners', data.owner.name, true);
    await dashboard.applyExpectingToast(either('Filteret er anvendt', 'Filter applied'));
    await expect(dashboard.devicePicker()).toHaveAttribute('placeholder', dashboard.allMatchingPlaceholder(data.total));

    await dashboard.toggleFilterOption('types', either(data.type.da, data.type.en), true);
    await dashboard.applyButton().click();
    await expect(dashboard.organization(data.owner.name)).toBeVisible();
    await expect(dashboard.devicePicker()).toHaveAttribute('placeholder', dashboard.allMatchingPlaceholder(data.matching.length));
    // The picker searches the server within the owner and the type (its first page: 20).
    expect(new Set(await dashboard.deviceOptionNames())).toEqual(new Set(data.matching.slice(0, 20)));
    await expect(dashboard.cards()).toHaveCount(data.matching.length);
    const url = new URL(page.url()).searchParams;
    expect(url.getAll('owner')).toHaveLength(1);
    expect(url.getAll('type')).toHaveLength(1);
  });

  await test.step('choosing a device shows its card alone, and Show all devices the others again', async () => {
    test.skip(data.matching.length < 2, 'one matching device');
    const [first] = data.matching;
    await dashboard.pickDevice(first!);
    await expect(dashboard.cards()).toHaveCount(1);
    await expect(dashboard.page.getByRole('article', { name: first, exact: true })).toBeVisible();
    expect(new URL(page.url()).searchParams.getAll('device')).toHaveLength(1);
    await dashboard.showAllDevicesButton().click();
    await expect(dashboard.cards()).toHaveCount(data.matching.length);
    await expect(dashboard.deviceChips()).toBeHidden();
    expect(new URL(page.url()).searchParams.has('device')).toBe(false);
  });

  await test.step('expand all in a group fetches the group in one request', async () => {
    const group = dashboard.group(data.group.name);
    operations.length = 0;
    await dashboard.expandAllButton(data.group.name).click();
    await expect(dashboard.collapseAllButton(data.group.name)).toBeVisible();
    const cards = dashboard.cards(group);
    await expect(cards).toHaveCount(data.group.devices.length);
    for (let i = 0; i < data.group.devices.length; i++) await expect(dashboard.cardData(cards.nth(i))).toBeVisible({ timeout: DASHBOARD_TIMEOUT });
    // The page loads several cards together; a group of one card asks for that card alone.
    const loads = operations.filter((name) => name === 'DashboardPageCardsQuery' || name === 'DeviceCardRefetchQuery');
    expect(loads).toEqual([data.group.devices.length > 1 ? 'DashboardPageCardsQuery' : 'DeviceCardRefetchQuery']);
  });

  await test.step('refresh reloads the open cards in one request', async () => {
    operations.length = 0;
    await dashboard.refreshButton().click();
    await expect.poll(() => operations.filter((name) => name === 'DashboardPageCardsQuery').length).toBe(1);
    await expect(dashboard.refreshButton()).not.toHaveAttribute('data-loading');
    expect(operations.filter((name) => name === 'DeviceCardRefetchQuery')).toHaveLength(0);
  });

  await test.step('periods: presets and a custom range up to tomorrow', async () => {
    operations.length = 0;
    await dashboard.periodSelect().selectOption('day');
    await expect.poll(() => new URL(page.url()).searchParams.get('period')).toBe('day');
    // Expanded cards stay expanded and load the new window, all in one request.
    const cards = dashboard.cards(dashboard.group(data.group.name));
    for (let i = 0; i < data.group.devices.length; i++) await expect(dashboard.cardData(cards.nth(i))).toBeVisible({ timeout: DASHBOARD_TIMEOUT });
    expect(operations.filter((name) => name === 'DashboardPageCardsQuery')).toHaveLength(1);
    expect(operations.filter((name) => name === 'DeviceCardRefetchQuery')).toHaveLength(0);

    await dashboard.periodSelect().selectOption('custom');
    // Tomorrow in the user's UTC offset is the latest day the range allows. The fields also take
    // an ISO day (as pasted); they show it the language's way.
    const api = await apiAs('admin');
    const { utcOffset } = await json<{ utcOffset: number }>(api, '/api/v1/users/config');
    await api.dispose();
    const max = new Date(Date.now() + utcOffset * 3_600_000 + 86_400_000).toISOString().slice(0, 10);
    const from = new Date(Date.parse(max) - 10 * 86_400_000).toISOString().slice(0, 10);
    const shown = (day: string) => day.split('-').reverse().join('.');
    // Other specs switch the shared admin's language, which re-renders the page and can drop a
    // half-entered range: enter it again until it is applied.
    await expect(async () => {
      if ((await dashboard.periodSelect().inputValue()) !== 'custom') await dashboard.periodSelect().selectOption('custom');
      await dashboard.customFrom().fill(from, { timeout: 2_000 });
      await dashboard.customTo().fill(max, { timeout: 2_000 });
      expect(new URL(page.url()).searchParams.get('period')).toBe('custom');
    }).toPass({ timeout: 30_000 });
    expect(new URL(page.url()).searchParams.get('from')).toBe(from);
    expect(new URL(page.url()).searchParams.get('to')).toBe(max);
    await expect(dashboard.cardData(cards.first())).toBeVisible({ timeout: DASHBOARD_TIMEOUT });

    // A reload keeps the filter, the devices and the period.
    await page.reload();
    await expect(dashboard.periodSelect()).toHaveValue('custom');
    await expect(dashboard.customFrom()).toHaveValue(either(shown(from), shown(from).replaceAll('.', '/')));
    await expect(dashboard.filterButton('owners')).toHaveAccessibleName(either(`Ejere: ${data.owner.name}`, `Owners: ${data.owner.name}`));
    await expect(dashboard.cards()).toHaveCount(data.matching.length);
  });

  await test.step('clear returns to the default owner', async () => {
    await dashboard.clearButton().click();
    await expect(dashboard.filterButton('owners')).toHaveAccessibleName(either(`Ejere: ${data.defaultOwner.name}`, `Owners: ${data.defaultOwner.name}`));
    await expect(dashboard.filterButton('types')).toHaveAccessibleName(either('Enhedstyper: Alle', 'Device types: All'));
    expect(new URL(page.url()).searchParams.has('type')).toBe(false);
  });
});

test('the dashboard reads in Danish and in English', async ({ page }) => {
  const dashboard = new DashboardPage(page);
  const shell = new Shell(page);
  await dashboard.goto();
  await shell.chooseLanguage('Dansk');
  await expect(dashboard.modeButton('analytics')).toHaveText('Dataanalyse');
  await expect(dashboard.modeButton('scheduling')).toHaveText('Serviceplanlægning');
  await expect(page.getByText('Tendenser og serviceplaner for jeres organisationers enheder.')).toBeVisible();
  await expect(dashboard.periodSelect().locator('option:checked')).toHaveText('Seneste uge');
  await expect(dashboard.applyButton()).toHaveText('Anvend');

  await shell.chooseLanguage('English');
  await expect(dashboard.modeButton('analytics')).toHaveText('Analytics');
  await expect(dashboard.modeButton('scheduling')).toHaveText('Scheduling');
  await expect(page.getByText("Trends and service schedules of your organisations' devices.")).toBeVisible();
  await expect(dashboard.periodSelect().locator('option:checked')).toHaveText('Latest week');
  await expect(dashboard.applyButton()).toHaveText('Apply');
  await expect(dashboard.devicePicker()).toHaveAttribute('placeholder', /^All \d+ matching devices$/);
  await dashboard.modeButton('scheduling').click();
  await expect(dashboard.modeButton('scheduling')).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => new URL(page.url()).searchParams.get('mode')).toBe('scheduling');
});
