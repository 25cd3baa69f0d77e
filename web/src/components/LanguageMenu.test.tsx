import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp, resetApp } from '../test/renderApp';
import { selectMenuItem } from '../test/selectMenuItem';

describe('LanguageMenu', () => {
  beforeEach(resetApp);

  it('switches the rendered language at once and remembers it', async () => {
    const user = userEvent.setup();
    renderApp({ path: '/login', signedIn: false });
    expect(await screen.findByRole('heading', { name: 'Log ind' })).toBeInTheDocument();
    // The menu loads after the first render (DeferredMenu) and replaces the button standing in for
    // its trigger: a button found before that would be a detached one by the time of the click.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sprog: Dansk' })).toHaveAttribute('data-scope', 'menu'));

    await user.click(screen.getByRole('button', { name: 'Sprog: Dansk' }));
    await selectMenuItem(user, await screen.findByRole('menuitem', { name: /English/ }));

    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(localStorage.getItem('selected_language')).toBe('en');
    expect(document.documentElement.lang).toBe('en');

    await user.click(screen.getByRole('button', { name: 'Language: English' }));
    await selectMenuItem(user, await screen.findByRole('menuitem', { name: /Dansk/ }));
    expect(await screen.findByRole('heading', { name: 'Log ind' })).toBeInTheDocument();
    expect(localStorage.getItem('selected_language')).toBe('da');
  });

  it('saves the choice to the user settings when signed in', async () => {
    const updateUserConfig = vi.fn((_: unknown, { input }: { input: { language: string } }) => ({
      config: { language: input.language, utcOffset: 1 },
    }));
    const user = userEvent.setup();
    renderApp({ path: '/dashboard', resolvers: { Mutation: { updateUserConfig } } });

    await user.click(await screen.findByRole('button', { name: 'Sprog: Dansk' }));
    await selectMenuItem(user, await screen.findByRole('menuitem', { name: /English/ }));

    await waitFor(() => expect(updateUserConfig).toHaveBeenCalled());
    expect(updateUserConfig.mock.calls[0]![1].input).toEqual({ language: 'en' });
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Organisations', hidden: true })).toBeInTheDocument();
    expect(localStorage.getItem('selected_language')).toBe('en');
  });
});
