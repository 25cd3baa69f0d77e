// `pnpm bench:web`: how fast the web app opens and answers, in Chromium, at fleet scale.
//
// Seeds a database with BENCH_DEVICES devices (default 100,000; kept in BENCH_DATA_DIR and reused
// when that folder already holds one), builds the web app, starts the product on it (the README's
// `serve`: api + gateway serving the built app) and drives Debian's Chromium, cold (a new browser
// context: empty HTTP cache) and warm (the same context again), over /login, /monitoring,
// /monitoring with the map, and /dashboard, signed in as the administrator. Through Chromium's own
// performance APIs it records, per page: when it is usable (what a user waits for is visible), LCP,
// bytes over the wire (CDP `encodedDataLength`, headers included), script bytes, and script time
// (CDP `Performance.getMetrics` ScriptDuration); and INP (Event Timing, the longest event of one
// interaction) for the named interactions: the monitoring table's page change, status change and
// filter change, and the dashboard's card expansion. BENCH_RUNS runs (default 3); the medians go to
// `e2e/bench/web-results.md` next to the targets of issue 10.
//
// Settings: BENCH_DEVICES, BENCH_DAYS (readings per device, default 1), BENCH_RUNS, BENCH_DATA_DIR,
// BENCH_PORT (default 4950; the API on BENCH_PORT + 100), BENCH_SKIP_BUILD=1, BENCH_WRITE_RESULTS=0,
// BENCH_PAGES (which parts run, comma-separated: login, monitoring, dashboard; default all three).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type CDPSession, type Page } from '@playwright/test';
import { DashboardCard } from '../pages/DashboardCard';
import { DashboardPage } from '../pages/DashboardPage';
import { MonitoringPage } from '../pages/MonitoringPage';
import { PASSWORD, users } from '../support';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const intOf = (name: string, fallback: number, min: number, max: number) => {
  const raw = process.env[name];
  const value = raw === undefined || raw === '' ? fallback : Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) throw new Error(`${name} must be an integer in ${min}..${max}, not ${raw}`);
  return value;
};
function pagesOf(raw: string | undefined): Set<string> {
  const all = ['login', 'monitoring', 'dashboard'];
  if (!raw) return new Set(all);
  const pages = raw.split(',').map((page) => page.trim());
  const unknown = pages.filter((page) => !all.includes(page));
  if (unknown.length > 0 || pages.length === 0) throw new Error(`BENCH_PAGES lists ${all.join(', ')}, not ${unknown.join(', ')}`);
  return new Set(pages);
}
const settings = {
  devices: intOf('BENCH_DEVICES', 100_000, 1, 100_000),
  days: intOf('BENCH_DAYS', 1, 0, 366),
  runs: intOf('BENCH_RUNS', 3, 1, 20),
  port: intOf('BENCH_PORT', 4950, 1024, 65_000),
  skipBuild: process.env.BENCH_SKIP_BUILD === '1',
  writeResults: process.env.BENCH_WRITE_RESULTS !== '0',
  pages: pagesOf(process.env.BENCH_PAGES),
};
const dataDir = process.env.BENCH_DATA_DIR || path.join(os.tmpdir(), `fieldsense-bench-web-${settings.devices}-${settings.days}`);
const baseURL = `http://localhost:${settings.port}`;
const log = (message: string) => console.log(`${new Date().toISOString().slice(11, 19)} ${message}`);

// ---------------------------------------------------------------------------------------------
// The product

