import { ChakraProvider } from '@chakra-ui/react';
import { I18nProvider } from '@lingui/react';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, setLanguage } from '../i18n/i18n';
import { system } from '../theme/system';
import { DateRangeFilter } from './DateRangeFilter';

type Range = { from: string; to: string };

/** A parent that applies what the filter hands it, as the monitoring filters and the dashboard do. */
function Harness({ initial, max, onApply, required }: { initial: Range; max: string; onApply: (range: Range) => void; required?: boolean }) {
  const [range, setRange] = useState(initial);
  return (
    <>
      <DateRangeFilter
        label="Fejldato"
        from={range.from}
        to={range.to}
        max={max}
        required={required}
        maxDays={required ? 366 : undefined}
        onChange={(next) => {
          setRange(next);
          onApply(next);
        }}
      />
      <button type="button" onClick={() => setRange({ from: '', to: '' })}>
        Nulstil
      </button>
    </>
  );
}

function renderFilter(props: { initial?: Range; max?: string; required?: boolean } = {}) {
  const onApply = vi.fn();
  render(
    <ChakraProvider value={system}>
      <I18nProvider i18n={i18n}>
        <Harness initial={props.initial ?? { from: '', to: '' }} max={props.max ?? '2026-11-22'} onApply={onApply} required={props.required} />
      </I18nProvider>
    </ChakraProvider>,
  );
  return { onApply, user: userEvent.setup() };
}

