import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders';
import { DeviceCardsPage } from './DeviceCardsPage';
import { TestDashboardView } from './testDashboardView';

type PageProps = Partial<Parameters<typeof DeviceCardsPage>[0]>;

/** A section of a big owner before any card is in (no card needs Relay): what it says and offers. */
function renderPage(props: PageProps = {}, language: 'da' | 'en' = 'da') {
  const loadNext = vi.fn();
  const ui = (extra: PageProps) => (
    <TestDashboardView>
      <DeviceCardsPage
        nodes={[]}
        total={24_782}
        hasNext
        isLoadingNext={false}
        loadNext={loadNext}
        scheduling={false}
        expanded={new Set()}
        onExpandedChange={() => undefined}
        {...props}
        {...extra}
      />
    </TestDashboardView>
  );
  const result = renderWithProviders(ui({}), language);
  return { loadNext, rerender: (extra: PageProps) => result.rerender(ui(extra)) };
}

describe('DeviceCardsPage', () => {
  it('says how many of how many it shows, the Danish way, and asks for the next page on Show more', async () => {
    const { loadNext } = renderPage();
    expect(screen.getByText('Viser 0 af 24.782')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Vis flere' }));
    expect(loadNext).toHaveBeenCalledTimes(1);
  });

  it('shows a skeleton for each card of the page that loads, no more than remain', () => {
    const { rerender } = renderPage({ isLoadingNext: true });
    expect(screen.getAllByTestId('card-skeleton')).toHaveLength(24);
    // The button says it is busy instead of asking twice.
    expect(screen.getByRole('button', { name: /Indlæser/ })).toBeDisabled();
    rerender({ total: 5 });
    expect(screen.getAllByTestId('card-skeleton')).toHaveLength(5);
    rerender({ isLoadingNext: false });
    expect(screen.queryByTestId('card-skeleton')).not.toBeInTheDocument();
  });

  it('says nothing and offers nothing once every card is shown', () => {
    renderPage({ total: 0, hasNext: false });
    expect(screen.queryByText(/^Viser/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Vis flere' })).not.toBeInTheDocument();
  });

  it('speaks English', () => {
    renderPage({}, 'en');
    expect(screen.getByText('Showing 0 of 24,782')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show more' })).toBeInTheDocument();
  });
});