function pnpm(args: string[], env: Record<string, string> = {}) {
  const result = spawnSync('npx', ['-y', 'pnpm@12.21.0', ...args], { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) throw new Error(`pnpm ${args.join(' ')} failed (${result.status})`);
}

function seedIfNeeded() {
  if (fs.existsSync(path.join(dataDir, 'PG_VERSION')) || fs.existsSync(path.join(dataDir, 'pglite'))) {
    log(`reusing the database in ${dataDir}`);
    return;
  }
  fs.mkdirSync(dataDir, { recursive: true });
  log(`seeding ${settings.devices} devices with ${settings.days} day(s) of readings into ${dataDir}`);
  const started = Date.now();
  pnpm(['--filter', 'api', 'exec', 'tsx', 'src/seed/cli.ts', '--devices', String(settings.devices), '--days', String(settings.days)], { DATA_DIR: dataDir });
  log(`seeded in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

async function startProduct(): Promise<ChildProcess> {
  const env = {
    ...process.env,
    PORT: String(settings.port),
    API_PORT: String(settings.port + 100),
    DATA_DIR: dataDir,
    PUBLIC_WEB_URL: baseURL,
    LOG_LEVEL: 'warn',
  };
  const product = spawn('npx', ['-y', 'pnpm@12.21.0', '--parallel', '--filter', 'api', '--filter', 'gateway', 'start'], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true, // its own process group, stopped as one
  });
  // Kept to say why, should it stop; drained always, so that a full pipe never blocks it.
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    output.push(chunk.toString());
    if (output.length > 200) output.shift();
  };
  product.stdout!.on('data', keep);
  product.stderr!.on('data', keep);
  const deadline = Date.now() + 300_000;
  for (;;) {
    if (product.exitCode !== null) throw new Error(`the product exited (${product.exitCode}):\n${output.join('').slice(-4000)}`);
    try {
      if ((await fetch(`${baseURL}/readyz`, { signal: AbortSignal.timeout(2_000) })).ok) return product;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error('the product did not become ready in 5 minutes');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

async function signIn() {
  const res = await fetch(`${baseURL}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: 'mutation ($input: LoginInput!) { login(input: $input) { token user { id userId name email } } }',
      variables: { input: { email: users.admin, password: PASSWORD } },
    }),
  });
  const body = (await res.json()) as { data?: { login: { token: string; user: unknown } }; errors?: unknown };
  if (!body.data) throw new Error(`sign-in failed: ${JSON.stringify(body.errors)}`);
  return body.data.login;
}

// ---------------------------------------------------------------------------------------------
// Measuring one page load or interaction

/** Set up in every page before its scripts: LCP and Event Timing entries, kept on `window`. */
function observePerformance() {
  const w = window as unknown as { __lcp: number; __events: { id: number; name: string; duration: number; start: number }[] };
  w.__lcp = 0;
  w.__events = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) w.__lcp = Math.max(w.__lcp, entry.startTime);
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    // `interactionId` is in Chromium's Event Timing but not yet in TypeScript's DOM types.
    for (const entry of list.getEntries() as (PerformanceEventTiming & { interactionId?: number })[]) {
      if (entry.interactionId) w.__events.push({ id: entry.interactionId, name: entry.name, duration: entry.duration, start: entry.startTime });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
}

/** Bytes over the wire, per resource type, as Chromium's network stack counts them. */
class WireBytes {
  private types = new Map<string, string>();
  total = 0;
  script = 0;

  constructor(cdp: CDPSession) {
    cdp.on('Network.responseReceived', (event) => this.types.set(event.requestId, event.type));
    cdp.on('Network.loadingFinished', (event) => {
      this.total += event.encodedDataLength;
      if (this.types.get(event.requestId) === 'Script') this.script += event.encodedDataLength;
    });
  }

  reset() {
    this.total = 0;
    this.script = 0;
  }
}

type PageVisit = { usableMs: number; lcpMs: number; kb: number; scriptKb: number; scriptMs: number };

async function scriptSeconds(cdp: CDPSession): Promise<number> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return metrics.find((m) => m.name === 'ScriptDuration')?.value ?? 0;
}

/** Opens a tab with the measuring set up: CDP network and performance domains, the observers. */
async function openTab(context: BrowserContext) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Performance.enable');
  return { page, cdp, bytes: new WireBytes(cdp) };
}

/**
 * Opens `url` in a new tab of `context` and waits until `usable` is visible; LCP is read once the
 * page is idle. A new tab per visit: Chromium's script-time counter is per page, and a warm visit
 * in the same context still has the HTTP cache of the cold one.
 */
