import { defineConfig, devices } from '@playwright/test';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// The whole stack runs for the tests on its own ports and a fresh embedded database, so a product
// already running on 4000/4100 is left alone. Workers inherit the env, so they share the folder.
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'fieldsense-e2e-'));
const port = Number(process.env.E2E_PORT ?? 4500);
const apiPort = Number(process.env.E2E_API_PORT ?? 4600);
export const baseURL = `http://localhost:${port}`;
export const apiURL = `http://localhost:${apiPort}`;
process.env.E2E_API_URL = apiURL;
// The API's embedded MQTT broker on a port of its own (its default, 1883, may be a running product's),
// so that a test can drive an MQTT device with `pnpm simulate` (tests/devices/deviceDownlink.spec.ts).
const mqttPort = Number(process.env.E2E_MQTT_PORT ?? port + 1383);
process.env.E2E_MQTT_PORT = String(mqttPort);
// The stack's log lines (pino, one per request and per failure), kept for a failed or retried test:
// .ci/test-all.mjs prints their warnings and errors then.
export const stackLog = path.join(os.tmpdir(), `fieldsense-e2e-stack-${port}.log`);

// Debian's Chromium where it exists (Playwright cannot download its own browser on our machines).
const chromium = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => fs.existsSync(p));

export default defineConfig({
  testDir: './tests',
  // Sized for a loaded 2-core machine, where a page's first full load (bundle, shell query, page
  // query) took over 20 s at load average 25, and the map's first render in software WebGL longer:
  // tests wait for what they need (web-first assertions, expect.poll), so a generous bound costs
  // nothing when things are quick. Page objects should not set shorter bounds of their own. A test
  // with two full loads (a reload) took 87 s at load average 16–20: hence 120 s.
  timeout: 120_000,
  expect: { timeout: 30_000 },
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  // Per stack (port): two runs on one machine must not delete each other's traces.
  outputDir: path.join(os.tmpdir(), `fieldsense-e2e-results-${port}`),
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromium
      ? {
          executablePath: chromium,
          args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
            '--disable-background-networking', '--disable-component-update', '--disable-sync'],
        }
      : undefined,
  },
  projects: [
    { name: 'setup', testMatch: /auth\.setup\.ts/ },
    { name: 'chromium', use: { ...devices['Desktop Chrome'] }, dependencies: ['setup'] },
  ],
  webServer: {
    // The README's `serve` script (the web's build forces NODE_ENV=production; NODE_ENV=test below
    // is for the API's demo data); its standard output to `stackLog`, its errors to the console.
    command: `pnpm --dir .. run serve > ${JSON.stringify(stackLog)}`,
    // Ready only when the gateway answers and reaches the API (which seeds on first start).
    url: `${baseURL}/readyz`,
    timeout: 240_000,
    // E2E_REUSE=1 runs against a stack already up on the ports (for writing tests); never in CI.
    reuseExistingServer: process.env.E2E_REUSE === '1' && !process.env.CI,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      API_PORT: String(apiPort),
      DATA_DIR: process.env.E2E_DATA_DIR,
      PUBLIC_WEB_URL: baseURL,
      MQTT_PORT: String(mqttPort),
      NODE_ENV: 'test',
    },
  },
});
