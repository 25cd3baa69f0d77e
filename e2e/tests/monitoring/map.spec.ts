import { expect, test } from '@playwright/test';
import { either, MonitoringPage } from '../../pages/MonitoringPage';
import { storageStateOf } from '../../support';
import { MonitoringApi } from './monitoringApi';

test.use({ storageState: storageStateOf('admin') });

test('the map toggle shows the filtered devices as markers on a WebGL map', async ({ page }) => {
  const api = await MonitoringApi.open();
  const points = (await (await api.api.get('/api/v1/monitoring/map', { params: await api.defaultQuery() })).json()).data as unknown[];
  await api.dispose();
  expect(points.length).toBeGreaterThan(0);

  const monitoring = new MonitoringPage(page);
  await monitoring.goto();
  await monitoring.mapToggle().click();
  await expect(page.getByRole('button', { name: either('Skjul kort', 'Hide map') })).toHaveAttribute('aria-pressed', 'true');

  // maplibre draws with WebGL: its canvas is there, sized, and no "could not be shown" fallback.
  const canvas = monitoring.mapCanvas();
  await expect(canvas).toBeVisible();
  expect((await canvas.boundingBox())?.height).toBeGreaterThan(200);
  expect(await page.evaluate(() => !!document.createElement('canvas').getContext('webgl2'))).toBe(true);
  await expect(page.getByText(either('Kortet kunne ikke vises', 'The map could not be shown'))).toHaveCount(0);
  await expect(page.getByRole('button', { name: either('Zoom ind', 'Zoom in') })).toBeVisible();

  // One marker per device with a position under the page's filter, and the legend for them.
  await expect(monitoring.mapDeviceCount()).toHaveText(
    points.length === 1 ? either('1 enhed på kortet', '1 device on the map') : either(`${points.length} enheder på kortet`, `${points.length} devices on the map`),
  );
  await expect(monitoring.mapLegend()).toBeVisible();
  await expect(monitoring.mapLegend().getByRole('listitem')).toHaveCount(6);

  await page.getByRole('button', { name: either('Skjul kort', 'Hide map') }).click();
  await expect(canvas).toBeHidden();
});
