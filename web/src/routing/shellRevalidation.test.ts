import { beforeEach, describe, expect, it } from 'vitest';
import { authStore } from '../features/auth/authStore';
import { adminRules } from '../test/createMockEnvironment';
import { createTestRouter } from './createTestRouter';

/**
 * The shell's query (viewer, rules, notifications) runs once a visit; filters and pages change
 * under it without asking for it again. Counted at the mocked server: only the shell's query asks
 * for the viewer's release notifications on these pages.
 */
function countingShellQueries(path: string) {
  let shellQueries = 0;
  const test = createTestRouter({
    path,
    resolvers: {
      Viewer: {
        abilities: () => adminRules,
        newReleaseNotifications: () => {
          shellQueries += 1;
          return [];
        },
      },
    },
  });
  return { ...test, shellQueries: () => shellQueries };
}

const withParam = (search: string, name: string, value: string) => {
  const params = new URLSearchParams(search);
  params.append(name, value);
  return `?${params.toString()}`;
};

describe('the shell query', () => {
  beforeEach(() => authStore.signOut());

  it('is not asked for again when the monitoring filter or page changes', async () => {
    const { router, settle, visit, shellQueries } = countingShellQueries('/monitoring');
    await settle();
    // The loader put the default filter into the URL (a redirect): still one shell query.
    expect(router.state.location.search).not.toBe('');
    expect(shellQueries()).toBe(1);

    const search = router.state.location.search;
    await visit(`/monitoring${withParam(search, 'package', 'package-2')}`);
    await visit(`/monitoring${withParam(search, 'status', 'status-3')}`);
    await visit(`/monitoring${withParam(search, 'size', '50')}`);
    await visit(`/monitoring${withParam(withParam(search, 'size', '50'), 'after', '50')}`);
    await visit('/monitoring?all=1');
    expect(shellQueries()).toBe(1);
  });

  it('is not asked for again when the dashboard filter changes, nor when moving between pages', async () => {
    const { visit, settle, shellQueries } = countingShellQueries('/dashboard');
    await settle();
    expect(shellQueries()).toBe(1);
    await visit('/dashboard?owner=org-2');
    await visit('/dashboard?owner=org-2&period=day');
    await visit('/dashboard?owner=org-2&period=day&mode=scheduling');
    await visit('/devices');
    await visit('/users/user-1');
    await visit('/dashboard');
    expect(shellQueries()).toBe(1);
  });

  it('is not asked for again when the pages reload (a language change), as viewerChanged keeps it fresh', async () => {
    const { router, settle, shellQueries } = countingShellQueries('/counters');
    await settle();
    await router.revalidate();
    await settle();
    expect(shellQueries()).toBe(1);
  });
});
