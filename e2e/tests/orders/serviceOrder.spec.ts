import { expect, test } from '@playwright/test';
import { either, MonitoringPage } from '../../pages/MonitoringPage';
import { ServiceOrderPage } from '../../pages/ServiceOrderPage';
import { apiAs, storageStateOf } from '../../support';
import { MonitoringApi } from '../monitoring/monitoringApi';

test.use({ storageState: storageStateOf('admin') });

test('from a monitoring row an admin starts a service order, assigns it, finishes it, and the technician sees it', async ({ page, browser }) => {
  // A device of Aarhus Kommune, which Servicecenter Aarhus (the demo technician's centre) serves.
  const monitoringApi = await MonitoringApi.open();
  const orgId = await monitoringApi.organizationId('Aarhus Kommune');
  const { data } = await monitoringApi.list({ orgIds: orgId }, 100, 1);
  await monitoringApi.dispose();
  // Each run takes another device of the owner, so repeated runs do not pile orders on one.
  const record = data[Math.floor(Date.now() / 1000) % data.length];
  expect(record, 'a monitored device of Aarhus Kommune').toBeDefined();
  const { device: networkId, name, _id: deviceId } = record!.device;

  const monitoring = new MonitoringPage(page);
  await monitoring.showOnlyDevice(networkId);
  await monitoring.serviceButton(name).click();
  await monitoring.serviceDialog(name).getByRole('link', { name: either('Opret serviceordre', 'Create service order') }).click();

  // The new order starts with the device, its owner and its monitoring record as the issue.
  const order = new ServiceOrderPage(page);
  await expect(page).toHaveURL(new RegExp(`/orders/service-orders/new-order\\?device=${deviceId}$`));
  await expect(order.newHeading()).toBeVisible();
  await expect(order.deviceFacts()).toContainText(networkId);
  await expect(order.deviceFacts()).toContainText('Aarhus Kommune');
  await expect(order.issue()).toHaveValue(/^Status: /);
  await expect(order.createButton()).toBeDisabled();

  await order.centre().selectOption({ label: 'Servicecenter Aarhus' });
  await expect(order.technician()).toBeVisible();
  await expect(order.createButton()).toBeDisabled();
  await order.technician().selectOption({ label: 'Lars Pedersen' });
  await expect(order.createButton()).toBeEnabled();
  await order.createButton().click();

  // The details page, with the creation in its history.
  await expect(page).toHaveURL(/\/orders\/service-orders\/[0-9a-f-]+\/details$/);
  const orderId = /service-orders\/([0-9a-f-]+)\/details/.exec(page.url())![1]!;
  await expect(order.detailsHeading()).toBeVisible();
  await expect(order.status()).toHaveText(either('Ny', 'New'));
  await expect(order.history()).toContainText(/Oprettede ordren|Created the order/);

  // Checked through the API: assigned to the technician, due tomorrow's end of day.
  const admin = await apiAs('admin');
  const saved = (await (await admin.get(`/api/v1/service-orders/${orderId}`)).json()) as { technician: { name?: string } | null; status: { slug: string } };
  expect(saved.status.slug).toBe('sos_new');
  expect(saved.technician).not.toBeNull();

  // An attachment through the shared upload path: listed with its download link.
  await expect(order.attachments()).toContainText(/Ingen vedhæftede filer|No attachments/);
  await order.attach([{ name: 'adgang.txt', mimeType: 'text/plain', buffer: Buffer.from('Nøglen hænger i skabet ved døren.\n') }]);
  await expect(order.attachments().getByRole('link', { name: either('Hent adgang.txt', 'Download adgang.txt') })).toBeVisible();

  await order.finish();
  await expect(order.status()).toHaveText(either('Afsluttet', 'Completed'));
  await expect(order.history()).toContainText(/Afsluttede ordren|Finished the order/);
  await expect.poll(async () => ((await (await admin.get(`/api/v1/service-orders/${orderId}`)).json()) as { status: { slug: string } }).status.slug).toBe('sos_completed');
  await admin.dispose();

  // The technician sees the order on their side.
  const technicianContext = await browser.newContext({ storageState: storageStateOf('technician') });
  const technicianPage = await technicianContext.newPage();
  await technicianPage.goto(`/orders/service-orders/${orderId}/details`);
  const theirs = new ServiceOrderPage(technicianPage);
  await expect(theirs.detailsHeading()).toBeVisible();
  await expect(theirs.status()).toHaveText(either('Afsluttet', 'Completed'));
  await expect(technicianPage.getByRole('link', { name })).toBeVisible();
  await technicianContext.close();
});
