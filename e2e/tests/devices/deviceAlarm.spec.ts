import fs from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { either } from '../../pages/MonitoringPage';
import { apiAs, storageStateOf } from '../../support';

test.use({ storageState: storageStateOf('admin') });

type Device = { _id: string; device: string; name: string; owner: { _id: string } };

/** An installed water-level device (its model measures `water_level`), read through the API. */
async function waterLevelDevice(): Promise<Device> {
  const api = await apiAs('admin');
  try {
    const categories = (await (await api.get('/api/v1/devicetype-categories')).json()) as { data: { _id: string; slug: string }[] };
    const water = categories.data.find((c) => c.slug === 'water_level')!;
    const res = await api.get('/api/v1/devices', { params: { perPage: '1', lifecycle: 'installed', deviceTypeCategoryIds: water._id, sort: '-name' } });
    const { _id } = ((await res.json()) as { data: { _id: string }[] }).data[0]!;
    return (await (await api.get(`/api/v1/devices/${_id}`)).json()) as Device;
  } finally {
    await api.dispose();
  }
}

/** The e-mails the API wrote under <DATA_DIR>/mail (no SMTP) to `to`. */
async function mailsTo(to: string): Promise<string[]> {
  const dir = path.join(process.env.E2E_DATA_DIR!, 'mail');
  const files = (await fs.readdir(dir).catch(() => [])).filter((f) => f.endsWith('.eml'));
  const raws = await Promise.all(files.map((f) => fs.readFile(path.join(dir, f), 'utf8')));
  return raws.filter((raw) => new RegExp(`^To: ${to}`, 'm').test(raw));
}

test('create an alarm, send a reading over it through ingestion, see the trip live and the e-mail', async ({ page }) => {
  const device = await waterLevelDevice();
  const recipient = `alarm-${Date.now()}@example.com`;
  await page.goto(`/devices/${device._id}/alerts`);
  await expect(page.getByRole('heading', { level: 1, name: device.name })).toBeVisible();

  await page.getByRole('button', { name: either('Ny alarm', 'New alarm') }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: either('Værdi', 'Value') }).fill('900');
  await dialog.getByRole('textbox', { name: either('E-mails', 'E-mails') }).fill(recipient);
  await dialog.getByRole('button', { name: either('Opret alarm', 'Create alarm') }).click();
  await expect(dialog).toBeHidden();
  const alarms = page.getByRole('list', { name: either('Alarmer', 'Alarms') });
  await expect(alarms.getByRole('listitem')).not.toHaveCount(0);

  // A reading over the value, sent as the device's organisation would (an API key, ingestion).
  const api = await apiAs('admin');
  try {
    const key = (await (await api.post(`/api/v1/organizations/${device.owner._id}/keys`, { data: { name: 'e2e alarm' } })).json()) as { key: string };
    const ingested = await api.post('/api/v1/ingest/messages', {
      headers: { 'x-api-key': key.key },
      data: { device: device.device, time: new Date().toISOString(), readings: { water_level: 950 } },
    });
    expect(ingested.ok(), await ingested.text()).toBe(true);
  } finally {
    await api.dispose();
  }

  // The trip shows without a reload, and the alarm's list gets its e-mail once.
  try {
    const ours = alarms.getByRole('listitem').filter({ hasText: recipient });
    await expect(ours.getByText(/^(Udløst siden|Tripped since) /)).toBeVisible();
    await expect.poll(async () => (await mailsTo(recipient)).length, { message: `an alarm e-mail to ${recipient}` }).toBe(1);
  } finally {
    // The device keeps no alarm of this test (its next readings would trip it again).
    const cleanup = await apiAs('admin');
    const list = (await (await cleanup.get(`/api/v1/devices/${device._id}/alarms`)).json()) as { data: { _id: string; notificationEmails: string[] }[] };
    for (const alarm of list.data.filter((a) => a.notificationEmails.includes(recipient))) {
      await cleanup.delete(`/api/v1/devices/${device._id}/alarms/${alarm._id}`);
    }
    await cleanup.dispose();
  }
});
