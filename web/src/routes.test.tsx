import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setLanguage } from './i18n/i18n';
import { renderApp, resetApp } from './test/renderApp';

describe('routes', () => {
  beforeEach(resetApp);

  it('shows the 404 page for an unknown path', async () => {
    renderApp({ path: '/no/such/page', signedIn: false });
    expect(await screen.findByRole('heading', { name: 'Siden blev ikke fundet' })).toBeInTheDocument();
    expect(screen.getByText('404')).toBeInTheDocument();
  });

  it('shows the 404 page at /404', async () => {
    renderApp({ path: '/404' });
    expect(await screen.findByRole('heading', { name: 'Siden blev ikke fundet' })).toBeInTheDocument();
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
