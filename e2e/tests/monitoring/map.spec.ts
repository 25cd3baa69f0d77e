import { expect, test, type Page } from '@playwright/test';
import { either, MonitoringPage } from '../../pages/MonitoringPage';
import { storageStateOf } from '../../support';
import { MonitoringApi } from './monitoringApi';

test.use({ storageState: storageStateOf('admin') });
// The map renders in software WebGL in CI's headless Chromium, which on a busy 2-core machine
// takes several times as long as any other page: these tests get three times the usual bound.
test.beforeEach(() => test.slow());

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
  await expect.poll(async () => (await canvas.boundingBox())?.height ?? 0).toBeGreaterThan(200);
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

test('a keyboard user tabs into the markers, opens a device with Enter, finds its link, and closes it with Escape', async ({ page }) => {
  const monitoring = new MonitoringPage(page);
  await monitoring.goto();
  await monitoring.mapToggle().click();
  // The first render in software WebGL is slow on a busy machine: wait until the map says it has
  // drawn everything (it is aria-busy until maplibre's 'idle'), then for the markers laid over it.
  await expect(mapFrame(page)).toHaveAttribute('aria-busy', 'false', { timeout: 60_000 });
  const markers = monitoring.mapMarkers();
  await expect(markers.first()).toBeAttached();

  // Tab leaves the map's own controls for the markers.
  await page.getByRole('button', { name: either('Zoom ud', 'Zoom out') }).focus();
  const focusedMarker = page.locator('[data-marker-key]:focus');
  for (let i = 0; i < 8 && (await focusedMarker.count()) === 0; i++) await page.keyboard.press('Tab');
  await expect(focusedMarker).toHaveCount(1);

  // Groups zoom in on Enter and hand focus to the first marker of the closer view, until a device.
  const group = /^(Gruppe med \d+ enheder|Group of \d+ devices)/;
  for (let i = 0; i < 8 && group.test((await focusedMarker.getAttribute('aria-label')) ?? ''); i++) {
    const before = await focusedMarker.getAttribute('data-marker-key');
    await page.keyboard.press('Enter');
    await expect(focusedMarker).not.toHaveAttribute('data-marker-key', before!);
  }
  // Devices are named by name and status, which the pop-up confirms.
  const label = (await focusedMarker.getAttribute('aria-label'))!;
  expect(label).toMatch(/^.+: (Aktiv med fejl|Kvitteret|Under service|Løst eller uden fejl|Ignoreret|Active with errors|Acknowledged|In service|Resolved or no errors|Ignored)$/);
  const key = (await focusedMarker.getAttribute('data-marker-key'))!;
  const name = label.slice(0, label.lastIndexOf(': '));

  await page.keyboard.press('Enter');
  const popup = page.getByRole('dialog', { name: either(`Enhed ${name}`, `Device ${name}`) });
  await expect(popup).toBeFocused();
  // "Go to device" leads to the device the marker named, as the API knows it.
  const link = popup.getByRole('link', { name: either('Gå til enhed', 'Go to device') });
  await expect(link).toBeVisible();
  const deviceId = decodeURIComponent(/^\/devices\/([^/]+)$/.exec((await link.getAttribute('href')) ?? '')?.[1] ?? '');
  const api = await MonitoringApi.open();
  const { data } = await api.list({ devices: deviceId });
  await api.dispose();
  expect(data.map((record) => record.device.name)).toEqual([name]);

  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();
  await expect(page.locator(`[data-marker-key="${key}"]`)).toBeFocused();
});

test('past street zoom the map says the offline map has no more detail and how to get a full one', async ({ page }) => {
  const monitoring = new MonitoringPage(page);
  await monitoring.goto();
  await monitoring.mapToggle().click();
  const frame = mapFrame(page);
  await expect(frame).toHaveAttribute('aria-busy', 'false', { timeout: 60_000 });
  const note = monitoring.mapDetailNote();
  await expect(note).toHaveCount(0);

  // One zoom step at a time, each waited for until the map has settled at its new zoom (the map
  // shows or hides the note in the same render), until the note shows (from zoom 12), then back out
  // until it goes. A click while the map still eases would zoom from wherever the easing was.
  const zoomIn = page.getByRole('button', { name: either('Zoom ind', 'Zoom in') });
  const zoomOut = page.getByRole('button', { name: either('Zoom ud', 'Zoom out') });
  const step = async (button: typeof zoomIn, by: 1 | -1) => {
    const zoom = Number(await frame.getAttribute('data-map-zoom'));
    await button.click();
    await expect(frame).toHaveAttribute('data-map-zoom', String(zoom + by));
    await expect(frame).toHaveAttribute('aria-busy', 'false');
  };
  for (let i = 0; i < 10 && (await note.count()) === 0; i++) await step(zoomIn, 1);
  await expect(note).toBeVisible();
  await expect(note).toContainText('VITE_MAP_STYLE_URL');
  for (let i = 0; i < 10 && (await note.count()) > 0; i++) await step(zoomOut, -1);
  await expect(note).toHaveCount(0);
});

/** The map's frame: aria-busy while it loads or moves, and its zoom once it has settled. */
function mapFrame(page: Page) {
  return page.locator('[data-map-zoom]');
}
