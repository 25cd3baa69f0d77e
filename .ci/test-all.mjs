// Runs every check and test suite of the repository and ends with one line "N passed, N failed"
// that totals them all. Steps:
//   generated files are fresh (OpenAPI document, REST client types, schema.graphql, resolver types,
//   Relay artifacts, Lingui catalogs) · typecheck · the shared message catalog · the test tooling
//   the packages' Vitest configurations share · api on PGlite (MQTT
//   on the api's embedded broker) · gateway against the real api · web components on a mocked
//   schema · e2e in Chromium over the whole stack, with the api on PostgreSQL beside it (when
//   TEST_DATABASE_URL is set; MQTT on the broker of TEST_MQTT_URL when set, Mosquitto in CI).
// Set SKIP=e2e,typecheck (comma-separated step names) to skip steps locally.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..'); // .ci/ is one level down
const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'fieldsense-tests-'));
const skip = new Set((process.env.SKIP ?? '').split(',').filter(Boolean));
const totals = { passed: 0, failed: 0, skipped: 0 };
const summary = [];
/** The tests that failed, by step, printed again at the very end where a truncated CI log still shows them. */
const failures = [];
const startedAt = Date.now();
let stepStartedAt = Date.now();
const seconds = (ms) => `${(ms / 1000).toFixed(0).padStart(4)} s`;

function run(command, args, options = {}) {
  console.log(`\n$ ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options, env: { ...process.env, ...options.env } });
  return result.status === 0;
}

function record(step, passed, failed, skipped = 0, note = '', elapsedMs = Date.now() - stepStartedAt) {
  totals.passed += passed;
  totals.failed += failed;
  totals.skipped += skipped;
  summary.push(`${step.padEnd(22)} ${seconds(elapsedMs)}   ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}${note}`);
}

/** A check that is one pass or one fail (it has no test count of its own). */
function check(step, fn) {
  if (skip.has(step)) return;
  stepStartedAt = Date.now();
  const ok = fn();
  record(step, ok ? 1 : 0, ok ? 0 : 1);
}

const vitestArgs = (pkg, out) => ['--filter', pkg, 'exec', 'vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${out}`];

/** A vitest suite: counts come from its JSON report; a crash with no report counts as one failure. */
function vitest(step, pkg, env = {}) {
  if (skip.has(step)) return;
  stepStartedAt = Date.now();
  const out = path.join(reports, `${step}.json`);
  const ok = run('pnpm', vitestArgs(pkg, out), { env });
  recordVitest(step, out, ok);
}

/**
 * A vitest suite started now and left running beside the next steps, its output kept in a file and
 * printed when `finish()` is called (which waits for it). For a suite whose work is mostly another
 * process's (the api on PostgreSQL: the server does the queries) beside one that mostly waits (e2e:
 * the browser waits for pages), so that the two share the machine's two cores instead of taking turns.
 */
function vitestBeside(step, pkg, env = {}) {
  if (skip.has(step)) return { finish: async () => undefined };
  const startedAt = Date.now();
  const out = path.join(reports, `${step}.json`);
  const log = path.join(reports, `${step}.log`);
  const fd = fs.openSync(log, 'w');
  console.log(`\n$ pnpm ${vitestArgs(pkg, out).join(' ')}   (beside the next step; its output follows when it ends)`);
  const child = spawn('pnpm', vitestArgs(pkg, out), { cwd: root, stdio: ['ignore', fd, fd], env: { ...process.env, ...env } });
  // The exit is only seen once the step in between (spawnSync) returns: the suite's own time is
  // when it wrote its report.
  const done = new Promise((resolve) =>
    child.on('close', (code) => resolve({ ok: code === 0, elapsedMs: (fs.existsSync(out) ? fs.statSync(out).mtimeMs : Date.now()) - startedAt })),
  );
  return {
    finish: async () => {
      const { ok, elapsedMs } = await done;
      fs.closeSync(fd);
      console.log(`\n--- ${step}, run beside the steps before ---\n${fs.readFileSync(log, 'utf8')}`);
      recordVitest(step, out, ok, ' (beside e2e)', elapsedMs);
    },
  };
}