describe('DateRangeFilter', () => {
  beforeEach(() => setLanguage('da'));

  it('shows and takes dates the Danish way, and applies a valid range', async () => {
    const { onApply, user } = renderFilter({ initial: { from: '2026-11-01', to: '' } });
    const from = screen.getByRole('textbox', { name: 'Fejldato fra' });
    const to = screen.getByRole('textbox', { name: 'Fejldato til' });
    expect(from).toHaveValue('01.11.2026');
    expect(to).toHaveAttribute('placeholder', 'dd.mm.åååå');
    await user.type(to, '2.11.2026');
    expect(onApply).toHaveBeenLastCalledWith({ from: '2026-11-01', to: '2026-11-02' });
    // Leaving the field writes the date in full.
    await user.tab();
    expect(to).toHaveValue('02.11.2026');
    expect(screen.queryByText(/Anvendes ikke/)).not.toBeInTheDocument();
  });

  it('refuses a day that does not exist, with the message beside the field, and keeps the text', async () => {
    const { onApply, user } = renderFilter({ initial: { from: '2026-11-01', to: '2026-11-02' } });
    const from = screen.getByRole('textbox', { name: 'Fejldato fra' });
    await user.clear(from);
    await user.type(from, '31.02.2026');
    expect(await screen.findByText('31.02.2026 er ikke en gyldig dato.')).toBeInTheDocument();
    expect(screen.getByText('Anvendes ikke, før datoerne er rettet.')).toBeInTheDocument();
    expect(from).toHaveValue('31.02.2026');
    expect(from).toHaveAttribute('aria-invalid', 'true');
    expect(from).toHaveAccessibleDescription(/31\.02\.2026 er ikke en gyldig dato\./);
    // Only complete valid ranges were ever applied: never a cleared end, never 2026-03-03.
    for (const [range] of onApply.mock.calls) expect(range).toEqual({ from: expect.stringMatching(/^(2026-\d\d-\d\d)?$/), to: '2026-11-02' });
    expect(onApply).not.toHaveBeenCalledWith(expect.objectContaining({ from: '2026-03-03' }));
  });

  it('refuses a reversed range and a day after today', async () => {
    const { onApply, user } = renderFilter();
    const from = screen.getByRole('textbox', { name: 'Fejldato fra' });
    const to = screen.getByRole('textbox', { name: 'Fejldato til' });
    await user.type(from, '20.11.2026');
    onApply.mockClear();
    await user.type(to, '10.11.2026');
    expect(await screen.findByText('Slutdatoen ligger før startdatoen.')).toBeInTheDocument();
    expect(onApply).not.toHaveBeenCalledWith({ from: '2026-11-20', to: '2026-11-10' });
    await user.clear(to);
    await user.type(to, '23.11.2026');
    expect(await screen.findByText('Slutdatoen kan ikke være senere end 22.11.2026.')).toBeInTheDocument();
    expect(onApply).not.toHaveBeenCalledWith({ from: '2026-11-20', to: '2026-11-23' });
  });

  it('says how to write a date once the user leaves a field that is no date yet', async () => {
    const { onApply, user } = renderFilter();
    const from = screen.getByRole('textbox', { name: 'Fejldato fra' });
    await user.type(from, '20.11');
    // Not while typing...
    expect(screen.queryByText('Skriv startdatoen som dd.mm.åååå.')).not.toBeInTheDocument();
    await user.tab();
    // ...but once the field is left.
    expect(await screen.findByText('Skriv startdatoen som dd.mm.åååå.')).toBeInTheDocument();
    expect(onApply).not.toHaveBeenCalled();
  });

  it('asks for both ends where a range needs them', async () => {
    const { onApply, user } = renderFilter({ required: true, max: '2026-11-23' });
    await user.type(screen.getByRole('textbox', { name: 'Fejldato fra' }), '01.11.2026');
    await user.click(screen.getByRole('textbox', { name: 'Fejldato til' }));
    await user.tab();
    expect(await screen.findByText('Skriv en slutdato som dd.mm.åååå.')).toBeInTheDocument();
    expect(onApply).not.toHaveBeenCalled();
  });

  it('follows the language: English dates, hints and messages', async () => {
    act(() => setLanguage('en'));
    const { user } = renderFilter({ initial: { from: '2026-11-01', to: '' } });
    const from = screen.getByRole('textbox', { name: 'Fejldato from' });
    expect(from).toHaveValue('01/11/2026');
    expect(screen.getByRole('textbox', { name: 'Fejldato to' })).toHaveAttribute('placeholder', 'dd/mm/yyyy');
    await user.clear(from);
    await user.type(from, '31/02/2026');
    expect(await screen.findByText('31/02/2026 is not a valid date.')).toBeInTheDocument();
    expect(screen.getByText('Not applied until the dates are corrected.')).toBeInTheDocument();
    // Switching language rewrites a valid date in the new form.
    await user.clear(from);
    await user.type(from, '01/11/2026');
    act(() => setLanguage('da'));
    expect(screen.getByRole('textbox', { name: 'Fejldato fra' })).toHaveValue('01.11.2026');
  });

  it('shows a range applied from outside (Clear), replacing what was typed', async () => {
    const { user } = renderFilter({ initial: { from: '2026-11-01', to: '2026-11-02' } });
    const from = screen.getByRole('textbox', { name: 'Fejldato fra' });
    await user.clear(from);
    await user.type(from, '31.02.2026');
    await user.click(screen.getByRole('button', { name: 'Nulstil' }));
    expect(from).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Fejldato til' })).toHaveValue('');
    expect(screen.queryByText(/gyldig dato/)).not.toBeInTheDocument();
  });

  it('picks a range in a calendar that opens in Danish, with days after today unavailable', async () => {
    const { onApply, user } = renderFilter({ initial: { from: '2026-11-10', to: '2026-11-12' } });
    await user.click(screen.getByRole('button', { name: 'Fejldato: vælg i en kalender' }));
    const calendar = await screen.findByRole('application', { name: 'Kalender' });
    expect(within(calendar).getByRole('button', { name: 'Vælg måned' })).toHaveTextContent('november 2026');
    expect(within(calendar).getByRole('button', { name: /23\. november 2026, kan ikke vælges/ })).toHaveAttribute('aria-disabled', 'true');
    await user.click(within(calendar).getByRole('button', { name: /^søndag den 15\. november 2026/ }));
    await user.click(within(calendar).getByRole('button', { name: /^fredag den 20\. november 2026/ }));
    expect(onApply).toHaveBeenLastCalledWith({ from: '2026-11-15', to: '2026-11-20' });
    expect(screen.getByRole('textbox', { name: 'Fejldato fra' })).toHaveValue('15.11.2026');
    expect(screen.getByRole('textbox', { name: 'Fejldato til' })).toHaveValue('20.11.2026');
  });
});
