import { expect, test } from '@playwright/test';
import { either, MonitoringPage } from '../../pages/MonitoringPage';
import { storageStateOf } from '../../support';
import { MonitoringApi, type MonitoringRecord } from './monitoringApi';

test.use({ storageState: storageStateOf('admin') });

let api: MonitoringApi;
test.beforeEach(async () => {
  api = await MonitoringApi.open();
});
test.afterEach(async () => {
  await api.dispose();
});

/** Every record, in network-id order (the API's own order follows the latest error, which moves). */
async function allRecords(): Promise<MonitoringRecord[]> {
  const records: MonitoringRecord[] = [];
  for (let page = 1; ; page++) {
    const result = await api.list({}, 100, page);
    records.push(...result.data);
    if (page >= result.lastPage) break;
  }
  return records.sort((a, b) => a.device.device.localeCompare(b.device.device));
}

test('the error log pop-up opens from the error codes, shows the entries, pages and closes', async ({ page }) => {
  // The first record with more than one page of log entries.
  let record: MonitoringRecord | undefined;
  let total = 0;
  for (const candidate of await allRecords()) {
    if (candidate.errorCodes.reduce((sum, code) => sum + code.count, 0) <= 10) continue;
    total = (await api.logs(candidate._id)).total;
    if (total > 10) {
      record = candidate;
      break;
    }
  }
  expect(record, 'a record with more than 10 log entries').toBeDefined();
  const { device: networkId, name } = record!.device;

  const monitoring = new MonitoringPage(page);
  await monitoring.showOnlyDevice(networkId);
  await monitoring.errorLogButton(name).click();
  const dialog = monitoring.errorLogDialog(name);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(either(`${total} poster`, `${total} entries`))).toBeVisible();
  const rows = dialog.locator('tbody').getByRole('row');
  await expect(rows).toHaveCount(10);
  await expect(rows.first()).toContainText(record!.org.name);
  const firstPage = await rows.allTextContents();

  await monitoring.nextPage(dialog).click();
  const pages = dialog.getByRole('navigation', { name: either('Sider', 'Pages') });
  await expect(pages.getByRole('button', { name: either('Side 2', 'Page 2') })).toHaveAttribute('aria-current', 'page');
  await expect(rows).toHaveCount(Math.min(10, total - 10));
  expect(await rows.allTextContents()).not.toEqual(firstPage);

  await monitoring.closeButton(dialog).click();
  await expect(dialog).toBeHidden();
});

test('the service pop-up shows the device and its service history', async ({ page }) => {
  // The first device (by network id) that has service orders.
  let record: MonitoringRecord | undefined;
  let orders: { _id: string }[] = [];
  for (const candidate of (await allRecords()).filter((r) => r.errorCodes.length > 0)) {
    orders = await api.serviceOrders(candidate.device._id);
    if (orders.length > 0) {
      record = candidate;
      break;
    }
  }
  expect(record, 'a device with service history').toBeDefined();
  const { device: networkId, name } = record!.device;

  const monitoring = new MonitoringPage(page);
  await monitoring.showOnlyDevice(networkId);
  await monitoring.serviceButton(name).click();
  const dialog = monitoring.serviceDialog(name);
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(networkId);
  await expect(dialog).toContainText(record!.org.name);

  await dialog.getByRole('button', { name: either('Vis servicehistorik', 'Show service history') }).click();
  const history = dialog.getByRole('table', { name: either('Servicehistorik', 'Service history') });
  await expect(history).toBeVisible();
  await expect(history.locator('tbody').getByRole('row')).toHaveCount(orders.length);
  await expect(history.getByRole('link', { name: either('Detaljer', 'Details') }).first()).toHaveAttribute('href', /\/orders\/service-orders\/.+\/details$/);

  await monitoring.closeButton(dialog).click();
  await expect(dialog).toBeHidden();
});
