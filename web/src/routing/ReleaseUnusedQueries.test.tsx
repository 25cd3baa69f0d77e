import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { liveQueryRefCount } from '../relay/preload';
import { renderApp, resetApp } from '../test/renderApp';

type Router = ReturnType<typeof renderApp>['router'];

const isQueryRef = (value: unknown): value is { isDisposed: boolean; name: string } =>
  typeof value === 'object' && value !== null && 'isDisposed' in value && 'name' in value;

/** The query refs the matched routes' loaders returned, by query name. */
function refsOnScreen(router: Router) {
  const refs = new Map<string, { isDisposed: boolean }>();
  for (const match of router.state.matches) {
    const data = router.state.loaderData[match.route.id];
    if (isQueryRef(data)) refs.set(data.name, data);
  }
  return refs;
}

describe('preloaded query refs', () => {
  beforeEach(resetApp);

  it('are disposed when their page is left, while the shell keeps its own', async () => {
    const { router } = renderApp({ path: '/release' });
    await screen.findByText('FieldSense version 1.49.3');
    const { ReleasePageQuery: release, AppShellQuery: shell } = Object.fromEntries(refsOnScreen(router));
    expect(release?.isDisposed).toBe(false);

    await act(() => router.navigate('/counters'));
    await screen.findByRole('heading', { level: 1, name: 'Tællere' });
    await waitFor(() => expect(release?.isDisposed).toBe(true));
    expect(shell?.isDisposed).toBe(false);
  });

  it('of an earlier load of the same page are disposed when it loads anew; the one on screen stays', async () => {
    const { router } = renderApp({ path: '/release' });
    await screen.findByText('FieldSense version 1.49.3');
    const first = refsOnScreen(router).get('ReleasePageQuery');

    await act(() => router.revalidate());
    const second = refsOnScreen(router).get('ReleasePageQuery');
    expect(second).not.toBe(first);
    await waitFor(() => expect(first?.isDisposed).toBe(true));
    expect(second?.isDisposed).toBe(false);
    expect(screen.getByText('FieldSense version 1.49.3')).toBeInTheDocument();
  });

  it('do not pile up while the user goes back and forth', async () => {
    const { router } = renderApp({ path: '/release' });
    await screen.findByText('FieldSense version 1.49.3');
    for (let i = 0; i < 4; i += 1) {
      await act(() => router.navigate('/counters'));
      await act(() => router.navigate('/release'));
    }
    await screen.findByText('FieldSense version 1.49.3');
    // The shell's and the release page's, nothing else.
    await waitFor(() => expect(liveQueryRefCount()).toBe(2));
  });
});