async function visit(context: BrowserContext, url: string, usable: (page: Page) => Promise<void>) {
  const tab = await openTab(context);
  const { page, cdp, bytes } = tab;
  const started = Date.now();
  await page.goto(url, { waitUntil: 'commit' });
  try {
    await usable(page);
  } catch (error) {
    const shot = path.join(os.tmpdir(), 'bench-web-failure.png');
    await page.screenshot({ path: shot });
    throw new Error(`${url} did not become usable (screenshot: ${shot})`, { cause: error });
  }
  const usableMs = Date.now() - started;
  const scriptMs = (await scriptSeconds(cdp)) * 1000;
  await page.waitForLoadState('networkidle').catch(() => undefined); // the event stream never idles
  // LCP stops at the first input; read it before any interaction.
  const lcpMs = await page.evaluate(() => (window as unknown as { __lcp: number }).__lcp);
  const measured: PageVisit = { usableMs, lcpMs, kb: bytes.total / 1000, scriptKb: bytes.script / 1000, scriptMs };
  return { measured, tab };
}

/**
 * Runs one interaction and answers its INP: the longest event that Chromium tied to it; Infinity
 * when the page did not take the input or answer it within Playwright's bounds (a page so busy that
 * a click cannot land is a result at fleet scale, not the end of the run).
 */
async function interaction(page: Page, act: () => Promise<void>, settled: () => Promise<void>): Promise<number> {
  const before = await page.evaluate(() => (window as unknown as { __events: unknown[] }).__events.length);
  try {
    await act();
    await settled();
  } catch (error) {
    log(`  an interaction did not complete: ${(error as Error).message.split('\n')[0]}`);
    return Infinity;
  }
  // Event Timing entries are reported after the next paint: wait for two frames.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  return page.evaluate((from) => {
    const events = (window as unknown as { __events: { id: number; duration: number }[] }).__events.slice(from);
    return events.reduce((longest, event) => Math.max(longest, event.duration), 0);
  }, before);
}

// ---------------------------------------------------------------------------------------------
// One run: every page cold and warm, and the interactions

type RunResult = Record<string, PageVisit | number>;

