import { expect, test } from '@playwright/test';
import { DASHBOARD_TIMEOUT, DashboardPage } from '../../pages/DashboardPage';
import { either } from '../../pages/MonitoringPage';
import { Shell } from '../../pages/Shell';
import { apiAs, storageStateOf } from '../../support';

// A technician works for a service centre: they see the organisations whose devices it serves.
test.use({ storageState: storageStateOf('technician') });
// The dashboard loads real data on a shared machine: waits, not sleeps, with room for a busy one.
test.describe.configure({ timeout: 300_000 });

test.afterEach(async () => {
  const api = await apiAs('technician');
  await api.patch('/api/v1/users/config', { data: { language: 'da' } });
  await api.dispose();
});

test('the technician’s dashboard shows the organisations they serve, or says plainly why there is nothing to show', async ({ page }) => {
  const api = await apiAs('technician');
  const { data: organizations } = (await (await api.get('/api/v1/organizations')).json()) as { data: { name: string; devices: number }[] };
  await api.dispose();
  const dashboard = new DashboardPage(page);
  const shell = new Shell(page);
  await dashboard.goto();

  if (organizations.length === 0) {
    // Nothing they may see: no owner to pick from an empty list, but why, and what to do.
    await shell.chooseLanguage('Dansk');
    await expect(page.getByText('Ingen organisationer at vise')).toBeVisible({ timeout: DASHBOARD_TIMEOUT });
    await expect(page.getByText(/Bed en administrator om at tilføje dig til en organisation eller om at knytte dit servicecenter/)).toBeVisible();
    await expect(dashboard.filterPanel()).toHaveCount(0);
    await expect(dashboard.toolbar()).toHaveCount(0);
    await shell.chooseLanguage('English');
    await expect(page.getByText('No organisations to show')).toBeVisible();
    await expect(page.getByText(/Ask an administrator to add you to an organisation, or to link your service centre/)).toBeVisible();
    return;
  }

  // The organisations their service centre serves: the first with devices is shown, read only.
  const first = organizations.find((o) => o.devices > 0)!;
  await expect(dashboard.filterButton('owners')).toHaveAccessibleName(either(`Ejere: ${first.name}`, `Owners: ${first.name}`));
  await expect(dashboard.cards().first()).toBeVisible({ timeout: DASHBOARD_TIMEOUT });
  await dashboard.modeButton('scheduling').click();
  // The server answers the counters' cards (others are left out): the mode shows once they are in.
  await expect(dashboard.modeButton('scheduling')).toHaveAttribute('aria-pressed', 'true', { timeout: DASHBOARD_TIMEOUT });
  const counter = dashboard.cards().first();
  await counter.getByRole('button', { name: /^(Udvid|Expand) / }).click();
  await expect(counter.getByText(either('Antal siden sidste nulstilling', 'Count since last reset'))).toBeVisible({ timeout: DASHBOARD_TIMEOUT });
  await expect(counter.getByRole('button', { name: either('Sæt tærskel', 'Set threshold') })).toHaveCount(0);
});
