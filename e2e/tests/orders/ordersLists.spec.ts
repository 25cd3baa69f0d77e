import { expect, test } from '@playwright/test';
import { OrdersListsPage } from '../../pages/OrdersListsPage';
import { Shell } from '../../pages/Shell';
import { apiAs, storageStateOf } from '../../support';

test.describe('as an admin', () => {
  test.use({ storageState: storageStateOf('admin') });

  test.afterEach(async () => {
    const api = await apiAs('admin');
    await api.patch('/api/v1/users/config', { data: { language: 'da' } });
    await api.dispose();
  });

  test('opens /orders, switches tabs, filters the service orders, creates a centre, adds and deactivates a technician (Danish, then English)', async ({ page }) => {
    const shell = new Shell(page);
    const orders = new OrdersListsPage(page);
    await shell.open('/orders');
    await shell.chooseLanguage('Dansk');
    await expect(page).toHaveURL(/\/orders\/service-orders$/);
    await expect(orders.heading()).toHaveText('Serviceordrer');
    await expect(orders.tabs().getByRole('link')).toHaveText(['Installationsordrer', 'Serviceordrer', 'Teknikere', 'Servicecentre']);
    await expect(orders.tab('Serviceordrer')).toHaveAttribute('aria-current', 'page');

    // Filtering by status goes through the URL, and every row then has that status.
    await expect(orders.count(/^\d+ serviceordrer?$/)).toBeVisible();
    await orders.applyFilter(/^Status: /, 'Status', ['Ny'], /^Anvend filtre$/);
    await expect(page).toHaveURL(/[?&]status=sos_new(&|$)/);
    const admin = await apiAs('admin');
    const newOrders = (await (await admin.get('/api/v1/service-orders?status=sos_new&perPage=10')).json()) as { total: number };
    await expect(orders.count(/^\d+ serviceordrer?$/)).toHaveText(newOrders.total === 1 ? '1 serviceordre' : `${newOrders.total} serviceordrer`);
    if (newOrders.total > 0) {
      const statusCells = orders.rows().locator('td:nth-child(4)');
      await expect(statusCells.first()).toHaveText('Ny');
      expect(new Set(await statusCells.allTextContents())).toEqual(new Set(['Ny']));
    }

    // The technicians tab, then the centres tab and a new centre.
    await orders.tab('Teknikere').click();
    await expect(orders.heading()).toHaveText('Teknikere');
    await expect(page.getByRole('link', { name: 'Lars Pedersen' }).first()).toBeVisible();
    await orders.tab('Servicecentre').click();
    await expect(orders.heading()).toHaveText('Servicecentre');
    await expect(page.getByRole('link', { name: 'Servicecenter Aarhus' })).toBeVisible();
    await page.getByRole('link', { name: 'Nyt servicecenter' }).click();
    const name = `E2E-center ${Date.now()}`;
    await page.getByRole('textbox', { name: /^Navn/ }).fill(name);
    await page.getByRole('textbox', { name: 'Breddegrad' }).fill('56,2');
    await page.getByRole('textbox', { name: 'Længdegrad' }).fill('10,1');
    await page.getByRole('button', { name: 'Opret servicecenter' }).click();
    await expect(orders.heading()).toHaveText(name);
    await expect(page).toHaveURL(/\/orders\/service-centers\/[0-9a-f-]+$/);
    const centreId = /service-centers\/([0-9a-f-]+)$/.exec(page.url())![1]!;
    await expect(page.getByText('Ingen teknikere endnu')).toBeVisible();

    // Add a user as a technician of the new centre (not a demo sign-in: their scope stays as other specs expect it).
    await page.getByRole('button', { name: 'Tilføj teknikere' }).click();
    await orders.pickUser(/^Brugere$/, 'Niels', /Niels Poulsen/);
    await page.getByRole('region', { name: `Tilføj teknikere til ${name}` }).getByRole('button', { name: 'Tilføj', exact: true }).click();
    await expect(page.getByText(`Tilføjet til ${name}`)).toBeVisible();
    const row = orders.technicianRow('Niels Poulsen');
    await expect(row.getByText('Aktiv', { exact: true })).toBeVisible();
    const technicians = async () =>
      ((await (await admin.get(`/api/v1/service-centers/${centreId}/technicians?perPage=10`)).json()) as { data: { name: string; isActive: boolean }[] }).data;
    await expect.poll(async () => (await technicians()).map((t) => [t.name, t.isActive])).toEqual([['Niels Poulsen', true]]);

    // In English: deactivate them, after confirming.
    await shell.chooseLanguage('English');
    await expect(page.getByRole('heading', { name: 'Technicians', level: 2 })).toBeVisible();
    await row.getByRole('button', { name: 'Actions for Niels Poulsen' }).click();
    await page.getByRole('menuitem', { name: 'Deactivate' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Deactivate Niels Poulsen?' });
    await confirm.getByRole('button', { name: 'Deactivate' }).click();
    await expect(page.getByText('Niels Poulsen was deactivated')).toBeVisible();
    await expect(row.getByText('Inactive', { exact: true })).toBeVisible();
    await expect.poll(async () => (await technicians()).map((t) => [t.name, t.isActive])).toEqual([['Niels Poulsen', false]]);

    // The tabs read in English too.
    await page.goto('/orders/technicians');
    await expect(orders.heading()).toHaveText('Technicians');
    await expect(orders.tabs().getByRole('link')).toHaveText(['Installation orders', 'Service orders', 'Technicians', 'Service centres']);
    await admin.dispose();
  });
});

test.describe('as a technician', () => {
  test.use({ storageState: storageStateOf('technician') });

  test('sees only the orders and centres of their own centre', async ({ page }) => {
    const shell = new Shell(page);
    const orders = new OrdersListsPage(page);
    await shell.open('/orders/service-orders');
    await expect(orders.heading()).toHaveText(/^(Serviceordrer|Service orders)$/);
    await expect(orders.tab(/^(Servicecentre|Service centres)$/)).toBeVisible();

    const technician = await apiAs('technician');
    const admin = await apiAs('admin');
    const theirs = (await (await technician.get('/api/v1/service-orders?perPage=100')).json()) as { total: number; data: { service_center: { name: string } | null }[] };
    const all = (await (await admin.get('/api/v1/service-orders?perPage=10')).json()) as { total: number };
    await technician.dispose();
    await admin.dispose();
    // Their centre's orders only: fewer than every order, and each one of Servicecenter Aarhus.
    expect(theirs.total).toBeLessThan(all.total);
    expect(new Set(theirs.data.map((o) => o.service_center?.name))).toEqual(new Set(['Servicecenter Aarhus']));
    await expect(orders.count(/^\d+ (serviceordrer?|service orders?)$/)).toHaveText(new RegExp(`^${theirs.total} `));
    if (theirs.total > 0) {
      const centreCells = orders.rows().locator('td:nth-child(5)');
      await expect(centreCells.first()).toHaveText('Servicecenter Aarhus');
      expect(new Set(await centreCells.allTextContents())).toEqual(new Set(['Servicecenter Aarhus']));
    }

    await orders.tab(/^(Servicecentre|Service centres)$/).click();
    await expect(orders.heading()).toHaveText(/^(Servicecentre|Service centres)$/);
    await expect(page.getByRole('link', { name: 'Servicecenter Aarhus' })).toBeVisible();
    await expect(page.getByText(/^1 (servicecenter|service centre)$/)).toBeVisible();
    await expect(page.getByRole('link', { name: /^(Nyt servicecenter|New service centre)$/ })).toHaveCount(0);
  });
});
