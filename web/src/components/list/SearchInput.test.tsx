import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, Link, RouterProvider } from 'react-router-dom';
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

  it('searches at once on leaving the field, and not again after the pause (a tap on a result must not be followed by a search)', () => {
    const onSearch = vi.fn();
    renderWithProviders(<SearchInput value="" onSearch={onSearch} label="Søg" />);
    const input = screen.getByRole('searchbox', { name: 'Søg' });
    fireEvent.change(input, { target: { value: 'gudenå ' } });
    fireEvent.blur(input);
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('gudenå');
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS * 2));
    expect(onSearch).toHaveBeenCalledTimes(1);
    // Cleared before the URL caught up: the clearing still counts.
    fireEvent.click(screen.getByRole('button', { name: /ryd søgningen|clear the search/i }));
    expect(onSearch).toHaveBeenLastCalledWith('');
    expect(onSearch).toHaveBeenCalledTimes(2);
  });

  it('does not search once the user has left for another page (its navigation would take them back)', async () => {
    const onSearch = vi.fn();
    const router = createMemoryRouter(
      [
        {
          path: '/list',
          element: (
            <>
              <SearchInput value="" onSearch={onSearch} label="Søg" />
              <Link to="/details">Serviceordre 19</Link>
            </>
          ),
        },
        // The page being opened is still loading when the search's pause ends.
        { path: '/details', loader: () => new Promise(() => undefined), element: <p>Detaljer</p> },
      ],
      { initialEntries: ['/list'] },
    );
    renderWithProviders(<RouterProvider router={router} />);
    const input = screen.getByRole('searchbox', { name: 'Søg' });
    fireEvent.change(input, { target: { value: 'gudenå' } });
    fireEvent.click(screen.getByRole('link', { name: 'Serviceordre 19' }));
    fireEvent.blur(input);
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(router.state.navigation.location?.pathname).toBe('/details');
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('shows a search changed from elsewhere (Clear filters, Back)', () => {
    const { rerender } = renderWithProviders(<SearchInput value="syd" onSearch={() => undefined} label="Søg" />);
    expect(screen.getByRole('searchbox')).toHaveValue('syd');
    rerender(<SearchInput value="" onSearch={() => undefined} label="Søg" />);
    expect(screen.getByRole('searchbox')).toHaveValue('');
  });
});
