import { expect, test } from '@playwright/test';
import { DevicesPage } from '../../pages/DevicesPage';
import { either } from '../../pages/MonitoringPage';
import { NewDevicePage } from '../../pages/NewDevicePage';
import { apiAs, storageStateOf } from '../../support';

test.use({ storageState: storageStateOf('admin') });

type Device = { _id: string; device: string; name: string; owner: { _id: string; name: string }; device_model: { _id: string; title: string } };

/** A device of the seed, read through the API: its network id is taken, its owner and model exist. */
async function seedDevice(): Promise<Device> {
  const api = await apiAs('admin');
  try {
    const res = await api.get('/api/v1/devices', { params: { perPage: '1', sort: 'name' } });
    const { _id } = ((await res.json()) as { data: { _id: string }[] }).data[0]!;
    return (await (await api.get(`/api/v1/devices/${_id}`)).json()) as Device;
  } finally {
    await api.dispose();
  }
}

// The e2e database lives on between runs: every network id carries this run's stamp.
const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

test('create one device through the form and land on its page', async ({ page }) => {
  const seed = await seedDevice();
  const newDevice = new NewDevicePage(page);
  await newDevice.goto();
  const name = `E2E form ${run}`;
  await newDevice.fillDevice({ networkId: `E2E-FORM-${run}`, name, model: seed.device_model.title, owner: seed.owner.name });
  await newDevice.create();
  await expect(page).toHaveURL(/\/devices\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
});

test('import 50 rows with 3 bad ones: the browser and the server each name theirs, 47 are created', async ({ page }) => {
  const seed = await seedDevice();
  const lines = ['name;networkId;owner;deviceModel;lat;lon'];
  for (let i = 1; i <= 50; i++) {
    // Row 6 (file line 7): a network id the browser refuses; row 20: one the seed already uses
    // (the server's answer); row 33: a model that does not exist.
    const networkId = i === 6 ? `bad id ${run}` : i === 20 ? seed.device : `E2E-IMP-${run}-${i}`;
    const model = i === 33 ? `No such model ${run}` : seed.device_model.title;
    lines.push(`E2E import ${run} ${String(i).padStart(2, '0')};${networkId};${seed.owner.name};${model};56,15;10,2`);
  }
  const newDevice = new NewDevicePage(page);
  await newDevice.goto();
  await newDevice.openImport();
  await newDevice.chooseFile({ name: 'devices.csv', mimeType: 'text/csv', buffer: Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8') });

  // The preview: the browser's findings on their cells.
  await expect(newDevice.errorCount()).toHaveText(either('2 rækker har fejl', '2 rows have errors'));
  await newDevice.onlyRowsWithErrors();
  const preview = newDevice.previewTable();
  await expect(newDevice.invalidCell(preview, 7, `bad id ${run}`)).toContainText(/bogstaver|letters/);
  await expect(newDevice.invalidCell(preview, 34, `No such model ${run}`)).toContainText(/findes ikke|does not exist/);

  await newDevice.importRows(48);
  await expect(newDevice.created()).toHaveText('47');
  await expect(newDevice.failed()).toHaveText('3');
  const failing = newDevice.failingTable();
  await expect(newDevice.invalidCell(failing, 21, seed.device)).toContainText(/bruges allerede|already used/);
  await expect(newDevice.row(failing, 7)).toBeVisible();
  await expect(newDevice.row(failing, 34)).toBeVisible();

  // The new devices are in the list's search.
  await page.getByRole('link', { name: either('Vis enhederne', 'Show the devices') }).click();
  const devices = new DevicesPage(page);
  await expect(devices.totalText()).toBeVisible();
  await devices.search().fill(`E2E-IMP-${run}-4`);
  // 4, 40–49 (the seed's id in row 20 and the refused rows are not among them).
  await expect.poll(() => devices.total()).toBe(11);
  await devices.search().fill(`E2E import ${run} 50`);
  await expect.poll(() => devices.total()).toBe(1);
});
