import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { either } from '../../pages/MonitoringPage';
import { apiAs, storageStateOf } from '../../support';

test.use({ storageState: storageStateOf('admin') });

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../api');

/** An installed device of an MQTT model (one with a broker number), read through the API. */
async function mqttDevice(): Promise<{ _id: string; device: string; name: string }> {
  const api = await apiAs('admin');
  try {
    const models = (await (await api.get('/api/v1/devices/devicemodels')).json()) as { data: { _id: string; mqtt: { brokerNumber: number } | null }[] };
    const mqttModels = models.data.filter((m) => m.mqtt).map((m) => m._id);
    expect(mqttModels.length, 'the demo data has MQTT models').toBeGreaterThan(0);
    const res = await api.get('/api/v1/devices', { params: { perPage: '1', lifecycle: 'installed', deviceModelIds: mqttModels.join(','), sort: 'name' } });
    const found = ((await res.json()) as { data: { _id: string; device: string; name: string }[] }).data[0];
    expect(found, 'an installed MQTT demo device').toBeTruthy();
    return found!;
  } finally {
    await api.dispose();
  }
}

/** `pnpm simulate` driving that one device over the stack's embedded broker, as the README runs it. */
function simulate(networkId: string): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/simulate/cli.ts', '--device', networkId, '--interval', '2'], {
    cwd: apiDir,
    env: {
      ...process.env,
      API_URL: process.env.E2E_API_URL,
      MQTT_URL: `mqtt://127.0.0.1:${process.env.E2E_MQTT_PORT}`,
      DATA_DIR: process.env.E2E_DATA_DIR,
      NODE_ENV: 'test',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => process.stdout.write(`[simulate] ${chunk.toString().trimEnd()}\n`.replace(/^\[simulate\] \[simulate\]/, '[simulate]')));
  child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(chunk));
  return child;
}

test('save a downlink configuration and see the simulated device apply it', async ({ page }) => {
  const device = await mqttDevice();
  const simulator = simulate(device.device);
  try {
    await page.goto(`/devices/${device._id}?tab=downlink`);
    await expect(page.getByRole('heading', { level: 1, name: device.name })).toBeVisible();

    // Values unlike the factory settings and unlike any earlier run's, so "in sync" proves this save.
    const interval = String(20 + (Date.now() % 40));
    const form = page.getByRole('form', { name: either('Downlink-konfiguration', 'Downlink configuration') });
    await form.getByRole('textbox', { name: either('Måleinterval under tærsklen (minutter)', 'Measurement interval below the threshold (minutes)') }).fill(interval);
    // Both sides alike: whichever side of the threshold the device is on, it applies this interval.
    await form.getByRole('textbox', { name: either('Måleinterval ved eller over tærsklen (minutter)', 'Measurement interval at or above the threshold (minutes)') }).fill(interval);
    await form.getByRole('textbox', { name: either('Målinger pr. afsendelse under tærsklen', 'Measurements per transmission below the threshold') }).fill('2');
    await form.getByRole('button', { name: either('Gem og send', 'Save and send') }).click();

    // The device reads the retained configuration, applies it and reports it with its next reading;
    // the tab polls after a save until the applied settings match.
    await expect(page.getByText(either('Synkroniseret', 'In sync'), { exact: true })).toBeVisible({ timeout: 60_000 });
    const table = page.getByRole('table', { name: either('Ønsket og anvendt konfiguration', 'Requested and applied configuration') });
    const intervalRow = table.getByRole('row').filter({ hasText: /^(Måleinterval|Measurement interval)/ });
    await expect(intervalRow.getByRole('cell')).toHaveCount(3);
    await expect(intervalRow.getByRole('cell').nth(1)).toContainText(interval);
    await expect(intervalRow.getByRole('cell').nth(2)).toContainText(interval);

    // The Applied configuration tab shows what the device reported.
    await page.goto(`/devices/${device._id}?tab=applied`);
    await expect(page.getByText(either('Anvendt konfiguration', 'Applied configuration')).first()).toBeVisible();
    await expect(page.getByText(new RegExp(`^${interval}\\s*min$`))).toBeVisible();

    // The save is in the device's audit trail.
    await page.goto(`/devices/${device._id}?tab=audit`);
    await expect(page.getByText(either('Downlink ændret', 'Downlink changed')).first()).toBeVisible();
  } finally {
    simulator.kill('SIGTERM');
  }
});
