// How smoothly the monitoring map pans and zooms with 10,000 devices, in frames.
//
//   cd api && DATA_DIR=/tmp/map10k npx tsx src/seed/cli.ts --devices 10000 --days 0
//   PORT=4720 API_PORT=4820 DATA_DIR=/tmp/map10k PUBLIC_WEB_URL=http://localhost:4720 NODE_ENV=test pnpm run serve
//   cd e2e && MAP_BENCH_URL=http://localhost:4720 npx tsx bench/mapFrames.ts
//
// Opens /monitoring?all=1 with the map in Debian's Chromium (1440×900, signed in as the
// administrator), then plays one camera script, the same each time: four pans of 400/300 px at
// zoom 7 (all of Denmark in view), a zoom to 10 and out to 6 and back to 7, with maplibre's own
// easing, about 9 s in all. A requestAnimationFrame loop records every frame's time meanwhile.
// Two ways of drawing the same points, BENCH_RUNS times each (default 3), alternating:
//
// - geojson: the product as it is — one GeoJSON source clustered in maplibre's worker, drawn by
//   three WebGL layers (web/src/features/monitoring/map/clusterLayers.ts).
// - markers: the product's layers hidden and every point drawn as its own DOM element that follows
//   the map, as react-map-gl's <Marker> (a maplibre Marker) does: each listens to the map's `move`,
//   projects its position and writes its transform. This is what one <Marker> per device costs
//   while the camera moves; it leaves out React's reconciliation of 10,000 children on each render
//   of the map (on zoomend, say), so it flatters the markers.
//
// Headless Chromium here draws WebGL in software (SwiftShader): absolute frame times are
// pessimistic; compare the two ways. Writes e2e/bench/mapFrames-results.md (BENCH_WRITE_RESULTS=0
// to skip).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, expect, type Page } from '@playwright/test';
import { MonitoringPage } from '../pages/MonitoringPage';
import { PASSWORD, users } from '../support';

const baseURL = process.env.MAP_BENCH_URL ?? 'http://localhost:4720';
const runs = Number(process.env.BENCH_RUNS ?? 3);
if (!Number.isInteger(runs) || runs < 1 || runs > 20) throw new Error(`BENCH_RUNS must be an integer in 1..20, not ${process.env.BENCH_RUNS}`);
const writeResults = process.env.BENCH_WRITE_RESULTS !== '0';
const resultsFile = path.join(path.dirname(fileURLToPath(import.meta.url)), 'mapFrames-results.md');
const executablePath = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => fs.existsSync(p));
const log = (message: string) => console.log(`${new Date().toISOString().slice(11, 19)} ${message}`);

type Mode = 'geojson' | 'markers' | 'basemap';
type Run = {
  mode: Mode;
  points: number;
  /** From the click on "Show map" until maplibre is idle with the points drawn. */
  mapReadyMs: number;
  /** markers: adding one DOM marker per point, until the next frame. */
  markersAddedMs?: number;
  frames: number[];
  /** The page's script, style and layout time while the camera moved (CDP Performance metrics). */
  mainThreadMs: number;
  /** The points' GraphQL response: from the click until it arrived, its size as the page reads it. */
  payload: { ms: number; bytes: number; encoding: string };
};

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
  if (!body.data) throw new Error(`sign-in failed at ${baseURL}: ${JSON.stringify(body.errors)}`);
  return body.data.login;
}

/**
 * Finds the page's maplibre map and keeps it on `window.__benchMap`. The product exposes no handle,
 * so this walks React's fibers up from the map's container to the component state holding
 * react-map-gl's MapRef (its `getMap()`).
 */
function exposeMap() {
  const container = document.querySelector('.maplibregl-map');
  if (!container) throw new Error('no .maplibregl-map on the page');
  const fiberKey = Object.keys(container).find((key) => key.startsWith('__reactFiber$'));
  type Fiber = { memoizedState: unknown; return: Fiber | null };
  type Hook = { memoizedState: unknown; next: Hook | null };
  const mapOf = (value: unknown): unknown => {
    if (!value || typeof value !== 'object') return null;
    const candidate = value as { getMap?: () => unknown; current?: unknown };
    if (typeof candidate.getMap === 'function') {
      const map = candidate.getMap() as { getCanvas?: unknown } | null;
      if (map && typeof map.getCanvas === 'function') return map;
    }
    return 'current' in candidate ? mapOf(candidate.current) : null;
  };
  let fiber = fiberKey ? ((container as unknown as Record<string, Fiber>)[fiberKey] ?? null) : null;
  for (let depth = 0; fiber && depth < 50; depth++, fiber = fiber.return) {
    const state = fiber.memoizedState as Hook | null;
    const first = state && typeof state === 'object' && 'next' in state ? state : null;
    for (let hook = first; hook; hook = hook.next) {
      const map = mapOf(hook.memoizedState);
      if (map) {
        (window as unknown as { __benchMap: unknown }).__benchMap = map;
        return;
      }
    }
  }
  throw new Error('maplibre map not found among the React state above the map container');
}

