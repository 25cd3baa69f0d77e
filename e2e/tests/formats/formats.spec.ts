import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DashboardCard } from '../../pages/DashboardCard';
import { DashboardPage } from '../../pages/DashboardPage';
import { MonitoringPage } from '../../pages/MonitoringPage';
import { Shell } from '../../pages/Shell';
import { apiAs, storageStateOf } from '../../support';

test.use({ storageState: storageStateOf('admin') });

test.afterEach(async () => {
  const api = await apiAs('admin');
  await api.patch('/api/v1/users/config', { data: { language: 'da' } });
  await api.dispose();
});

type Language = 'da' | 'en';
const locales: Record<Language, string> = { da: 'da-DK', en: 'en-GB' };

/**
 * The app's one way of writing a moment ("20.11.2026, 09.30" / "20/11/2026, 09:30") at the user's
 * whole-hour UTC offset, computed here from what the API answers, with the same Intl options.
 */
function dateTime(language: Language, iso: string, utcOffset: number): string {
  const timeZone = utcOffset === 0 ? 'UTC' : `Etc/GMT${utcOffset > 0 ? '-' : '+'}${Math.abs(utcOffset)}`;
  return new Intl.DateTimeFormat(locales[language], { dateStyle: 'short', timeStyle: 'short', timeZone }).format(new Date(iso));
}

async function json<T>(api: APIRequestContext, path: string): Promise<T> {
  const res = await api.get(path);
  expect(res.ok(), `GET ${path}: ${res.status()}`).toBe(true);
  return (await res.json()) as T;
}

/**
 * Runs `check` with the page in `language`. The admin's language is a saved setting that other
 * specs switch at the same time (the page follows it live), so choose it again until the check
 * passes in it.
 */
async function inLanguage(page: Page, language: Language, check: () => Promise<void>) {
  await expect(async () => {
    if ((await page.locator('html').getAttribute('lang')) !== language) await new Shell(page).chooseLanguage(language === 'da' ? 'Dansk' : 'English');
    await expect(page.locator('html')).toHaveAttribute('lang', language, { timeout: 10_000 });
    await check();
  }).toPass({ timeout: 45_000 });
}

