import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders';
import { SEARCH_DEBOUNCE_MS, SearchInput } from './SearchInput';

describe('SearchInput', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('searches once typing pauses for 800 ms, with the trimmed text', () => {
    const onSearch = vi.fn();
    renderWithProviders(<SearchInput value="" onSearch={onSearch} label="Søg i enheder" />);
    const input = screen.getByRole('searchbox', { name: 'Søg i enheder' });
    fireEvent.change(input, { target: { value: 'pu' } });
    act(() => vi.advanceTimersByTime(500));
    fireEvent.change(input, { target: { value: ' pumpe ' } });
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('pumpe');
    expect(SEARCH_DEBOUNCE_MS).toBe(800);
  });

  it('searches at once on Enter, clears on Escape, and does not repeat the applied search', () => {
    const onSearch = vi.fn();
    const { rerender } = renderWithProviders(<SearchInput value="" onSearch={onSearch} label="Søg" />);
    const input = screen.getByRole('searchbox', { name: 'Søg' });
    fireEvent.change(input, { target: { value: 'nord' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onSearch).toHaveBeenLastCalledWith('nord');
    rerender(<SearchInput value="nord" onSearch={onSearch} label="Søg" />);
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(onSearch).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input).toHaveValue('');
    expect(onSearch).toHaveBeenLastCalledWith('');
  });

  it('shows a search changed from elsewhere (Clear filters, Back)', () => {
    const { rerender } = renderWithProviders(<SearchInput value="syd" onSearch={() => undefined} label="Søg" />);
    expect(screen.getByRole('searchbox')).toHaveValue('syd');
    rerender(<SearchInput value="" onSearch={() => undefined} label="Søg" />);
    expect(screen.getByRole('searchbox')).toHaveValue('');
  });
});
