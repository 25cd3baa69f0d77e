import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp, resetApp } from '../../test/renderApp';

describe('PasswordResetPage', () => {
  beforeEach(resetApp);

  it('sends the normalised address with the UI language and answers neutrally', async () => {
    const requestPasswordReset = vi.fn((_: unknown, _args: { input: unknown }) => ({ ok: true }));
    const user = userEvent.setup();
    renderApp({ path: '/password/reset', signedIn: false, resolvers: { Mutation: { requestPasswordReset } } });
    await user.type(await screen.findByLabelText(/E-mail/), ' Someone@Example.com ');
    await user.click(screen.getByRole('button', { name: 'Send link til nulstilling' }));
    await waitFor(() => expect(requestPasswordReset).toHaveBeenCalled());
    expect(requestPasswordReset.mock.calls[0]![1]).toEqual({ input: { email: 'someone@example.com', language: 'da' } });
    expect(await screen.findByText(/Hvis der findes en konto med den adresse/)).toBeInTheDocument();
  });

  it('rejects an invalid address', async () => {
    const requestPasswordReset = vi.fn((_: unknown, _args: { input: unknown }) => ({ ok: true }));
    const user = userEvent.setup();
    renderApp({ path: '/password/reset', signedIn: false, resolvers: { Mutation: { requestPasswordReset } } });
    await user.type(await screen.findByLabelText(/E-mail/), 'nope');
    await user.click(screen.getByRole('button', { name: 'Send link til nulstilling' }));
    expect(await screen.findByText('Indtast en gyldig e-mailadresse.')).toBeInTheDocument();
    expect(requestPasswordReset).not.toHaveBeenCalled();
  });
});
