import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../i18n/i18n';
import { renderApp, resetApp } from '../../test/renderApp';

describe('SkipLink', () => {
  beforeEach(resetApp);

  it('is the first thing Tab reaches, and moves focus to the page content', async () => {
    const user = userEvent.setup();
    const { router } = renderApp({ path: '/counters' });
    await screen.findByRole('heading', { level: 1, name: 'Tællere' });

    await user.tab();
    const skip = screen.getByRole('link', { name: 'Gå til hovedindhold' });
    expect(skip).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
    // Focus moved; the URL did not (no #fragment navigation).
    expect(router.state.location.hash).toBe('');
    await user.tab();
    expect(screen.getByRole('main')).toContainElement(document.activeElement instanceof HTMLElement ? document.activeElement : null);
  });

  it('speaks English in English', async () => {
    renderApp({ path: '/counters' });
    await screen.findByRole('heading', { level: 1, name: 'Tællere' });
    act(() => setLanguage('en'));
    await waitFor(() => expect(screen.getByRole('link', { name: 'Skip to main content' })).toBeInTheDocument());
  });
});
