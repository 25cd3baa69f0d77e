import { expect, test, type Page } from '@playwright/test';
import { Shell } from '../../pages/Shell';
import { storageStateOf } from '../../support';

test.use({ storageState: storageStateOf('admin') });

/** Counts the GraphQL operations the page sends, by name (`*`: all of them). */
function countOperations(page: Page) {
  const counts = new Map<string, number>();
  let all = 0;
  page.on('request', (request) => {
    if (request.method() !== 'POST' || new URL(request.url()).pathname !== '/graphql') return;
    const body: unknown = request.postDataJSON();
    const query = body && typeof body === 'object' && 'query' in body && typeof body.query === 'string' ? body.query : '';
    const name = /^\s*(?:query|mutation)\s+(\w+)/.exec(query)?.[1] ?? 'anonymous';
    counts.set(name, (counts.get(name) ?? 0) + 1);
    all += 1;
  });
  return (name: string) => (name === '*' ? all : (counts.get(name) ?? 0));
}

const withParam = (page: Page, name: string, value: string) => {
  const url = new URL(page.url());
  url.searchParams.set(name, value);
  return url.pathname + url.search;
};

test('the shell query goes out once a visit, not again for filter and page changes', async ({ page }) => {
  test.setTimeout(240_000);
  const sent = countOperations(page);
  const shell = new Shell(page);
  await shell.open('/monitoring');
  // The loader puts the default filter into the URL (a redirect); the shell still asks once.
  await expect(page).toHaveURL(/\/monitoring\?/);
  await expect.poll(() => sent('MonitoringPageQuery')).toBeGreaterThan(0);
  expect(sent('AppShellQuery')).toBe(1);

  for (const size of ['20', '50', '10']) {
    const before = sent('*');
    await shell.moveTo(withParam(page, 'size', size));
    // Each change loads the table anew (the page's own query); the shell's stays put.
    await expect.poll(() => sent('*')).toBeGreaterThan(before);
  }

  await shell.moveTo('/dashboard');
  await expect(shell.pageHeading()).toHaveText(/^Dashboard$/, { timeout: 60_000 });
  await shell.moveTo('/dashboard?period=day');
  await shell.moveTo('/counters');
  await expect(shell.pageHeading()).toHaveText(/^(Tællere|Counters)$/);
  expect(sent('AppShellQuery')).toBe(1);
});
