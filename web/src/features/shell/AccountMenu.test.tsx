import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '../auth/authStore';
import { renderApp, resetApp } from '../../test/renderApp';
import { selectMenuItem } from '../../test/selectMenuItem';

describe('AccountMenu', () => {
  beforeEach(resetApp);

  it('opens the account page of the current user', async () => {
    const user = userEvent.setup();
    const { router } = renderApp({ path: '/counters' });
    await user.click(await screen.findByRole('button', { name: 'Kontomenu for Ada Admin' }));
    await selectMenuItem(user, await screen.findByRole('menuitem', { name: 'Min konto' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/users/user-1'));
  });

  it('logs out even when the logout call fails: clears the session, keeps the language, goes to /login after 300 ms', async () => {
    localStorage.setItem('selected_language', 'da');
    const logout = vi.fn(() => {
      throw new GraphQLError('down', { extensions: { code: 'UPSTREAM_UNAVAILABLE' } });
    });
    const user = userEvent.setup();
    const { router } = renderApp({ path: '/counters', resolvers: { Mutation: { logout } } });
    // Leaving is delayed (300 ms), not measured here: wall-clock time is unreliable on busy machines.
    // Where the app was at the moment of sign-out is read then, not on a later (slow) poll.
    let pathAtSignOut: string | undefined;
    const unsubscribe = authStore.subscribe((state) => {
      if (!state.isLoggedIn) pathAtSignOut ??= router.state.location.pathname;
    });
    await user.click(await screen.findByRole('button', { name: 'Kontomenu for Ada Admin' }));
    await selectMenuItem(user, await screen.findByRole('menuitem', { name: 'Log ud' }));

    await waitFor(() => expect(logout).toHaveBeenCalled());
    await waitFor(() => expect(authStore.get().isLoggedIn).toBe(false));
    unsubscribe();
    expect(pathAtSignOut).toBe('/counters');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem('auth')).toBeNull();
    expect(localStorage.getItem('selected_language')).toBe('da');
  });
});
