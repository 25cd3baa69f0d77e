import { expect, test, type Download, type Locator, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { readFile } from 'node:fs/promises';
import { DASHBOARD_TIMEOUT, DashboardPage } from '../../pages/DashboardPage';
import { either } from '../../pages/MonitoringPage';
import { apiAs, storageStateOf } from '../../support';

test.use({ storageState: storageStateOf('admin') });

/** RFC 4180 fields of a CSV text (quotes, doubled quotes, CRLF). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const endField = () => {
    row.push(field);
    field = '';
  };
  const endRow = () => {
    endField();
    rows.push(row);
    row = [];
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') endField();
    else if (c === '\r' && text[i + 1] === '\n') {
      endRow();
      i++;
    } else field += c;
  }
  if (field || row.length) endRow();
  return rows;
}

type ChartCard = { card: Locator; name: string; deviceId: string };

/** Expands the dashboard's cards one by one until one draws a chart (a device may have no data this week). */
async function expandCardWithChart(page: Page, search = '?period=week'): Promise<ChartCard> {
  const dashboard = new DashboardPage(page);
  await dashboard.goto(search);
  const cards = dashboard.cards();
  await expect(cards.first()).toBeVisible({ timeout: DASHBOARD_TIMEOUT });
  const count = Math.min(await cards.count(), 20);
  for (let i = 0; i < count; i++) {
    const card = cards.nth(i);
    await card.getByRole('button', { name: /^(Udvid|Expand) / }).click();
    // A device without a counter shows a note instead of a chart in scheduling mode.
    const noCounter = card.getByText(either('Enheden tæller ikke hændelser og har derfor ingen serviceplan.', 'This device does not count events, so it has no service schedule.'));
    await expect(dashboard.cardData(card).or(noCounter)).toBeVisible({ timeout: DASHBOARD_TIMEOUT });
    if (await card.getByRole('figure').locator('svg path').count()) {
      const href = await card.locator('a[href^="/devices/"]').first().getAttribute('href');
      const name = (await card.locator('[id^="device-card-"]').first().textContent())!.trim();
      return { card, name, deviceId: decodeURIComponent(href!.replace('/devices/', '')) };
    }
    await card.getByRole('button', { name: /^(Skjul|Collapse) / }).click();
  }
  throw new Error(`no card of the default organisation draws a chart (${search})`);
}

/** Picks one format in the card's export menu and returns the download it starts. */
async function exportAs(page: Page, card: Locator, format: RegExp): Promise<{ download: Download; bytes: Buffer }> {
  await card.getByRole('button', { name: either('Eksportér', 'Export') }).click();
  // A failed export says so in a toast and downloads nothing: fail with its words at once rather
  // than wait for a download until the test's time runs out.
  const failed = page.getByText(either('Grafen kunne ikke eksporteres', 'The chart could not be exported'));
  const [download] = await Promise.all([
    Promise.race([
      page.waitForEvent('download', { timeout: DASHBOARD_TIMEOUT }),
      failed.waitFor({ state: 'visible', timeout: DASHBOARD_TIMEOUT + 1_000 }).then(async () => {
        throw new Error(`the export failed: ${await failed.locator('..').textContent()}`);
      }),
    ]),
    page.getByRole('menuitem', { name: format }).click(),
  ]);
  expect(await download.failure()).toBeNull();
  return { download, bytes: await readFile((await download.path())!) };
}

type RestTrend = { from: string; utcOffset: number; unit: string; aggregation: string; series: { points: unknown[] }[] };

/** The device's trend of the week through the REST API, as the chart was drawn from. */
async function trendOf(deviceId: string): Promise<RestTrend> {
  const api = await apiAs('admin');
  try {
    const devices = await api.get('/api/v1/devices', { params: { ids: deviceId } });
    expect(devices.ok()).toBe(true);
    const orgId = ((await devices.json()) as { data: { owner: { _id: string } }[] }).data[0]!.owner._id;
    const trend = await api.get('/api/v1/analytics/trends', { params: { orgId, deviceId, period: 'week' } });
    expect(trend.ok(), await trend.text()).toBe(true);
    return ((await trend.json()) as { data: RestTrend }).data;
  } finally {
    await api.dispose();
  }
}

/** The calendar day of an instant in a whole-hour UTC offset, as `YYYY-MM-DD`. */
const localDay = (iso: string, utcOffset: number) => new Date(Date.parse(iso) + utcOffset * 3_600_000).toISOString().slice(0, 10);

/** Width and height of a PNG, from its IHDR chunk. */
const pngSize = (bytes: Buffer) => ({ width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) });

