import { isRouteErrorResponse } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { authStore } from '../features/auth/authStore';
import { createTestRouter } from './createTestRouter';
import { demoRoleRules, type DemoRole } from './demoRoleRules';

// Where each path of spec part 1 §2 lands for each demo user, written out by hand from the spec
// (§6) and the demo roles, not computed from the rules under test. `page`: the page itself;
// `no access`: /unauthorized; `404`: the not-found page; else the path it redirects to.
type Landing = 'page' | 'no access' | '404' | `/${string}`;
const A: Landing = 'page';
const X: Landing = 'no access';

const expected: [path: string, admin: Landing, member: Landing, technician: Landing][] = [
  ['/dashboard', A, A, A],
  ['/users', A, X, X],
  ['/users/user-1', A, A, A], // the viewer's own account
  ['/users/user-1/edit', A, A, A],
  ['/users/user-2', A, X, X],
  ['/users/user-2/edit', A, X, X],
  ['/roles', A, X, X],
  ['/roles/role-1', A, X, X],
  ['/organizations', A, A, A],
  ['/organizations/new', A, X, X],
  ['/organizations/org-1', A, A, A],
  ['/organizations/org-1/integrations', A, A, A],
  ['/organizations/org-1/members', A, A, A],
  ['/organizations/org-1/members/user-2', A, A, A],
  ['/organizations/org-1/members/user-2/edit', A, A, A],
  ['/organizations/org-1/devices', A, A, A],
  ['/organizations/org-1/devices/new', A, X, X],
  ['/organizations/org-1/devices/00000000-0000-4000-8000-0000000000d1', A, A, A],
  ['/organizations/org-1/devices/00000000-0000-4000-8000-0000000000d1/edit', A, X, X],
  ['/organizations/org-1/devices/00000000-0000-4000-8000-0000000000d1/alerts', A, A, A],
  ['/organizations/org-1/contracts', A, A, A],
  ['/organizations/org-1/contracts/con-1', A, A, A],
  ['/organizations/org-1/roles', A, A, A],
  ['/organizations/org-1/keys', A, A, A],
  ['/organizations/org-1/groups', A, A, A],
  ['/devices', A, A, A],
  ['/devices/new', A, X, X],
  ['/devices/00000000-0000-4000-8000-0000000000d1', A, A, A],
  ['/devices/00000000-0000-4000-8000-0000000000d1/edit', A, X, X],
  ['/devices/00000000-0000-4000-8000-0000000000d1/alerts', A, A, A],
  ['/counters', A, A, A],
  ['/map', A, A, A],
  ['/monitoring', A, X, X],
  ['/orders', '/orders/service-orders', X, '/orders/service-orders'],
  ['/orders/service-orders', A, X, A],
  ['/orders/service-orders/new-order', A, X, X],
  ['/orders/service-orders/new-order?device=dev-1', A, X, X],
  ['/orders/service-orders/ord-1', '/orders/service-orders/ord-1/details', X, '/orders/service-orders/ord-1/details'],
  ['/orders/service-orders/ord-1/details', A, X, A],
  ['/orders/service-orders/ord-1/edit', A, X, A],
  // The bare wizard opens the order's saved step (none here: the first).
  ['/orders/service-orders/ord-1/wizard', '/orders/service-orders/ord-1/wizard/location', X, '/orders/service-orders/ord-1/wizard/location'],
  ['/orders/service-orders/ord-1/wizard/location', A, X, A],
  ['/orders/service-orders/ord-1/wizard/info', A, X, A],
  ['/orders/service-orders/ord-1/wizard/before-service', A, X, A],
  ['/orders/service-orders/ord-1/wizard/device-service', A, X, A],
  ['/orders/service-orders/ord-1/wizard/replacement', A, X, A],
  ['/orders/service-orders/ord-1/wizard/issue', A, X, A],
  ['/orders/service-orders/ord-1/wizard/after-service', A, X, A],
  ['/orders/service-orders/ord-1/wizard/check-data', A, X, A],
  ['/orders/service-orders/ord-1/wizard/finish', A, X, A],
  ['/orders/service-orders/ord-1/wizard/no-such-step', '404', X, '404'],
  ['/orders/installation', A, X, A],
  ['/orders/installation/new-order', A, X, X],
  ['/orders/installation/ord-2', A, X, A],
  ['/orders/installation/ord-2/install/dev-1', A, X, A],
  ['/orders/service-centers', A, X, A],
  ['/orders/service-centers/new', A, X, X],
  ['/orders/service-centers/sc-1', A, X, A],
  ['/orders/service-centers/sc-1/technicians/tech-1', '404', X, '404'],
  ['/orders/technicians', A, X, A],
  ['/services', A, X, A],
  ['/firmware', A, X, X],
  ['/release', A, A, A],
  ['/create-new-release', A, X, X],
  ['/unauthorized', A, A, A],
  ['/404', A, A, A],
  ['/no/such/page', '404', '404', '404'],
  ['/devices/dev-1/no-such-tab', '404', '404', '404'],
];