/** markers mode: the product's layers off, one DOM element per point that follows the map like a maplibre Marker. */
async function addDomMarkers(): Promise<{ points: number; ms: number }> {
  type LngLat = [number, number];
  type BenchMap = {
    getStyle(): { layers: { id: string; source?: string }[] };
    setLayoutProperty(layer: string, name: string, value: unknown): void;
    getSource(id: string): { getData(): Promise<{ features: { geometry: { coordinates: LngLat }; properties: { color: string } }[] }> };
    getCanvasContainer(): HTMLElement;
    project(lngLat: LngLat): { x: number; y: number };
    on(type: string, listener: () => void): void;
  };
  const map = (window as unknown as { __benchMap: BenchMap }).__benchMap;
  const layers = map.getStyle().layers.filter((layer) => layer.source === 'monitoring-points');
  const data = await map.getSource('monitoring-points').getData();
  const started = performance.now();
  for (const layer of layers) map.setLayoutProperty(layer.id, 'visibility', 'none');
  const parent = map.getCanvasContainer();
  for (const feature of data.features) {
    // What maplibre's Marker builds around a <Marker>'s child: an absolutely placed wrapper.
    const element = document.createElement('div');
    element.className = 'maplibregl-marker';
    element.style.cssText = 'position:absolute;top:0;left:0;will-change:transform';
    const dot = document.createElement('div');
    dot.style.cssText = `width:14px;height:14px;border-radius:50%;border:2px solid #fff;box-sizing:border-box;background:${feature.properties.color}`;
    element.append(dot);
    parent.append(element);
    const lngLat = feature.geometry.coordinates;
    // Marker._update: project, then write the transform, on every move of the map.
    const update = () => {
      const { x, y } = map.project(lngLat);
      element.style.transform = `translate(-50%, -50%) translate(${x}px, ${y}px) rotateX(0deg) rotateZ(0deg)`;
    };
    map.on('move', update);
    map.on('moveend', update);
    update();
  }
  await new Promise((resolve) => requestAnimationFrame(resolve));
  return { points: data.features.length, ms: performance.now() - started };
}

/** The camera script, with maplibre's animations, recording every frame's duration meanwhile. */
async function playCameraScript(): Promise<number[]> {
  type BenchMap = {
    easeTo(options: Record<string, unknown>): void;
    panBy(offset: [number, number], options: Record<string, unknown>): void;
    once(type: string, listener: () => void): void;
  };
  const map = (window as unknown as { __benchMap: BenchMap }).__benchMap;
  const linear = (t: number) => t;
  const moved = () => new Promise<void>((resolve) => map.once('moveend', resolve));
  const frames: number[] = [];
  let recording = true;
  let last = performance.now();
  const tick = (now: number) => {
    frames.push(now - last);
    last = now;
    if (recording) requestAnimationFrame(tick);
  };
  requestAnimationFrame((now) => {
    last = now;
    requestAnimationFrame(tick);
  });
  for (const offset of [[400, 0], [0, 300], [-400, 0], [0, -300]] as [number, number][]) {
    const done = moved();
    map.panBy(offset, { duration: 1000, easing: linear });
    await done;
  }
  for (const [zoom, duration] of [[10, 1500], [6, 2000], [7, 1000]]) {
    const done = moved();
    map.easeTo({ zoom, duration, easing: linear });
    await done;
  }
  recording = false;
  return frames;
}