async function oneRun(browser: Browser, auth: Awaited<ReturnType<typeof signIn>>): Promise<RunResult> {
  const result: RunResult = {};
  const newContext = async (signedIn: boolean) => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, baseURL });
    await context.addInitScript(observePerformance);
    if (signedIn) {
      await context.addInitScript((value) => {
        localStorage.setItem('selected_language', 'da');
        localStorage.setItem('auth', JSON.stringify(value));
      }, { token: auth.token, user: auth.user, isLoggedIn: true });
    }
    return context;
  };

  // /login: cold, then warm.
  if (settings.pages.has('login')) {
    const context = await newContext(false);
    const emailField = async (page: Page) => page.getByRole('textbox', { name: /e-mail/i }).first().waitFor();
    result['login cold'] = (await visit(context, '/login', emailField)).measured;
    result['login warm'] = (await visit(context, '/login', emailField)).measured;
    await context.close();
  }

  // /monitoring: cold, warm, the interactions, then the map.
  if (settings.pages.has('monitoring')) {
    const context = await newContext(true);
    const rowShown = async (page: Page) => new MonitoringPage(page).rows().first().waitFor();
    result['monitoring cold'] = (await visit(context, '/monitoring', rowShown)).measured;
    const warm = await visit(context, '/monitoring', rowShown);
    result['monitoring warm'] = warm.measured;
    const { tab } = warm;
    const monitoring = new MonitoringPage(tab.page);

    // The interactions on every record (the default filter may leave a single page).
    await tab.page.goto('/monitoring?all=1');
    await rowShown(tab.page);
    const firstRow = await monitoring.rows().first().elementHandle();
    const shownFirst = await firstRow!.textContent();
    result['INP monitoring page change'] = await interaction(
      tab.page,
      () => monitoring.nextPage().click(),
      async () => {
        await tab.page.waitForFunction(
          (text) => document.querySelector('main table tbody tr')?.textContent !== text,
          shownFirst,
          { timeout: 60_000 },
        );
      },
    );

    // A status change as a keyboard user makes it (a native select's pop-up is out of reach of
    // trusted clicks in headless Chromium): ArrowDown on the focused select picks the next status.
    const status = monitoring.rows().first().getByRole('combobox').first();
    await status.focus();
    const current = await status.inputValue();
    result['INP monitoring status change'] = await interaction(
      tab.page,
      () => tab.page.keyboard.press('ArrowDown'),
      async () => void (await tab.page.waitForFunction(([select, value]) => (select as HTMLSelectElement).value !== value, [await status.elementHandle(), current] as const)),
    );
    await status.selectOption(current); // leave the data as it was

    // A filter change: tick a status in the panel, then apply it (the table narrows).
    await monitoring.filterButton('statuses').click();
    const box = monitoring.filterOptions('statuses').getByRole('checkbox').first();
    const label = tab.page.locator(`[id="${await box.getAttribute('aria-labelledby')}"]`);
    const tick = await interaction(tab.page, () => label.click(), async () => {
      await tab.page.waitForFunction((element) => (element as HTMLInputElement | null)?.checked === true, await box.elementHandle());
    });
    await tab.page.keyboard.press('Escape');
    const before = tab.page.url();
    const apply = await interaction(
      tab.page,
      () => monitoring.filtersPanel().getByRole('button', { name: /^(Anvend filtre|Apply filters)$/ }).click(),
      () => tab.page.waitForURL((url) => url.toString() !== before),
    );
    result['INP monitoring filter change'] = Math.max(tick, apply);

    // The map: from the toggle to a drawn canvas, with what it downloads.
    tab.bytes.reset();
    const started = Date.now();
    await monitoring.mapToggle().click();
    try {
      await monitoring.mapCanvas().waitFor();
      await monitoring.mapDeviceCount().waitFor({ timeout: MAP_TIMEOUT_MS });
      result['monitoring map shown'] = { usableMs: Date.now() - started, lcpMs: 0, kb: tab.bytes.total / 1000, scriptKb: tab.bytes.script / 1000, scriptMs: 0 };
    } catch {
      // A result too: at fleet scale a map may never be drawn.
      result['monitoring map shown'] = { usableMs: Infinity, lcpMs: 0, kb: tab.bytes.total / 1000, scriptKb: tab.bytes.script / 1000, scriptMs: 0 };
    }
    await context.close();
  }

  // /dashboard: cold, warm, then a card's expansion.
  if (settings.pages.has('dashboard')) {
    const context = await newContext(true);
    const firstCard = async (page: Page) => new DashboardPage(page).cards().first().waitFor({ timeout: 120_000 });
    result['dashboard cold'] = (await visit(context, '/dashboard', firstCard)).measured;
    const warm = await visit(context, '/dashboard', firstCard);
    result['dashboard warm'] = warm.measured;
    const { tab } = warm;
    const dashboard = new DashboardPage(tab.page);
    const card = new DashboardCard(tab.page, dashboard.cards().first());
    result['INP dashboard expand'] = await interaction(tab.page, () => card.expandButton().click(), () => card.collapseButton().waitFor());
    await context.close();
  }
  return result;
}

// ---------------------------------------------------------------------------------------------
// Results

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const MAP_TIMEOUT_MS = 120_000;
const ms = (value: number) => (value === Infinity ? 'did not complete' : `${Math.round(value)} ms`);
const kb = (value: number) => `${value.toFixed(0)} KB`;