test('a card exports its chart as PNG, JPEG, SVG and PDF and its data as CSV and XLSX', async ({ page }) => {
  test.setTimeout(300_000);
  const { card, name, deviceId } = await expandCardWithChart(page);
  const trend = await trendOf(deviceId);
  // Characters no file system takes are replaced in the download's name; the date is the window's
  // first day in the user's offset (not the UTC day before a local midnight).
  const baseName = `${name.replace(/[\\/:*?"<>|]+/g, '-')} ${localDay(trend.from, trend.utcOffset)}`;
  const fileName = (ext: string) => new RegExp(`^${baseName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\.${ext}$`);

  let csvRows: string[][] = [];
  await test.step('CSV: BOM, header in the user language, one row per bucket of the chart', async () => {
    const { download, bytes } = await exportAs(page, card, either('CSV-data', 'CSV data'));
    expect(download.suggestedFilename()).toMatch(fileName('csv'));
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...rows] = parseCsv(bytes.subarray(3).toString('utf8'));
    expect(header![0]).toMatch(either('Tidspunkt', 'Time'));
    expect(header![1]).toContain(name);
    expect(rows).toHaveLength(trend.series[0]!.points.length);
    for (const row of rows) expect(row).toHaveLength(header!.length);
    // Numbers unformatted (dot decimal), or empty where the bucket had no readings.
    for (const row of rows) for (const value of row.slice(1)) expect(value).toMatch(/^(-?\d+(\.\d+)?(e[+-]?\d+)?)?$/);
    csvRows = rows;
  });

  await test.step('XLSX: a zip that exceljs reads back with the same rows', async () => {
    const { download, bytes } = await exportAs(page, card, either('Excel-projektmappe (XLSX)', 'Excel workbook (XLSX)'));
    expect(download.suggestedFilename()).toMatch(fileName('xlsx'));
    expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount).toBe(csvRows.length + 1);
    csvRows.forEach((row, index) => {
      const values = (sheet.getRow(index + 2).values as unknown[]).slice(2);
      const expected = row.slice(1).map((v) => (v === '' ? undefined : Number(v)));
      expect([...values, ...Array(Math.max(0, expected.length - values.length)).fill(undefined)]).toEqual(expected);
    });
  });

  await test.step('PNG and JPEG: images with their magic bytes', async () => {
    const png = await exportAs(page, card, either('PNG-billede', 'PNG image'));
    expect(png.download.suggestedFilename()).toMatch(fileName('png'));
    expect([...png.bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    // The picture is more than the chart: its title and subtitle above it and its legend below it
    // (drawn at twice the size, so it stays sharp).
    const chartBox = (await card.getByRole('figure').boundingBox())!;
    const size = pngSize(png.bytes);
    expect(size.width).toBeGreaterThanOrEqual(Math.round(chartBox.width) * 2);
    expect(size.height).toBeGreaterThan(Math.round(chartBox.height + 60) * 2);
    const jpeg = await exportAs(page, card, either('JPEG-billede', 'JPEG image'));
    expect(jpeg.download.suggestedFilename()).toMatch(fileName('jpg'));
    expect([...jpeg.bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
  });

  await test.step('SVG: a document that parses, keeps the chart paths and says what it shows', async () => {
    const { download, bytes } = await exportAs(page, card, either('SVG-vektorgrafik', 'SVG vector graphic'));
    expect(download.suggestedFilename()).toMatch(fileName('svg'));
    const parsed = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
      return {
        error: doc.querySelector('parsererror')?.textContent ?? null,
        ns: doc.documentElement.namespaceURI,
        paths: doc.getElementsByTagName('path').length,
        texts: Array.from(doc.getElementsByTagName('text'), (t) => t.textContent ?? ''),
      };
    }, bytes.toString('utf8'));
    expect(parsed).toMatchObject({ error: null, ns: 'http://www.w3.org/2000/svg' });
    expect(parsed.paths).toBeGreaterThan(0);
    // The title (the device), the unit and the window, and a legend naming the device's line.
    const [title, subtitle] = parsed.texts;
    expect(title).toBe(name);
    const unitNames: Record<string, [string, string]> = {
      image_count: ['Billeder taget', 'Images taken'],
      people_count: ['Antal personer', 'People count'],
      temperature: ['Temperatur', 'Temperature'],
      water_level: ['Vandstand', 'Water level'],
      rain: ['Nedbør', 'Rain'],
    };
    const [da, en] = unitNames[trend.unit] ?? [trend.unit, trend.unit];
    expect(subtitle).toMatch(new RegExp(`^(${da}|${en})`));
    expect(subtitle).toMatch(/\d{2}[./]\d{2}[./]\d{4} – \d{2}[./]\d{2}[./]\d{4}$/);
    expect(parsed.texts.at(-1)).toBe(name);
  });

  await test.step('PDF: a PDF document', async () => {
    const { download, bytes } = await exportAs(page, card, either('PDF-dokument', 'PDF document'));
    expect(download.suggestedFilename()).toMatch(fileName('pdf'));
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });
});

/** The week's counted-event buckets of a counter device through the REST API. */
async function countedBucketsOf(deviceId: string): Promise<number> {
  const api = await apiAs('admin');
  try {
    const devices = await api.get('/api/v1/devices', { params: { ids: deviceId } });
    const orgId = ((await devices.json()) as { data: { owner: { _id: string } }[] }).data[0]!.owner._id;
    const schedules = await api.get('/api/v1/analytics/service-schedules', { params: { orgId, deviceId, period: 'week' } });
    expect(schedules.ok(), await schedules.text()).toBe(true);
    return ((await schedules.json()) as { data: { schedulingData: unknown[] }[] }).data[0]!.schedulingData.length;
  } finally {
    await api.dispose();
  }
}

test('a counter card in scheduling mode exports its counted events', async ({ page }) => {
  test.setTimeout(300_000);
  const { card, deviceId } = await expandCardWithChart(page, '?period=week&mode=scheduling');
  const { bytes } = await exportAs(page, card, either('CSV-data', 'CSV data'));
  const [header, ...rows] = parseCsv(bytes.subarray(3).toString('utf8'));
  expect(header![1]).toMatch(either('Talte hændelser', 'Counted events'));
  // The window before is a column when the chart draws it (only when it had counts).
  if (header!.length > 2) expect(header![2]).toMatch(/^(Talte hændelser|Counted events) \(/);
  expect(header!.length).toBeLessThanOrEqual(3);
  expect(rows).toHaveLength(await countedBucketsOf(deviceId));
  // Counts are whole numbers.
  for (const row of rows) for (const value of row.slice(1)) expect(value).toMatch(/^(\d+)?$/);

  const png = await exportAs(page, card, either('PNG-billede', 'PNG image'));
  expect([...png.bytes.subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
});
