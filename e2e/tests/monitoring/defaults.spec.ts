import { expect, test } from '@playwright/test';
import { either, lookupNames, MonitoringPage } from '../../pages/MonitoringPage';
import { storageStateOf } from '../../support';
import { MonitoringApi } from './monitoringApi';

test.use({ storageState: storageStateOf('admin') });

let api: MonitoringApi;
test.beforeEach(async () => {
  api = await MonitoringApi.open();
});
test.afterEach(async () => {
  await api.dispose();
});

test('a first visit applies the default filter and lists what the API lists for it', async ({ page }) => {
  const monitoring = new MonitoringPage(page);
  await monitoring.goto();

  // Spec part 1 §2: packages premium, automatic replacement and self service; heartbeat; active.
  const params = new URL(page.url()).searchParams;
  expect(params.getAll('package')).toHaveLength(3);
  expect(params.getAll('error')).toHaveLength(1);
  expect(params.getAll('status')).toHaveLength(1);
  expect(params.has('owner')).toBe(false);
  await expect(monitoring.filterButton('packages')).toHaveAccessibleName(either('Serviceniveau: 3 valgt', 'Service level: 3 selected'));
  await expect(monitoring.filterButton('errors')).toHaveAccessibleName(either('Fejlkode: Manglende livstegn', 'Error code: Heartbeat missing'));
  await expect(monitoring.filterButton('statuses')).toHaveAccessibleName(either('Status: Aktiv', 'Status: Active'));
  await expect(monitoring.filterButton('owners')).toHaveAccessibleName(either('Ejere: Alle', 'Owners: All'));

  await monitoring.openFilter('packages');
  const packages = monitoring.filterOptions('packages');
  for (const slug of ['premium', 'automatic_replacement', 'self_service'] as const) {
    await expect(packages.getByRole('checkbox', { name: either(lookupNames.package[slug][0], lookupNames.package[slug][1]) })).toBeChecked();
  }
  await expect(packages.getByRole('checkbox', { name: either(lookupNames.package.basic[0], lookupNames.package.basic[1]) })).not.toBeChecked();
  await monitoring.closeFilter('packages');

  // The same filter through the REST API gives the same total and the same first page, in order.
  const expected = await api.list(await api.defaultQuery());
  expect(expected.total).toBeGreaterThan(0);
  await expect.poll(() => monitoring.total()).toBe(expected.total);
  const firstPage = expected.data.slice(0, 10);
  expect(await monitoring.columnTexts(either('Netværks-id', 'Network id'))).toEqual(firstPage.map((r) => r.device.device));

  // One row in detail.
  const [record] = firstPage;
  const row = monitoring.row(record!.device.device);
  await expect(row).toContainText(record!.device.name);
  expect(await monitoring.statusText(record!.device.name)).toMatch(either(lookupNames.statusCode.active[0], lookupNames.statusCode.active[1]));
  const errors = monitoring.errorLogButton(record!.device.name);
  for (const code of record!.errorCodes) await expect(errors).toContainText(`· ${code.count}`);
  await expect(errors).toContainText(/Manglende livstegn|Heartbeat missing/);
});

test('choosing one owner narrows the table to that owner', async ({ page }) => {
  const monitoring = new MonitoringPage(page);
  const defaults = await api.defaultQuery();
  const all = await api.list(defaults);
  // The alphabetically first owner among the defaults' records that holds fewer than all of them.
  const owners = [...new Set(all.data.map((r) => r.org.name))].sort();
  const owner = owners.find((name) => all.data.filter((r) => r.org.name === name).length < all.total);
  test.skip(!owner, 'the demo data has a single owner under the default filter');
  const expected = await api.list({ ...defaults, orgIds: await api.organizationId(owner!) });

  await monitoring.goto();
  await expect.poll(() => monitoring.total()).toBe(all.total);
  await monitoring.chooseFilterOption('owners', owner!);
  await monitoring.applyFilters();
  expect(new URL(page.url()).searchParams.getAll('owner')).toHaveLength(1);
  // The other defaults stay.
  expect(new URL(page.url()).searchParams.getAll('package')).toHaveLength(3);
  await expect(monitoring.filterButton('owners')).toHaveAccessibleName(either(`Ejere: ${owner}`, `Owners: ${owner}`));

  await expect.poll(() => monitoring.total()).toBe(expected.total);
  expect(expected.total).toBeLessThan(all.total);
  await monitoring.waitUntilSettled();
  await monitoring.showColumn(either('Ejer', 'Owner'));
  const shown = await monitoring.columnTexts(either('Ejer', 'Owner'));
  expect(shown).toHaveLength(Math.min(10, expected.total));
  expect(new Set(shown)).toEqual(new Set([owner]));
});
