import { expect, test, type Page } from '@playwright/test';
import { Shell } from '../../pages/Shell';
import { storageStateOf, type DemoUser } from '../../support';

// Every path of spec part 1 §2 as each demo user: where it lands, and that it lands inside the
// shell. `page`: the page itself, with the heading given (Danish, English: another test may switch
// a demo user's language meanwhile); `no`: the /unauthorized page; `404`: the not-found page.
// Written out from the spec (§6) and the demo roles, independently of the web's own rule table.
type Landing = 'page' | 'no' | '404';
type Row = { path: string; heading: [da: string, en: string]; admin: Landing; member: Landing; technician: Landing; lands?: string };

const row = (path: string, da: string, en: string, admin: Landing, member: Landing, technician: Landing, lands?: string): Row => ({
  path,
  heading: [da, en],
  admin,
  member,
  technician,
  lands,
});
const P: Landing = 'page';
const N: Landing = 'no';
const OWN = '{own user id}';

const routes: Row[] = [
  row('/dashboard', 'Dashboard', 'Dashboard', P, P, P),
  row('/users', 'Brugere', 'Users', P, N, N),
  row(`/users/${OWN}`, 'Min konto', 'My account', P, P, P),
  row(`/users/${OWN}/edit`, 'Redigér bruger', 'Edit user', P, P, P),
  row('/users/someone-else', 'Bruger', 'User', P, N, N),
  row('/users/someone-else/edit', 'Redigér bruger', 'Edit user', P, N, N),
  row('/roles', 'Roller', 'Roles', P, N, N),
  row('/roles/role-1', 'Rolle', 'Role', P, N, N),
  row('/organizations', 'Organisationer', 'Organisations', P, P, P),
  row('/organizations/new', 'Ny organisation', 'New organisation', P, N, N),
  row('/organizations/org-1', 'Organisation', 'Organisation', P, P, P),
  row('/organizations/org-1/integrations', 'Integrationer', 'Integrations', P, P, P),
  row('/organizations/org-1/members', 'Medlemmer', 'Members', P, P, P),
  row('/organizations/org-1/members/user-2', 'Medlem', 'Member', P, P, P),
  row('/organizations/org-1/members/user-2/edit', 'Redigér medlem', 'Edit member', P, P, P),
  // Built pages with an id that names nothing land on the not-found page, inside the shell.
  row('/organizations/org-1/devices', '', '', '404', '404', '404'),
  row('/organizations/org-1/devices/dev-1', '', '', '404', '404', '404'),
  row('/organizations/org-1/devices/dev-1/edit', '', '', '404', N, N),
  row('/organizations/org-1/devices/dev-1/alerts', '', '', '404', '404', '404'),
  row('/organizations/org-1/contracts', 'Kontrakter', 'Contracts', P, P, P),
  row('/organizations/org-1/contracts/con-1', 'Kontrakt', 'Contract', P, P, P),
  row('/organizations/org-1/roles', 'Roller', 'Roles', P, P, P),
  row('/organizations/org-1/keys', 'API-nøgler', 'API keys', P, P, P),
  row('/organizations/org-1/groups', 'Grupper', 'Groups', P, P, P),
  row('/devices', 'Enheder', 'Devices', P, P, P),
  row('/devices/new', 'Ny enhed', 'New device', P, N, N),
  row('/devices/dev-1', '', '', '404', '404', '404'),
  row('/devices/dev-1/edit', '', '', '404', N, N),
  row('/devices/dev-1/alerts', '', '', '404', '404', '404'),
  row('/counters', 'Tællere', 'Counters', P, P, P),
  row('/map', 'Kort', 'Map', P, P, P),
  row('/monitoring', 'Overvågning', 'Monitoring', P, N, N),
  // /orders lands on its first tab, the service orders.
  row('/orders', 'Serviceordrer', 'Service orders', P, N, P, '/orders/service-orders'),
  row('/orders/service-orders', 'Serviceordrer', 'Service orders', P, N, P),
  row('/orders/service-orders/new-order?device=dev-1', 'Ny serviceordre', 'New service order', P, N, N),
  // An order that does not exist (spec part 2 §2, §8): its pages return to the list.
  row('/orders/service-orders/ord-1', 'Serviceordrer', 'Service orders', P, N, P, '/orders/service-orders'),
  row('/orders/service-orders/ord-1/details', 'Serviceordrer', 'Service orders', P, N, P, '/orders/service-orders'),
  row('/orders/service-orders/ord-1/edit', 'Serviceordrer', 'Service orders', P, N, P, '/orders/service-orders'),
  // The wizard, bare or at any step, of an order that does not exist returns to the list too.
  row('/orders/service-orders/ord-1/wizard', 'Serviceordrer', 'Service orders', P, N, P, '/orders/service-orders'),
  row('/orders/service-orders/ord-1/wizard/info', 'Serviceordrer', 'Service orders', P, N, P, '/orders/service-orders'),
  row('/orders/service-orders/ord-1/wizard/before-service', 'Serviceordrer', 'Service orders', P, N, P, '/orders/service-orders'),
  row('/orders/service-orders/ord-1/wizard/device-service', 'Serviceordrer', 'Service orders', P, N, P, '/orders/service-orders'),
  row('/orders/service-orders/ord-1/wizard/replacement', 'Serviceordrer', 'Service orders', P, N, P, '/orders/service-orders'),
  row('/orders/service-orders/ord-1/wizard/issue', 'Serviceordrer', 'Service orders', P, N, P, '/orders/service-orders'),
  row('/orders/service-orders/ord-1/wizard/after-service', 'Serviceordrer', 'Service orders', P, N, P, '/orders/service-orders'),
  row('/orders/service-orders/ord-1/wizard/no-such-step', '', '', '404', N, '404'),
  row('/orders/installation', 'Installationsordrer', 'Installation orders', P, N, P),
  row('/orders/installation/new-order', 'Ny installationsordre', 'New installation order', P, N, N),
  row('/orders/installation/ord-2', 'Installationsordre', 'Installation order', P, N, P),
  row('/orders/installation/ord-2/install/dev-1', 'Installér enhed', 'Install device', P, N, P),
  row('/orders/service-centers', 'Servicecentre', 'Service centres', P, N, P),
  row('/orders/service-centers/sc-1', 'Servicecenter', 'Service centre', P, N, P),
  // As a device's: ids that cannot name a technician are a page that is not there.
  row('/orders/service-centers/sc-1/technicians/tech-1', '', '', '404', N, '404'),
  row('/orders/technicians', 'Teknikere', 'Technicians', P, N, P),
  row('/services', 'Services', 'Services', P, N, P),
  row('/firmware', 'Firmware', 'Firmware', P, N, N),
  row('/release', 'Udgivelse', 'Release', P, P, P),
  row('/create-new-release', 'Opret en ny version', 'Create a new release', P, N, N),
  row('/unauthorized', 'Ingen adgang', 'No access', P, P, P),
  row('/404', 'Siden blev ikke fundet', 'Page not found', P, P, P),
  row('/no/such/page', '', '', '404', '404', '404'),
  row('/devices/dev-1/no-such-tab', '', '', '404', '404', '404'),
];