/** Opens a page and waits for its heading: the first load compiles the app, which takes a while on a busy machine. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 60_000 });
}

type MonitoringRecord = { _id: string; device: { _id: string; device: string; name: string; lastSeenAt: string | null }; latestErrorOccurredAt: string | null };

test('dates on /monitoring read one way in the table and the error log, in Danish and in English', async ({ page }) => {
  const api = await apiAs('admin');
  const { utcOffset } = await json<{ utcOffset: number }>(api, '/api/v1/users/config');
  // The first page without filters (?all=1), newest error first, as the table shows it.
  const { data } = await json<{ data: MonitoringRecord[] }>(api, '/api/v1/monitoring?perPage=10&page=1');
  const record = data.find((r) => r.device.lastSeenAt && r.latestErrorOccurredAt);
  expect(record, 'a monitored device with a last-seen time and an error').toBeDefined();
  const { data: logs } = await json<{ data: { occurredAt: string }[] }>(api, `/api/v1/monitoring/${record!._id}/logs?perPage=10&page=1`);
  await api.dispose();

  const monitoring = new MonitoringPage(page);
  await open(page, '/monitoring?all=1');
  const row = monitoring.row(record!.device.device);
  await expect(row).toBeVisible({ timeout: 30_000 });
  for (const language of ['da', 'en'] as const) {
    await inLanguage(page, language, async () => {
      await expect(row).toContainText(dateTime(language, record!.device.lastSeenAt!, utcOffset), { timeout: 10_000 });
      await expect(row).toContainText(dateTime(language, record!.latestErrorOccurredAt!, utcOffset), { timeout: 10_000 });
    });
    if (logs[0]) {
      await monitoring.errorLogButton(record!.device.name).click();
      const dialog = monitoring.errorLogDialog(record!.device.name);
      await expect(dialog.getByRole('row').nth(1)).toContainText(dateTime(language, logs[0].occurredAt, utcOffset));
      await dialog.getByRole('button', { name: language === 'da' ? 'Luk' : 'Close' }).first().click();
      await expect(dialog).toBeHidden();
    }
  }
});

type TrendsOrganization = { data: { devices: { _id: string; name: string }[] }[]; ungrouped: { _id: string; name: string }[] };
type Trend = { data: { series: { deviceId: string | null; summary?: { last_reading?: { v: number; time: string } | null } }[] } };

test('the time of a dashboard card’s last reading reads the same way, in Danish and in English', async ({ page }) => {
  const api = await apiAs('admin');
  const { utcOffset } = await json<{ utcOffset: number }>(api, '/api/v1/users/config');
  // The admin belongs to no organisation: the dashboard opens on the first one with devices.
  const { data: organizations } = await json<{ data: { _id: string; devices: number }[] }>(api, '/api/v1/organizations');
  const owner = organizations.find((o) => o.devices > 0)!;
  const dashboard = await json<TrendsOrganization>(api, `/api/v1/analytics/trends/organizations/${owner._id}`);
  // A device with a reading this week, with the card's defaults (a week, its first continuous unit).
  let found: { name: string; time: string } | undefined;
  for (const device of [...dashboard.data.flatMap((g) => g.devices), ...dashboard.ungrouped]) {
    const trend = await json<Trend>(api, `/api/v1/analytics/trends?orgId=${owner._id}&deviceId=${device._id}&period=week`);
    const time = trend.data.series.find((s) => s.deviceId === device._id)?.summary?.last_reading?.time;
    if (time) {
      found = { name: device.name, time };
      break;
    }
  }
  await api.dispose();
  expect(found, 'a device of the default owner with a reading this week').toBeDefined();

  const dashboardPage = new DashboardPage(page);
  await open(page, '/dashboard?period=week');
  const card = new DashboardCard(page, dashboardPage.cards().filter({ hasText: found!.name }).first());
  await expect(card.root).toBeVisible({ timeout: 20_000 });
  await card.expand();
  for (const language of ['da', 'en'] as const) {
    await inLanguage(page, language, async () => {
      await expect(card.fact('Målt', 'Measured')).toHaveText(dateTime(language, found!.time, utcOffset), { timeout: 10_000 });
    });
  }
});

test('a date filter takes dates the way the language writes them and refuses a day that does not exist', async ({ page }) => {
  const monitoring = new MonitoringPage(page);
  await open(page, '/monitoring?all=1');
  await expect(monitoring.totalText()).toBeVisible({ timeout: 30_000 });
  const show = page.getByRole('button', { name: /^(Vis filtre|Show filters)$/ });
  if (await show.isVisible()) await show.click();
  const texts = {
    da: { from: 'Fejldato fra', to: 'Fejldato til', pattern: 'dd.mm.åååå', bad: '31.02.2026', error: '31.02.2026 er ikke en gyldig dato.', good: '01.11.2026' },
    en: { from: 'Error date from', to: 'Error date to', pattern: 'dd/mm/yyyy', bad: '31/02/2026', error: '31/02/2026 is not a valid date.', good: '01/11/2026' },
  };
  const apply = page.getByRole('button', { name: /^(Anvend filtre|Apply filters)$/ });
  for (const language of ['da', 'en'] as const) {
    const t = texts[language];
    await inLanguage(page, language, async () => {
      const from = page.getByRole('textbox', { name: t.from });
      await expect(from).toBeVisible({ timeout: 10_000 });
      await expect(page.getByRole('textbox', { name: t.to })).toHaveAttribute('placeholder', t.pattern, { timeout: 10_000 });
      await from.fill(t.bad);
      await expect(page.getByText(t.error)).toBeVisible({ timeout: 10_000 });
    });
    // Refused: it cannot be applied, and the table is not filtered by it...
    await expect(apply).toBeDisabled();
    expect(new URL(page.url()).searchParams.has('errorFrom')).toBe(false);
    // ...and a real day is applied, shown the language's way.
    await page.getByRole('textbox', { name: t.from }).fill(t.good);
    await expect(page.getByText(t.error)).toBeHidden();
    await monitoring.applyFilters();
    expect(new URL(page.url()).searchParams.get('errorFrom')).toBe('2026-11-01');
    await page.getByRole('textbox', { name: t.from }).fill('');
    await monitoring.applyFilters();
    expect(new URL(page.url()).searchParams.has('errorFrom')).toBe(false);
  }
});

type HistoryEntry = { solutions: { slug: string; name: string }[] };
const solutionNames: Record<string, [string, string]> = {
  false_alarm: ['Falsk alarm', 'False alarm'],
  new_thermocable: ['Nyt termokabel', 'New thermocable'],
  restart: ['Genstart', 'Restart'],
  replace_battery: ['Udskift batteri', 'Replace battery'],
  replace_antenna: ['Udskift antenne', 'Replace antenna'],
  replace_device: ['Udskift enhed', 'Replace device'],
  replace_board: ['Udskift printkort', 'Replace board'],
};

test('service solutions read in the user’s language in the service history', async ({ page }) => {
  const api = await apiAs('admin');
  // A monitored device whose service history has a solution (few demo orders do).
  let found: { device: MonitoringRecord['device']; slug: string } | undefined;
  for (let p = 1; !found && p <= 10; p++) {
    const { data, lastPage } = await json<{ data: MonitoringRecord[]; lastPage: number }>(api, `/api/v1/monitoring?perPage=100&page=${p}`);
    for (const record of data) {
      const { data: history } = await json<{ data: HistoryEntry[] }>(api, `/api/v1/devices/${record.device._id}/service-orders`);
      const solution = history.flatMap((entry) => entry.solutions)[0];
      if (solution) {
        found = { device: record.device, slug: solution.slug };
        break;
      }
    }
    if (p >= lastPage) break;
  }
  await api.dispose();
  expect(found, 'a monitored device with a service solution').toBeDefined();
  const [danish, english] = solutionNames[found!.slug]!;

  const monitoring = new MonitoringPage(page);
  // The first load compiles the app: let it finish before the page object's shorter waits.
  await open(page, '/monitoring?all=1');
  await monitoring.pickDevice(found!.device.device, found!.device.device);
  await monitoring.applyFilters();
  await expect(monitoring.rows()).toHaveCount(1);
  for (const [language, name] of [['da', danish], ['en', english]] as const) {
    await inLanguage(page, language, async () => {
      await expect(monitoring.serviceButton(found!.device.name)).toBeVisible({ timeout: 10_000 });
    });
    await monitoring.serviceButton(found!.device.name).click();
    const dialog = monitoring.serviceDialog(found!.device.name);
    await dialog.getByRole('button', { name: language === 'da' ? 'Vis servicehistorik' : 'Show service history' }).click();
    await expect(dialog.getByRole('table')).toContainText(name);
    await dialog.getByRole('button', { name: language === 'da' ? 'Luk' : 'Close' }).first().click();
    await expect(dialog).toBeHidden();
  }
});