// The organisation the table's paths name (its REST id, as in the URL), for pages that look it up.
const organizations = () => [{ id: 'org-global-1', organizationId: 'org-1', name: 'Aarhus Vand' }];
const asRole = (role: DemoRole, path: string) =>
  createTestRouter({ path, resolvers: { Viewer: { abilities: () => demoRoleRules[role] }, Query: { organizations } } });

type Router = ReturnType<typeof createTestRouter>['router'];

/** Where the router ended up, in the table's terms. */
function landing(router: Router, path: string): string {
  const { location, errors, matches } = router.state;
  const notFound = Object.values(errors ?? {}).some((error) => isRouteErrorResponse(error) && error.status === 404);
  if (notFound || matches.at(-1)?.route.path === '*') return '404';
  if (location.pathname === '/unauthorized' && path !== '/unauthorized') return 'no access';
  // A page may add its defaults to the query (monitoring's filter); the path is what matters here.
  if (location.pathname === new URL(path, 'http://app').pathname) return 'page';
  return location.pathname;
}

describe('route guards, route × demo role', () => {
  beforeEach(() => {
    authStore.signOut();
    localStorage.clear();
  });

  for (const [column, role] of (['admin', 'member', 'technician'] as const).entries()) {
    it(`send the ${role} where the spec says, on every route`, async () => {
      // One router for all paths, as a user clicks around: the rules come from the store.
      const { router, settle, visit } = asRole(role, '/404');
      await settle();
      const landed: string[] = [];
      for (const row of expected) {
        await visit(row[0]);
        landed.push(`${row[0]} → ${landing(router, row[0])}`);
      }
      expect(landed).toEqual(expected.map((row) => `${row[0]} → ${row[column + 1]}`));
      router.dispose();
    });
  }

  it('checks the first page of a visit too, before the shell has loaded the rules', async () => {
    for (const [role, path, where] of [
      ['member', '/monitoring', 'no access'],
      ['technician', '/monitoring', 'no access'],
      ['member', '/users', 'no access'],
      ['technician', '/orders/service-orders/ord-1/edit', 'page'],
      ['admin', '/monitoring', 'page'],
    ] as const) {
      const { router, settle } = asRole(role, path);
      await settle();
      expect(`${role} ${path} → ${landing(router, path)}`).toBe(`${role} ${path} → ${where}`);
      router.dispose();
    }
  });

  it('sends a signed-out visitor of any page to sign-in, remembering the page', async () => {
    const { router, settle, visit } = createTestRouter({ path: '/login', signedIn: false });
    await settle();
    for (const [path] of expected.filter(([path]) => !['/unauthorized', '/404', '/no/such/page', '/devices/dev-1/no-such-tab'].includes(path))) {
      await visit(path);
      expect(router.state.location.pathname + router.state.location.search).toBe(`/login?from=${encodeURIComponent(path)}`);
    }
    router.dispose();
  });

  it('sends / to the dashboard', async () => {
    const { router, settle } = asRole('member', '/');
    await settle();
    expect(router.state.location.pathname).toBe('/dashboard');
    router.dispose();
  });
});