const either = ([da, en]: [string, string]) => new RegExp(`^(${da}|${en})$`);
const counters = either(['Tællere', 'Counters']);

/** The URL and heading a row should end on for a user. */
function landing(route: Row, user: DemoUser, ownId: string) {
  const path = route.path.replace(OWN, ownId);
  switch (route[user]) {
    case 'no':
      return { path: '/unauthorized', heading: either(['Ingen adgang', 'No access']) };
    case '404':
      return { path: new URL(path, 'http://app').pathname, heading: either(['Siden blev ikke fundet', 'Page not found']) };
    default:
      return { path: route.lands ?? new URL(path, 'http://app').pathname, heading: either(route.heading) };
  }
}

const ownUserId = (page: Page) =>
  page.evaluate(() => {
    const auth: unknown = JSON.parse(localStorage.getItem('auth') ?? 'null');
    const user = auth && typeof auth === 'object' && 'user' in auth ? auth.user : null;
    return user && typeof user === 'object' && 'userId' in user ? String(user.userId) : '';
  });

for (const user of ['admin', 'member', 'technician'] as const) {
  test.describe(`as ${user}`, () => {
    test.use({ storageState: storageStateOf(user) });

    test('every route lands where it should, inside the shell', async ({ page }) => {
      test.setTimeout(400_000);
      const shell = new Shell(page);
      await shell.open('/counters');
      await expect(shell.pageHeading()).toHaveText(counters);
      const ownId = await ownUserId(page);
      expect(ownId).not.toBe('');

      let previous = { path: '/counters', heading: counters };
      for (const route of routes) {
        const to = route.path.replace(OWN, ownId);
        const expected = landing(route, user, ownId);
        // A page that looks like the one before it is reached through another one, so that the
        // checks below cannot pass on what is still on screen.
        if (expected.heading.source === previous.heading.source && expected.path !== '/unauthorized') {
          await shell.moveTo('/counters');
          await expect(shell.pageHeading()).toHaveText(counters);
        }
        await shell.moveTo(to);
        // The first visit of a page with charts or many cards downloads its code and renders a lot:
        // slow on a busy machine.
        await expect(page, `${user} ${to}`).toHaveURL((url) => url.pathname === expected.path, { timeout: 60_000 });
        await expect(shell.pageHeading(), `${user} ${to}`).toHaveText(expected.heading, { timeout: 60_000 });
        await expect(shell.navigation(), `${user} ${to} is inside the shell`).toBeVisible();
        previous = expected;
      }
    });

    test('the first page of a visit is guarded too', async ({ page }) => {
      test.setTimeout(240_000);
      const shell = new Shell(page);
      await shell.open('/monitoring');
      if (user === 'admin') {
        await expect(shell.pageHeading()).toHaveText(either(['Overvågning', 'Monitoring']));
        await expect(page).toHaveURL(/\/monitoring\?/);
      } else {
        // Today a technician would get an error page and a member a table whose edits fail.
        await expect(shell.pageHeading()).toHaveText(either(['Ingen adgang', 'No access']));
        await expect(page).toHaveURL(/\/unauthorized$/);
        await page.getByRole('main').getByRole('link', { name: either(['Gå til dashboardet', 'Go to the dashboard']) }).click();
        await expect(page).toHaveURL(/\/dashboard$/);
      }
      await expect(shell.navigation()).toBeVisible();
    });
  });
}

