import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp, resetApp } from '../../test/renderApp';

async function submit(password: string, repeat: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/^Ny adgangskode/), password);
  await user.type(screen.getByLabelText(/Gentag den nye adgangskode/), repeat);
  await user.click(screen.getByRole('button', { name: 'Gem ny adgangskode' }));
}

describe('NewPasswordPage', () => {
  beforeEach(resetApp);

  it('asks for at least 8 characters and a matching repeat', async () => {
    const resetPassword = vi.fn((_: unknown, _args: { input: unknown }) => ({ ok: true }));
    renderApp({ path: '/password/new?token=t1', signedIn: false, resolvers: { Mutation: { resetPassword } } });
    await submit('short', 'other');
    expect(await screen.findByText('Brug mindst 8 tegn.')).toBeInTheDocument();
    expect(screen.getByText('Adgangskoderne er ikke ens.')).toBeInTheDocument();
    expect(resetPassword).not.toHaveBeenCalled();
  });

  it('sets the password with the token from the link and offers sign-in', async () => {
    const resetPassword = vi.fn((_: unknown, _args: { input: unknown }) => ({ ok: true }));
    renderApp({ path: '/password/new?token=t1', signedIn: false, resolvers: { Mutation: { resetPassword } } });
    await submit('NewSecret1', 'NewSecret1');
    expect(await screen.findByText('Din adgangskode er ændret')).toBeInTheDocument();
    expect(resetPassword.mock.calls[0]![1]).toEqual({ input: { token: 't1', password: 'NewSecret1' } });
    expect(screen.getByRole('link', { name: 'Gå til log ind' })).toHaveAttribute('href', '/login');
  });

  it('says clearly when the link is invalid or expired', async () => {
    const resetPassword = vi.fn(() => {
      throw new GraphQLError('Invalid token', { extensions: { code: 'BAD_USER_INPUT' } });
    });
    renderApp({ path: '/password/new?token=used', signedIn: false, resolvers: { Mutation: { resetPassword } } });
    await submit('NewSecret1', 'NewSecret1');
    expect(await screen.findByText('Linket er ugyldigt eller udløbet')).toBeInTheDocument();
  });

  it('shows a server field error next to the field', async () => {
    const resetPassword = vi.fn(() => {
      throw new GraphQLError('The request is invalid', {
        extensions: { code: 'BAD_USER_INPUT', fields: [{ field: 'password', message: 'Too common' }] },
      });
    });
    renderApp({ path: '/password/new?token=t1', signedIn: false, resolvers: { Mutation: { resetPassword } } });
    await submit('password1', 'password1');
    expect(await screen.findByText('Too common')).toBeInTheDocument();
  });

  it('shows the invalid-link message without a token', async () => {
    renderApp({ path: '/password/new', signedIn: false });
    expect(await screen.findByText('Linket er ugyldigt eller udløbet')).toBeInTheDocument();
  });
});
