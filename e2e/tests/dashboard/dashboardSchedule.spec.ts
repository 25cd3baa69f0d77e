import { expect, test, type APIRequestContext } from '@playwright/test';
import { DashboardCard } from '../../pages/DashboardCard';
import { DASHBOARD_TIMEOUT, DashboardPage } from '../../pages/DashboardPage';
import { either } from '../../pages/MonitoringPage';
import { apiAs, storageStateOf } from '../../support';

test.use({ storageState: storageStateOf('admin') });
// The dashboard loads real data on a shared machine: waits, not sleeps, with room for a busy one.
test.describe.configure({ timeout: 300_000 });

type Device = { _id: string; device: string; name: string; defaultUnit: string | null; hasCounter: boolean };
type Schedule = { _id: string; serviceTargetCount: number; totalCountSinceLastReset: number; lastResetAt: number };

async function json<T>(api: APIRequestContext, path: string, init: { method?: string; data?: unknown; headers?: Record<string, string> } = {}): Promise<T> {
  const res = await api.fetch(path, { method: init.method ?? 'GET', data: init.data, headers: init.headers });
  expect(res.ok(), `${init.method ?? 'GET'} ${path}: ${res.status()} ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

/**
 * A door sensor of the admin's default organisation (the first with devices; people counters are
 * other specs'), given a target of 3 openings and then, through the ingestion API, 5 openings
 * more: service is due.
 */
async function dueDoor(api: APIRequestContext): Promise<{ orgId: string; door: Device; schedule: Schedule }> {
  const { data: organizations } = await json<{ data: { _id: string; devices: number }[] }>(api, '/api/v1/organizations');
  for (const organization of organizations.filter((o) => o.devices > 0).slice(0, 1)) {
    const dashboard = await json<{ data: { devices: Device[] }[]; ungrouped: Device[] }>(api, `/api/v1/analytics/trends/organizations/${organization._id}`);
    const door = [...dashboard.data.flatMap((g) => g.devices), ...dashboard.ungrouped].find((d) => d.defaultUnit === 'open_count');
    if (!door) continue;
    const trend = await json<{ data: { summary: { last_reading: { v: number } | null } } }>(
      api,
      `/api/v1/analytics/trends?orgId=${organization._id}&deviceId=${door._id}&period=three_months`,
    );
    const last = trend.data.summary.last_reading?.v ?? 0;
    const saved = await json<Schedule>(api, `/api/v1/organizations/${organization._id}/devices/${door._id}/service-schedule`, {
      method: 'PUT',
      data: { serviceTargetCount: 3, notificationEmail: 'drift@example.dk' },
    });
    const { key } = await json<{ key: string }>(api, `/api/v1/organizations/${organization._id}/keys`, { method: 'POST', data: { name: 'e2e door' } });
    await json(api, '/api/v1/ingest/messages', {
      method: 'POST',
      headers: { 'x-api-key': key },
      // After the schedule's reset (a new schedule starts counting now, in whole seconds), so it counts.
      data: { device: door.device, time: new Date(Math.max(Date.now(), (saved.lastResetAt + 1) * 1000)).toISOString(), readings: { open_count: last + 5 } },
    });
    return { orgId: organization._id, door, schedule: saved };
  }
  throw new Error('the default organisation of the demo data has no door sensor');
}

async function scheduleOf(api: APIRequestContext, orgId: string, deviceId: string): Promise<Schedule | null> {
  const { data } = await json<{ data: { deviceId: string; serviceSchedule: Schedule | null }[] }>(
    api,
    `/api/v1/analytics/service-schedules?orgId=${orgId}&deviceId=${deviceId}`,
  );
  return data[0]!.serviceSchedule;
}

test('a counter card shows its count, target and that service is due while collapsed, and its target can be removed', async ({ page }) => {
  const api = await apiAs('admin');
  try {
    const { orgId, door } = await dueDoor(api);
    const dashboard = new DashboardPage(page);
    await dashboard.goto('?mode=scheduling&period=week');
    const card = new DashboardCard(page, dashboard.cards().filter({ has: page.getByText(door.name, { exact: true }) }).first());
    await expect(card.root).toBeVisible({ timeout: DASHBOARD_TIMEOUT });

    await test.step('collapsed: the count since the reset, the target, service due', async () => {
      await expect(card.scheduleSummary()).toBeVisible({ timeout: DASHBOARD_TIMEOUT });
      await expect(card.fact('Antal siden sidste nulstilling', 'Count since last reset')).toHaveText(/^([5-9]|\d{2,})$/);
      await expect(card.fact('Servicemål', 'Service target')).toHaveText('3');
      await expect(card.serviceDueBadge()).toBeVisible();
    });

    await test.step('remove the target: cancel keeps it, confirming removes it with a toast', async () => {
      await card.expand();
      await expect(card.removeTargetButton()).toBeVisible({ timeout: DASHBOARD_TIMEOUT });
      await card.removeTargetButton().click();
      await expect(card.removeTargetDialog()).toBeVisible();
      await card.removeTargetDialog().getByRole('button', { name: either('Annullér', 'Cancel') }).click();
      await expect(card.removeTargetDialog()).toBeHidden();
      expect(await scheduleOf(api, orgId, door._id)).not.toBeNull();

      await card.removeTargetButton().click();
      // The toast shows for 5 s: the wait starts before the click, so a slow click cannot miss it.
      const toast = page.getByText(either('Målet er fjernet', 'Target removed')).waitFor({ state: 'visible', timeout: DASHBOARD_TIMEOUT });
      await card.removeTargetDialog().getByRole('button', { name: either('Fjern mål', 'Remove target') }).click();
      await toast;
      await expect(card.removeTargetDialog()).toBeHidden();
      await expect(card.fact('Servicemål', 'Service target')).toHaveText(either('Intet mål sat', 'No target set'));
      await expect(card.removeTargetButton()).toHaveCount(0);
      await expect.poll(() => scheduleOf(api, orgId, door._id)).toBeNull();
    });

    await test.step('collapsed again: no target', async () => {
      await card.collapseButton().click();
      await expect(card.root.getByText(either('Intet mål sat', 'No target set'))).toBeVisible();
      await expect(card.scheduleSummary()).toHaveCount(0);
    });
  } finally {
    await api.dispose();
  }
});