async function measure(page: Page, mode: Mode): Promise<Run> {
  const monitoring = new MonitoringPage(page);
  const ready = { timeout: 120_000 };
  await page.goto('/monitoring?all=1');
  await expect(monitoring.mapToggle()).toBeVisible(ready);
  const frame = page.locator('[data-map-zoom]');
  const clicked = Date.now();
  const pointsResponse = page.waitForResponse((res) => res.url().endsWith('/graphql') && (res.request().postData() ?? '').includes('MonitoringMapQuery'), ready);
  await monitoring.mapToggle().click();
  const response = await pointsResponse;
  const payload = { ms: Date.now() - clicked, bytes: (await response.body()).length, encoding: (await response.headerValue('content-encoding')) ?? 'identity' };
  await expect(monitoring.mapCanvas()).toBeVisible(ready);
  await expect(frame).toHaveAttribute('aria-busy', 'false', ready);
  const mapReadyMs = Date.now() - clicked;
  await page.evaluate(exposeMap);
  let markersAddedMs: number | undefined;
  let points = await page.evaluate(countPoints);
  if (mode === 'basemap') await page.evaluate(hidePointLayers);
  if (mode === 'markers') {
    const added = await page.evaluate(addDomMarkers);
    markersAddedMs = added.ms;
    points = added.points;
    await expect(frame).toHaveAttribute('aria-busy', 'false', ready);
  }
  // The page's own work per frame (script, style, layout): what is left of a frame's cost with a real
  // GPU. The main thread's total busy time is no measure here: with SwiftShader it mostly waits for
  // the GPU process (a CPU profile shows ~90 % "(program)", native time outside script).
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const metrics = async () => Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]));
  const before = await metrics();
  const frames = await page.evaluate(playCameraScript);
  const after = await metrics();
  const busy = (m: Record<string, number>) => (m.ScriptDuration ?? 0) + (m.LayoutDuration ?? 0) + (m.RecalcStyleDuration ?? 0);
  const mainThreadMs = (busy(after) - busy(before)) * 1000;
  return { mode, points, mapReadyMs, markersAddedMs, frames, mainThreadMs, payload };
}

/** basemap mode: the product's point layers off, for what the map costs with no points at all. */
function hidePointLayers() {
  type BenchMap = { getStyle(): { layers: { id: string; source?: string }[] }; setLayoutProperty(layer: string, name: string, value: unknown): void };
  const map = (window as unknown as { __benchMap: BenchMap }).__benchMap;
  for (const layer of map.getStyle().layers) if (layer.source === 'monitoring-points') map.setLayoutProperty(layer.id, 'visibility', 'none');
}

/** How many points the map's source holds. */
async function countPoints(): Promise<number> {
  type BenchMap = { getSource(id: string): { getData(): Promise<{ features: unknown[] }> } };
  const map = (window as unknown as { __benchMap: BenchMap }).__benchMap;
  return (await map.getSource('monitoring-points').getData()).features.length;
}

// ---------------------------------------------------------------------------------------------

const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;
const median = (values: readonly number[]) => percentile([...values].sort((a, b) => a - b), 50);

/** One run's frames in figures; "long" frames are over 50 ms (20 fps), where motion visibly stutters. */
function summarise(run: Run) {
  const sorted = [...run.frames].sort((a, b) => a - b);
  const total = run.frames.reduce((sum, ms) => sum + ms, 0);
  return {
    frames: run.frames.length,
    fps: (run.frames.length / total) * 1000,
    median: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    max: sorted.at(-1) ?? NaN,
    mainPerFrame: run.mainThreadMs / run.frames.length,
    mainShare: run.mainThreadMs / total,
    long: run.frames.filter((ms) => ms > 50).length,
    longShare: run.frames.filter((ms) => ms > 50).length / run.frames.length,
  };
}

const login = await signIn();
const modeNames: Record<Mode, string> = {
  markers: 'one DOM marker per device (before)',
  geojson: 'GeoJSON source, clustered in the worker (now)',
  basemap: 'no points: the basemap alone (reference)',
};
const modes = (process.env.BENCH_MODES ?? 'markers,geojson,basemap').split(',') as Mode[];
for (const mode of modes) if (!(mode in modeNames)) throw new Error(`BENCH_MODES: unknown mode ${mode} (${Object.keys(modeNames).join(', ')})`);
const results: Run[] = [];
for (let i = 0; i < runs; i++) {
  for (const mode of modes) {
    // A browser of its own for each run: a closed page's GPU work (10,000 markers') must not slow
    // the next one down.
    const browser = await chromium.launch({
      executablePath,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    });
    try {
      const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 }, deviceScaleFactor: 1 });
      await context.addInitScript((auth) => {
        localStorage.setItem('selected_language', 'en');
        localStorage.setItem('auth', JSON.stringify(auth));
      }, { token: login.token, user: login.user, isLoggedIn: true });
      // tsx keeps function names with an `__name` helper that functions sent to the page call.
      await context.addInitScript('globalThis.__name = (fn) => fn;');
      const page = await context.newPage();
      const run = await measure(page, mode);
      const s = summarise(run);
      log(
        `${mode} run ${i + 1}: ${run.points} points, map ready ${run.mapReadyMs} ms${run.markersAddedMs ? `, markers added ${Math.round(run.markersAddedMs)} ms` : ''}; ` +
          `${s.frames} frames, ${s.fps.toFixed(1)} fps, median ${s.median.toFixed(1)} ms, p95 ${s.p95.toFixed(1)} ms, max ${s.max.toFixed(0)} ms, ${s.long} over 50 ms; script+style+layout ${s.mainPerFrame.toFixed(1)} ms a frame (${(s.mainShare * 100).toFixed(0)} % of the time); ` +
          `points ${(run.payload.bytes / 1024).toFixed(0)} KB (${run.payload.encoding}) in ${run.payload.ms} ms`,
      );
      results.push(run);
    } finally {
      await browser.close();
    }
  }
}