function report(runs: RunResult[]): string {
  const keys = Object.keys(runs[0]!);
  const visits = keys.filter((key) => typeof runs[0]![key] === 'object');
  const inps = keys.filter((key) => typeof runs[0]![key] === 'number');
  const med = (key: string, field: keyof PageVisit) => median(runs.map((run) => (run[key] as PageVisit | undefined)?.[field] ?? NaN).filter((v) => !Number.isNaN(v)));
  const lines = [
    '| page | usable | LCP | over the wire | of it scripts | script time |',
    '| --- | ---: | ---: | ---: | ---: | ---: |',
    ...visits.map((key) => `| ${key} | ${ms(med(key, 'usableMs'))} | ${med(key, 'lcpMs') ? ms(med(key, 'lcpMs')) : '–'} | ${kb(med(key, 'kb'))} | ${kb(med(key, 'scriptKb'))} | ${med(key, 'scriptMs') ? ms(med(key, 'scriptMs')) : '–'} |`),
    '',
    '| interaction | INP |',
    '| --- | ---: |',
    ...inps.map((key) => `| ${key.replace(/^INP /, '')} | ${ms(median(runs.map((run) => run[key] as number).filter((v) => v !== undefined)))} |`),
  ];
  const monitoringCold = runs.map((run) => run['monitoring cold'] as PageVisit);
  const dashboardCold = runs.map((run) => run['dashboard cold'] as PageVisit);
  const inpWorst = Math.max(...inps.map((key) => median(runs.map((run) => run[key] as number))));
  const targets = [
    ...(monitoringCold[0]
      ? [
          `- bytes over the wire to show /monitoring (cold): ${kb(median(monitoringCold.map((v) => v.kb)))} (target ≤ 400 KB)`,
          `- /monitoring usable / LCP (cold): ${ms(median(monitoringCold.map((v) => v.usableMs)))} / ${ms(median(monitoringCold.map((v) => v.lcpMs)))} (target ≤ 1.0 s / ≤ 1.0 s)`,
        ]
      : []),
    ...(dashboardCold[0]
      ? [`- /dashboard usable / LCP (cold): ${ms(median(dashboardCold.map((v) => v.usableMs)))} / ${ms(median(dashboardCold.map((v) => v.lcpMs)))} (target ≤ 1.0 s / ≤ 1.0 s)`]
      : []),
    ...(inps.length > 0 ? [`- INP of the named interactions, worst median: ${ms(inpWorst)} (target ≤ 100 ms)`] : []),
  ];
  return [...lines, '', '## Targets (issue 10)', '', ...targets].join('\n');
}

async function main() {
  seedIfNeeded();
  if (!settings.skipBuild) {
    log('building the web app');
    pnpm(['--filter', 'web', 'build']);
  }
  log('starting the product');
  const product = await startProduct();
  const load = os.loadavg().map((v) => v.toFixed(1)).join(' / ');
  const executablePath = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => fs.existsSync(p));
  const browser = await chromium.launch({ executablePath, args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'] });
  const runs: RunResult[] = [];
  try {
    const auth = await signIn();
    for (let run = 1; run <= settings.runs; run += 1) {
      log(`run ${run} of ${settings.runs}`);
      const result = await oneRun(browser, auth);
      for (const [key, value] of Object.entries(result)) {
        log(`  ${key}: ${typeof value === 'number' ? ms(value) : `usable ${ms(value.usableMs)}, LCP ${ms(value.lcpMs)}, ${kb(value.kb)} (scripts ${kb(value.scriptKb)}), script ${ms(value.scriptMs)}`}`);
      }
      runs.push(result);
    }
  } finally {
    await browser.close();
    try {
      process.kill(-product.pid!, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  const text = [
    '# Web benchmark (`pnpm bench:web`)',
    '',
    `Run ${new Date().toISOString()} on ${os.cpus().length} CPU cores, Node ${process.version}, Debian Chromium, headless (software WebGL); load average before the run ${load}. ` +
      `${settings.devices} devices with ${settings.days} day(s) of readings on PGlite; signed in as the administrator; 1440×900; the median of ${settings.runs} runs. ` +
      'Cold: a new browser context (empty cache); warm: the same page again in that context. Usable: /login its e-mail field, /monitoring its first row, /dashboard its first card, the map its device count.',
    '',
    report(runs),
    '',
  ].join('\n');
  console.log(`\n${text}`);
  if (settings.writeResults) fs.writeFileSync(path.join(root, 'e2e/bench/web-results.md'), text);
}

await main();
