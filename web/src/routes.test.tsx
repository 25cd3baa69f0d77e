import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { setLanguage } from './i18n/i18n';
import { memberRules, pushSubscription } from './test/createMockEnvironment';
import { renderApp, resetApp } from './test/renderApp';

const sidebar = () => screen.findByRole('navigation', { name: 'Hovednavigation', hidden: true });

describe('routes', () => {
  beforeEach(resetApp);

  it('shows the 404 page for an unknown path, on its own with a way to sign in when signed out', async () => {
    renderApp({ path: '/no/such/page', signedIn: false });
    expect(await screen.findByRole('heading', { name: 'Siden blev ikke fundet' })).toBeInTheDocument();
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Gå til log ind' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('navigation', { name: 'Hovednavigation', hidden: true })).not.toBeInTheDocument();
  });

  it('shows the 404 page inside the shell, with the sidebar, when signed in', async () => {
    renderApp({ path: '/devices/dev-1/no-such-tab' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Siden blev ikke fundet' })).toBeInTheDocument();
    expect(await sidebar()).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Gå til dashboardet' })).toHaveAttribute('href', '/dashboard');
    await waitFor(() => expect(document.title).toBe('Siden blev ikke fundet · FieldSense'));
  });

  it('shows the 404 page at /404', async () => {
    renderApp({ path: '/404' });
    expect(await screen.findByRole('heading', { name: 'Siden blev ikke fundet' })).toBeInTheDocument();
  });

  it('shows a page that is not built yet inside the shell: named, with its breadcrumb and a way back up', async () => {
    renderApp({ path: '/organizations/org-1/members/u-1/edit' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Redigér medlem' })).toBeInTheDocument();
    expect(screen.getByText('Ikke bygget endnu')).toBeInTheDocument();
    expect(await sidebar()).toBeInTheDocument();

    const trail = screen.getByRole('navigation', { name: 'Brødkrummesti' });
    expect(within(trail).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Organisationer',
      'Organisation',
      'Medlemmer',
      'Medlem',
      'Redigér medlem',
    ]);
    expect(within(trail).getByRole('link', { name: 'Medlemmer' })).toHaveAttribute('href', '/organizations/org-1/members');
    expect(within(trail).getByText('Redigér medlem')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Tilbage til Medlem' })).toHaveAttribute('href', '/organizations/org-1/members/u-1');
    expect(screen.getByRole('link', { name: 'Gå til dashboardet' })).toHaveAttribute('href', '/dashboard');
    await waitFor(() => expect(document.title).toBe('Redigér medlem · FieldSense'));
  });

  it('names a not-built page in English too', async () => {
    // The shell adopts the viewer's saved language, so the viewer must have chosen English too.
    setLanguage('en');
    renderApp({
      path: '/orders/installation/ord-2/install/dev-1',
      resolvers: { Viewer: { config: () => ({ language: 'en', utcOffset: 1 }) } },
    });
    // Its title comes with the orders area's routes and strings, loaded on this first visit.
    expect(await screen.findByRole('heading', { level: 1, name: 'Install device' })).toBeInTheDocument();
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(trail).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Orders',
      'Installation orders',
      'Installation order',
      'Install device',
    ]);
    expect(screen.getByRole('link', { name: 'Back to Installation order' })).toHaveAttribute('href', '/orders/installation/ord-2');
  });

  it('shows crumbs the viewer may not open as plain text, and leads back to the nearest one they may', async () => {
    renderApp({ path: '/users/user-1/edit', resolvers: { Viewer: { abilities: () => memberRules } } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Redigér bruger' })).toBeInTheDocument();
    const trail = screen.getByRole('navigation', { name: 'Brødkrummesti' });
    expect(within(trail).queryByRole('link', { name: 'Brugere' })).not.toBeInTheDocument();
    expect(within(trail).getByText('Brugere')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tilbage til Bruger' })).toHaveAttribute('href', '/users/user-1');
  });

  // Every route × role is in routing/routeGuards.test.ts (without rendering); this is how it looks.
  it('sends a member who opens /roles to /unauthorized, inside the shell with a way to the dashboard', async () => {
    const { router } = renderApp({ path: '/roles', resolvers: { Viewer: { abilities: () => memberRules } } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ingen adgang' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/unauthorized');
    expect(await sidebar()).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Gå til dashboardet' })).toHaveAttribute('href', '/dashboard');
  });

  it('leaves a page at once when viewerChanged takes away the right to see it', async () => {
    const { router } = renderApp({ path: '/users' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Brugere' })).toBeInTheDocument();
    act(() =>
      pushSubscription('useViewerChangedSubscription', {
        viewerChanged: {
          __typename: 'Viewer',
          id: 'viewer-1',
          config: { language: 'da', utcOffset: 1 },
          abilities: memberRules,
          newReleaseNotifications: [],
          user: { id: 'user-node-1', userId: 'user-1', name: 'Ada Admin', email: 'admin@example.com' },
        },
      }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Ingen adgang' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/unauthorized');
    // And the next visit is checked against the new rules too.
    await act(() => router.navigate('/roles'));
    expect(router.state.location.pathname).toBe('/unauthorized');
  });

  it('keeps /unauthorized open to signed-out visitors, without the shell', async () => {
    renderApp({ path: '/unauthorized', signedIn: false });
    expect(await screen.findByRole('heading', { name: 'Ingen adgang' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Gå til log ind' })).toHaveAttribute('href', '/login');
  });

  it('moves to the breadcrumb\'s page when a crumb is clicked', async () => {
    const { router } = renderApp({ path: '/roles/role-1' });
    const trail = await screen.findByRole('navigation', { name: 'Brødkrummesti' });
    await userEvent.click(within(trail).getByRole('link', { name: 'Roller' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/roles'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Roller' })).toBeInTheDocument();
  });

  it('sends a signed-out visitor of a protected path to sign-in, remembering the path', async () => {
    const { router } = renderApp({ path: '/devices?page=2', signedIn: false });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe(`?from=${encodeURIComponent('/devices?page=2')}`);
    expect(await screen.findByRole('heading', { name: 'Log ind' })).toBeInTheDocument();
  });

  it('redirects / to /dashboard when signed in', async () => {
    const { router } = renderApp({ path: '/' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Tendenser og serviceplaner for jeres organisationers enheder.')).toBeInTheDocument();
  });

  it('sends a signed-in user away from /login', async () => {
    const { router } = renderApp({ path: '/login' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('shows the release page with the running version and the notifications', async () => {
    renderApp({
      path: '/release',
      resolvers: {
        Viewer: {
          newReleaseNotifications: () => [{ id: 'n1', notificationId: 'n-1', releaseVersion: '1.49.3', createdAt: '2026-11-20T08:30:00.000Z' }],
        },
      },
    });
    expect(await screen.findByText('FieldSense version 1.49.3')).toBeInTheDocument();
    expect(screen.getAllByText('Ny version 1.49.3 er udgivet.').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Markér som læst' })).toBeInTheDocument();
  });

  it('names the browser tab after the page, in the current language', async () => {
    const { router } = renderApp({ path: '/login', signedIn: false });
    await waitFor(() => expect(document.title).toBe('Log ind · FieldSense'));
    act(() => setLanguage('en'));
    await waitFor(() => expect(document.title).toBe('Sign in · FieldSense'));
    await act(() => router.navigate('/password/reset'));
    await waitFor(() => expect(document.title).toBe('Reset your password · FieldSense'));
  });

  it('names the tab of a shell page after its heading', async () => {
    const { router } = renderApp({ path: '/dashboard' });
    await waitFor(() => expect(document.title).toBe('Dashboard · FieldSense'));
    await act(() => router.navigate('/release'));
    await waitFor(() => expect(document.title).toBe('Udgivelse · FieldSense'));
  });
});