function recordVitest(step, out, ok, note = '', elapsedMs = undefined) {
  if (!fs.existsSync(out)) return record(step, 0, 1, 0, note, elapsedMs);
  const r = JSON.parse(fs.readFileSync(out, 'utf8'));
  const failed = r.numFailedTests + (ok || r.numFailedTests > 0 ? 0 : 1);
  for (const file of r.testResults ?? []) {
    for (const test of file.assertionResults ?? []) {
      if (test.status === 'failed') failures.push(`${step} › ${path.relative(root, file.name)} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    }
    if (file.status === 'failed' && !(file.assertionResults ?? []).some((t) => t.status === 'failed')) {
      failures.push(`${step} › ${path.relative(root, file.name)}: ${firstLine(file.message)}`);
    }
  }
  record(step, r.numPassedTests, failed, r.numPendingTests + r.numTodoTests, note, elapsedMs);
}

function firstLine(text = '') {
  // eslint-disable-next-line no-control-regex -- strips terminal colours from the reporter's messages
  return String(text).replace(/\u001b\[[0-9;]*m/g, '').split('\n').find((line) => line.trim())?.trim().slice(0, 300) ?? '';
}

check('generated-files', () => {
  if (!run('pnpm', ['run', 'generate'])) return false;
  const generated = ['schema.graphql', 'gateway/src/__generated__', 'gateway/src/rest', 'web/__generated__', 'web/src/locales'];
  const diff = spawnSync('git', ['status', '--porcelain', '--', ...generated], { cwd: root, encoding: 'utf8' }).stdout.trim();
  if (diff) console.error(`\nGenerated files are stale; run "pnpm generate" and commit:\n${diff}`);
  return diff === '';
});
check('typecheck', () => run('pnpm', ['-r', 'typecheck']));
check('lint', () => run('pnpm', ['run', 'lint']));
vitest('messages', '@fieldsense/messages');
vitest('test-tooling', '@fieldsense/test-tooling');
vitest('api (PGlite)', 'api', { TEST_DATABASE_URL: '', TEST_MQTT_URL: '' });
vitest('gateway', 'gateway');
vitest('web', 'web');
// Beside e2e: the PostgreSQL server does most of this suite's work while the browser mostly waits.
const apiOnPostgres = process.env.TEST_DATABASE_URL ? vitestBeside('api (PostgreSQL)', 'api') : { finish: async () => undefined };

if (!skip.has('e2e')) {
  stepStartedAt = Date.now();
  const out = path.join(reports, 'e2e.json');
  const ok = run('pnpm', ['--filter', 'e2e', 'exec', 'playwright', 'test', '--reporter=list,json'], {
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: out },
  });
  if (!fs.existsSync(out)) record('e2e', 0, 1);
  else {
    const report = JSON.parse(fs.readFileSync(out, 'utf8'));
    const { stats } = report;
    collectPlaywrightFailures(report.suites ?? []);
    const failed = stats.unexpected + (ok || stats.unexpected > 0 ? 0 : 1);
    // A test that passed only on its retry counts as passed, but is named in the summary: it is a
    // bug to fix, not noise to live with.
    record('e2e', stats.expected + stats.flaky, failed, stats.skipped, stats.flaky ? ` (${stats.flaky} only on retry)` : '');
    if (failed > 0 || stats.flaky > 0) printStackProblems();
  }
}

/** Walks Playwright's JSON report for tests that failed (or passed only on a retry). */
function collectPlaywrightFailures(suites) {
  for (const suite of suites) {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === 'unexpected' || test.status === 'flaky') {
          const error = test.results?.find((result) => result.error)?.error?.message;
          failures.push(`e2e${test.status === 'flaky' ? ' (only on retry)' : ''} › ${spec.file}:${spec.line} › ${spec.title}: ${firstLine(error)}`);
        }
      }
    }
    collectPlaywrightFailures(suite.suites ?? []);
  }
}

/** The warnings and errors the stack logged during the e2e run (pino levels 40 and up), to diagnose a failure or a retry. */
function printStackProblems() {
  const log = path.join(os.tmpdir(), `fieldsense-e2e-stack-${process.env.E2E_PORT ?? 4500}.log`);
  if (!fs.existsSync(log)) return;
  const problems = fs
    .readFileSync(log, 'utf8')
    .split('\n')
    .filter((line) => /"level":(4|5|6)0/.test(line));
  console.log(`\nThe stack's warnings and errors during e2e (${problems.length}, from ${log}):`);
  for (const line of problems.slice(-50)) console.log(line.slice(0, 2000));
}

await apiOnPostgres.finish();

if (failures.length > 0) console.log(`\nFailed:\n${failures.map((line) => `  ${line}`).join('\n')}`);
console.log(`\n${summary.join('\n')}\n${'total'.padEnd(22)} ${seconds(Date.now() - startedAt)}\n`);
console.log(`${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(totals.failed === 0 ? 0 : 1);
