import { expect, test, type Response } from '@playwright/test';
import { MonitoringPage } from '../../pages/MonitoringPage';
import { apiAs, storageStateOf } from '../../support';
import { MonitoringApi } from './monitoringApi';

test.use({ storageState: storageStateOf('admin') });
test.describe.configure({ timeout: 60_000 });

/** The body of the page query, the operation the monitoring page loads with. */
async function pageQueryBody(response: Response): Promise<string | null> {
  const request = response.request();
  if (request.method() !== 'POST' || new URL(request.url()).pathname !== '/graphql') return null;
  const query = (request.postDataJSON() as { query?: string } | null)?.query ?? '';
  return /^\s*query\s+MonitoringPageQuery\b/.test(query) ? response.text() : null;
}

/** A monitored device and a part of its name that no other device's name, network id or serial number holds. */
async function deviceWithUniquePart() {
  const monitoring = await MonitoringApi.open();
  const api = await apiAs('admin');
  try {
    const { data } = await monitoring.list({}, 50);
    for (const record of data) {
      // The name without its first letter: a part, not the whole.
      const part = record.device.name.slice(1);
      const res = await api.get('/api/v1/devices', { params: { search: part, perPage: 1 } });
      if ((await res.json()).total === 1) return { part, name: record.device.name, networkId: record.device.device };
    }
    throw new Error('no demo device has a name part of its own');
  } finally {
    await api.dispose();
    await monitoring.dispose();
  }
}

test('typing part of a device name finds it on the server; picked and applied, the table narrows and a reload keeps its chip by name', async ({ page }) => {
  const device = await deviceWithUniquePart();
  const monitoring = new MonitoringPage(page);
  const pageQueries: number[] = [];
  page.on('response', async (response) => {
    const body = await pageQueryBody(response).catch(() => null);
    if (body !== null) pageQueries.push(Buffer.byteLength(body));
  });

  await monitoring.goto('?all=1');
  expect(await monitoring.total()).toBeGreaterThan(1);
  await monitoring.pickDevice(device.part, device.networkId);
  await expect(monitoring.deviceChips().getByText(device.name, { exact: true })).toBeVisible();
  await monitoring.applyFilters();
  await expect(monitoring.rows()).toHaveCount(1);
  await expect(monitoring.row(device.networkId)).toContainText(device.name);
  expect(new URL(page.url()).searchParams.getAll('device')).toHaveLength(1);

  await page.reload();
  await expect(monitoring.rows()).toHaveCount(1);
  // The chip names the device before anyone searches: its id was resolved on the server.
  await expect(monitoring.deviceChips().getByText(device.name, { exact: true })).toBeVisible();
  await expect(monitoring.deviceOptions()).toBeHidden();

  // The page query carries no device list, so its size does not grow with the fleet (every device
  // listed added about 135 bytes: 34 KB at 250 demo devices), nor the lookup lists, which the setup
  // query loads once: ten rows that name their lookups by id, within issue 10's 10 KB.
  expect(pageQueries.length).toBeGreaterThan(0);
  for (const size of pageQueries) expect(size).toBeLessThanOrEqual(10_000);

  // Removing the chip and applying shows every device again.
  await page.getByRole('button', { name: new RegExp(`^(Fjern|Remove) ${device.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) }).click();
  await expect(monitoring.deviceChips()).toBeHidden();
  await monitoring.applyFilters();
  await expect.poll(() => monitoring.total()).toBeGreaterThan(1);
});
