import { expect, test } from '@playwright/test';
import { MonitoringPage } from '../../pages/MonitoringPage';
import { storageStateOf } from '../../support';
import { MonitoringApi, type MonitoringRecord } from './monitoringApi';

test.use({ storageState: storageStateOf('admin') });
// Two browsers, reloads and server round trips: more than the default 30 s on a loaded 2-core machine.
test.describe.configure({ timeout: 60_000 });

let api: MonitoringApi;
let record: MonitoringRecord;
test.beforeEach(async () => {
  api = await MonitoringApi.open();
});
test.afterEach(async () => {
  // Put the record back as the demo data had it, for the other specs and the next run.
  if (record) await api.patch(record._id, { status: record.status._id, notes: record.notes ?? '' });
  await api.dispose();
});

test('a status changed in one browser shows in another without a reload, and through the API', async ({ page, browser }) => {
  record = await api.basicRecord(0);
  const { device: networkId, name } = { device: record.device.device, name: record.device.name };

  // The second browser, watching the same record. "Live" says that changes now reach it by
  // themselves (the page refetched what it may have missed before), so the edit below cannot be lost.
  const otherContext = await browser.newContext({ storageState: storageStateOf('admin') });
  const watcher = new MonitoringPage(await otherContext.newPage());
  await watcher.showOnlyDevice(networkId);
  await expect(watcher.liveStatus()).toBeVisible();
  await watcher.page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));

  const editor = new MonitoringPage(page);
  await editor.showOnlyDevice(networkId);
  // Compared by the option's value (the status id), not its text: the admin's language is a server
  // setting that a test in the other worker may switch, and either browser may then show the other one.
  const original = await editor.statusSelect(name).inputValue();
  expect(await watcher.statusSelect(name).inputValue()).toBe(original);

  // Options in display order; take the first that differs from the record's status.
  const values = await editor.statusSelect(name).locator('option').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
  const chosen = values.map((value, index) => ({ value, index })).find(({ value }) => value !== original)!;
  await editor.statusSelect(name).selectOption({ index: chosen.index });
  await expect(editor.statusSelect(name)).toHaveValue(chosen.value);
  await expect(watcher.statusSelect(name)).toHaveValue(chosen.value);
  expect(await watcher.page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);

  // Saved on the server: the REST API has the new status (by its display position).
  const statusCodes = (await api.api.get('/api/v1/monitoring/status-codes').then((r) => r.json())).data as { _id: string; slug: string }[];
  await expect.poll(async () => (await api.get(record._id)).status._id).toBe(statusCodes[chosen.index]!._id);
  await otherContext.close();
});

test('notes are edited in place: Enter saves trimmed and it lasts, Escape cancels', async ({ page }) => {
  record = await api.basicRecord(1);
  const { device: networkId, name } = record.device;
  const monitoring = new MonitoringPage(page);
  await monitoring.showOnlyDevice(networkId);
  const note = `Ring til driftsvagten ${test.info().workerIndex}-${Date.now()}`;
  // Every save the page sends, to see that Escape sends none (rather than waiting a while for one).
  const saves: string[] = [];
  page.on('request', (request) => {
    if (request.postData()?.includes('useUpdateMonitoringRecordMutation')) saves.push(request.postData()!);
  });

  await monitoring.notesButton(name).click();
  const input = monitoring.notesInput(name);
  await expect(input).toBeFocused();
  await input.fill(`   ${note}  `);
  await input.press('Enter');
  await expect(input).toBeHidden();
  await expect(monitoring.notesButton(name)).toHaveText(note);
  await expect.poll(async () => (await api.get(record._id)).notes).toBe(note);

  await page.reload();
  await expect(monitoring.notesButton(name)).toHaveText(note);

  // Escape leaves the note as it was, on screen and on the server.
  await monitoring.notesButton(name).click();
  await input.fill('Skal ikke gemmes');
  await input.press('Escape');
  await expect(input).toBeHidden();
  await expect(monitoring.notesButton(name)).toHaveText(note);
  await page.reload();
  await expect(monitoring.notesButton(name)).toHaveText(note);
  expect(saves).toHaveLength(1);
  expect((await api.get(record._id)).notes).toBe(note);
});