test.describe('signed out', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('a protected page sends the visitor to sign-in and back to it afterwards', async ({ page }) => {
    test.setTimeout(240_000);
    const shell = new Shell(page);
    await shell.open('/organizations/org-1/groups?x=1');
    await expect(page).toHaveURL(`/login?from=${encodeURIComponent('/organizations/org-1/groups?x=1')}`);
    await page.getByLabel(/^e-mail/i).fill('member@example.com');
    await page.getByLabel(/^(adgangskode|password)/i).fill('Demo1234!');
    await page.getByRole('button', { name: /^(log ind|sign in)$/i }).click();
    await expect(page).toHaveURL('/organizations/org-1/groups?x=1', { timeout: 90_000 });
    await expect(shell.pageHeading()).toHaveText(either(['Grupper', 'Groups']), { timeout: 90_000 });
  });

  test('/ goes to the dashboard through sign-in; an unknown path is a 404 of its own', async ({ page }) => {
    test.setTimeout(240_000);
    const shell = new Shell(page);
    await shell.open('/');
    await expect(page).toHaveURL(`/login?from=${encodeURIComponent('/dashboard')}`);
    await shell.open('/no/such/page');
    await expect(shell.pageHeading()).toHaveText('Siden blev ikke fundet');
    await expect(shell.navigation()).toBeHidden();
    await expect(page.getByRole('link', { name: 'Gå til log ind' })).toBeVisible();
  });
});
