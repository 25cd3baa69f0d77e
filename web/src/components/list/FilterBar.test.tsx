import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockScreenWidth } from '../../test/mockScreenWidth';
import { FilterBar, filtersOpenKey } from './FilterBar';
import { renderWithProviders } from '../../test/renderWithProviders';
import { useFilterDraft } from './useFilterDraft';

/** A list with one text filter: what the bar applies shows as "applied: …". */
function Harness({ onApply, late = false }: { onApply: (value: string) => void; late?: boolean }) {
  const [applied, setApplied] = useState('');
  // With `late`, what is applied arrives when "Arrive" is pressed (as a navigation lands later).
  const [inFlight, setInFlight] = useState<string | null>(null);
  const { draft, setDraft, dirty, reset, submit } = useFilterDraft(applied, (v) => v);
  return (
    <>
      {late && (
        <button type="button" onClick={() => inFlight !== null && setApplied(inFlight)}>
          Arrive
        </button>
      )}
      <FilterBar
        listId="things"
        dirty={dirty}
        onApply={() => {
          const value = submit();
          if (late) setInFlight(value);
          else setApplied(value);
          onApply(value);
        }}
        onReset={reset}
        canClear={applied !== ''}
        onClear={() => setApplied('')}
      >
        <input aria-label="Name" value={draft} onChange={(e) => setDraft(e.target.value)} />
      </FilterBar>
      <p>applied: {applied}</p>
    </>
  );
}

describe('FilterBar', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.restoreAllMocks());

  it('applies the draft with Apply or Enter, undoes it, and clears what is applied', async () => {
    mockScreenWidth(1440);
    const onApply = vi.fn();
    const u = userEvent.setup();
    renderWithProviders(<Harness onApply={onApply} />);
    const apply = screen.getByRole('button', { name: 'Anvend filtre' });
    expect(apply).toBeDisabled();
    await u.type(screen.getByRole('textbox', { name: 'Name' }), 'pump');
    expect(onApply).not.toHaveBeenCalled();
    await u.click(apply);
    expect(screen.getByText('applied: pump')).toBeInTheDocument();
    expect(apply).toBeDisabled();

    await u.type(screen.getByRole('textbox', { name: 'Name' }), 'e{Enter}');
    expect(screen.getByText('applied: pumpe')).toBeInTheDocument();
    await u.type(screen.getByRole('textbox', { name: 'Name' }), 'x');
    await u.click(screen.getByRole('button', { name: 'Fortryd ændringer' }));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('pumpe');

    await u.click(screen.getByRole('button', { name: 'Ryd filtre' }));
    expect(screen.getByText(/^applied:\s*$/)).toBeInTheDocument();
    // The draft follows what is applied when it changes from outside.
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Ryd filtre' })).toBeDisabled();
    expect(onApply).toHaveBeenCalledTimes(2);
  });

  it('keeps what the user types while an applied filter is on its way', async () => {
    mockScreenWidth(1440);
    const u = userEvent.setup();
    renderWithProviders(<Harness onApply={() => undefined} late />);
    const name = screen.getByRole('textbox', { name: 'Name' });
    await u.type(name, 'pump');
    await u.click(screen.getByRole('button', { name: 'Anvend filtre' }));
    await u.clear(name);
    await u.click(screen.getByRole('button', { name: 'Arrive' }));
    expect(screen.getByText('applied: pump')).toBeInTheDocument();
    expect(name).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Anvend filtre' })).toBeEnabled();
  });

  it('starts open on a wide screen and closed on a phone, and remembers the choice per list', async () => {
    mockScreenWidth(390);
    const u = userEvent.setup();
    const { unmount } = renderWithProviders(<Harness onApply={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Vis filtre' })).toHaveAttribute('aria-expanded', 'false');
    await u.click(screen.getByRole('button', { name: 'Vis filtre' }));
    expect(screen.getByRole('button', { name: 'Skjul filtre' })).toHaveAttribute('aria-expanded', 'true');
    expect(localStorage.getItem(filtersOpenKey('things'))).toBe('true');
    unmount();
    // A reload on the same phone: still open.
    renderWithProviders(<Harness onApply={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Skjul filtre' })).toBeInTheDocument();
  });

  it('ignores a stored value it cannot read', () => {
    mockScreenWidth(1440);
    localStorage.setItem(filtersOpenKey('things'), '"maybe"');
    renderWithProviders(<Harness onApply={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Skjul filtre' })).toBeInTheDocument();
  });
});
