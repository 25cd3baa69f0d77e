import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

describe('toaster', () => {
  it('shows the toasts asked for before its outlet has loaded, as they were last updated', async () => {
    // A module graph of its own, so that the toasts' code has not loaded yet, as on a first visit.
    vi.resetModules();
    const { toaster } = await import('./toaster');
    const { renderWithProviders } = await import('../test/renderWithProviders');

    const saving = toaster.create({ type: 'loading', title: 'Gemmer …' });
    toaster.update(saving, { type: 'success', title: 'Gemt' });
    toaster.create({ type: 'info', title: 'Ny version' });
    renderWithProviders(<p>Siden</p>);

    expect(await screen.findByText('Gemt')).toBeInTheDocument();
    expect(screen.queryByText('Gemmer …')).not.toBeInTheDocument();
    const titles = screen.getAllByText(/^(Gemt|Ny version)$/).map((element) => element.textContent);
    expect(titles).toHaveLength(2);
  });
});
