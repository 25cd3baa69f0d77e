import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '../auth/authStore';
import { makeToken } from '../../test/makeToken';
import { renderApp, resetApp } from '../../test/renderApp';

const token = makeToken();
const loginOk = () =>
  vi.fn((_: unknown, { input }: { input: { email: string } }) => ({
    token,
    user: { id: 'user-node-1', userId: 'user-1', name: 'Ada Admin', email: input.email },
  }));

async function fillAndSubmit(email: string, password: string) {
  const user = userEvent.setup();
  const emailInput = await screen.findByLabelText(/E-mail/);
  await user.clear(emailInput);
  await user.clear(screen.getByLabelText(/Adgangskode/));
  if (email) await user.type(emailInput, email);
  if (password) await user.type(screen.getByLabelText(/Adgangskode/), password);
  await user.click(screen.getByRole('button', { name: 'Log ind' }));
}

describe('LoginForm', () => {
  beforeEach(resetApp);

  it('validates the fields before sending anything', async () => {
    const login = loginOk();
    renderApp({ path: '/login', signedIn: false, resolvers: { Mutation: { login } } });
    await fillAndSubmit('', '');
    expect(await screen.findByText('Indtast din e-mailadresse.')).toBeInTheDocument();
    expect(screen.getByText('Indtast din adgangskode.')).toBeInTheDocument();

    await fillAndSubmit('not-an-email', 'x');
    expect(await screen.findByText('Indtast en gyldig e-mailadresse.')).toBeInTheDocument();
    expect(login).not.toHaveBeenCalled();
  });

  it('sends the e-mail trimmed and lowercased, stores the session and goes to the dashboard', async () => {
    const login = loginOk();
    const { router } = renderApp({ path: '/login', signedIn: false, resolvers: { Mutation: { login } } });
    await fillAndSubmit('  Admin@Example.COM ', 'Demo1234!');
    await waitFor(() => expect(login).toHaveBeenCalled());
    expect(login.mock.calls[0]![1].input).toEqual({ email: 'admin@example.com', password: 'Demo1234!' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(authStore.get()).toMatchObject({ token, isLoggedIn: true, user: { userId: 'user-1' } });
  });

  it('returns to the page the user came from', async () => {
    const { router } = renderApp({ path: '/login?from=%2Frelease', signedIn: false, resolvers: { Mutation: { login: loginOk() } } });
    await fillAndSubmit('admin@example.com', 'Demo1234!');
    await waitFor(() => expect(router.state.location.pathname).toBe('/release'));
  });

  it("shows the server's message in an error toast on UNAUTHENTICATED", async () => {
    const login = vi.fn(() => {
      throw new GraphQLError('Forkert e-mail eller adgangskode', { extensions: { code: 'UNAUTHENTICATED' } });
    });
    renderApp({ path: '/login', signedIn: false, resolvers: { Mutation: { login } } });
    await fillAndSubmit('admin@example.com', 'wrong');
    expect(await screen.findByText('Forkert e-mail eller adgangskode')).toBeInTheDocument();
    expect(screen.getByText('Log ind mislykkedes')).toBeInTheDocument();
    expect(authStore.get().isLoggedIn).toBe(false);
  });

  it('explains RATE_LIMITED in words', async () => {
    const login = vi.fn(() => {
      throw new GraphQLError('429', { extensions: { code: 'RATE_LIMITED' } });
    });
    renderApp({ path: '/login', signedIn: false, resolvers: { Mutation: { login } } });
    await fillAndSubmit('admin@example.com', 'wrong');
    expect(await screen.findByText('For mange forsøg. Vent et øjeblik, og prøv igen.')).toBeInTheDocument();
  });
});