const fmt = (v: number, digits = 1) => (Number.isFinite(v) ? v.toFixed(digits) : '–');
const rows = modes.map((mode) => {
  const mine = results.filter((run) => run.mode === mode);
  const s = mine.map(summarise);
  const ready = median(mine.map((run) => run.mapReadyMs + (run.markersAddedMs ?? 0)));
  const points = mine[0]?.points ?? '–';
  return `| ${modeNames[mode]} | ${mode === 'basemap' ? `none (${points} loaded)` : points} | ${fmt(median(s.map((x) => x.median)))} | ${fmt(median(s.map((x) => x.p95)))} | ${fmt(median(s.map((x) => x.max)), 0)} | ${fmt(median(s.map((x) => x.fps)))} | ${fmt(median(s.map((x) => x.long)), 0)} of ${fmt(median(s.map((x) => x.frames)), 0)} (${fmt(median(s.map((x) => x.longShare * 100)), 0)} %) | ${fmt(median(s.map((x) => x.mainPerFrame)))} | ${fmt(ready / 1000)} s |`;
});
const report = [
  '| drawing | points | median frame (ms) | p95 frame (ms) | longest frame (ms) | frames/s | frames over 50 ms | script + style + layout a frame (ms) | map ready |',
  '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ...rows,
  '',
  `The points' GraphQL response (\`MonitoringMapQuery\`): ${fmt(median(results.map((run) => run.payload.bytes / 1024)), 0)} KB as the page reads it (${results[0]?.payload.encoding ?? '–'} on the wire), ${fmt(median(results.map((run) => run.payload.ms)), 0)} ms from the click.`,
].join('\n');
console.log(`\n${report}\n`);

if (writeResults) {
  // What follows the marker is written by hand (the analysis) and survives a re-run.
  const marker = '<!-- analysis -->';
  const previous = fs.existsSync(resultsFile) ? fs.readFileSync(resultsFile, 'utf8') : '';
  const analysis = previous.includes(marker) ? previous.slice(previous.indexOf(marker) + marker.length).trimStart() : '';
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  fs.writeFileSync(
    resultsFile,
    [
      '# The monitoring map at 10,000 devices, in frames',
      '',
      `\`e2e/bench/mapFrames.ts\` (see its header for how to run it), ${new Date().toISOString().slice(0, 10)}: ${os.cpus().length} cores (${cpu}), load average ${os
        .loadavg()
        .map((v) => v.toFixed(1))
        .join(' / ')} at the end; Debian's Chromium headless, WebGL in software (SwiftShader); 1440×900; the median of ${runs} runs each.`,
      '',
      `The camera script: four pans of 400/300 px at zoom 7, a zoom to 10, out to 6 and back to 7, with maplibre's easing, about 9 s; every \`requestAnimationFrame\` delta is a frame. "Script + style + layout a frame" is the page's own main-thread work during the script (CDP \`ScriptDuration\` + \`RecalcStyleDuration\` + \`LayoutDuration\`) divided by its frames: what is left of a frame's cost on a machine with a real GPU (the rest of the main thread's time is mostly waiting for the software GPU). "Map ready" is from the click on "Show map" until maplibre is idle with the points drawn (for the markers, plus adding them).`,
      '',
      report,
      '',
      marker,
      '',
      analysis,
    ].join('\n'),
  );
  log(`written to ${resultsFile}`);
}
