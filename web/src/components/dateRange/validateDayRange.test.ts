import { describe, expect, it } from 'vitest';
import { i18nFor } from '../../test/i18nFor';
import { describeDayFieldProblem } from './describeDayFieldProblem';
import { describeDayRangeProblem } from './describeDayRangeProblem';
import { validateDayRange } from './validateDayRange';

const da = i18nFor('da');
const en = i18nFor('en');
const today = '2026-11-22';

describe('validateDayRange', () => {
  it('applies a range typed in the language, or one end left open', () => {
    expect(validateDayRange(da, { from: '01.11.2026', to: '22.11.2026' }, { max: today })).toEqual({ valid: true, from: '2026-11-01', to: '2026-11-22' });
    expect(validateDayRange(en, { from: '01/11/2026', to: '' }, { max: today })).toEqual({ valid: true, from: '2026-11-01', to: '' });
    expect(validateDayRange(en, { from: '', to: '' }, { max: today })).toEqual({ valid: true, from: '', to: '' });
    expect(validateDayRange(en, { from: '22/11/2026', to: '22/11/2026' }, { max: today })).toEqual({ valid: true, from: '2026-11-22', to: '2026-11-22' });
  });

  it('refuses a day that does not exist, a reversed range and a day after the latest allowed', () => {
    expect(validateDayRange(da, { from: '31.02.2026', to: '' }, { max: today })).toEqual({ valid: false, from: { code: 'invalid' } });
    expect(validateDayRange(da, { from: '20.11.2026', to: '10.11.2026' }, { max: today })).toEqual({ valid: false, range: { code: 'reversed' } });
    expect(validateDayRange(da, { from: '', to: '23.11.2026' }, { max: today })).toEqual({ valid: false, to: { code: 'afterMax', max: today } });
    expect(validateDayRange(da, { from: '1.11', to: '31.02.2026' }, { max: today })).toEqual({ valid: false, from: { code: 'malformed' }, to: { code: 'invalid' } });
  });

  it('asks for both ends and a bounded span where the range needs them (the dashboard)', () => {
    const limits = { max: '2026-11-23', required: true, maxDays: 366 };
    expect(validateDayRange(en, { from: '01/11/2026', to: '' }, limits)).toEqual({ valid: false, to: { code: 'missing' } });
    expect(validateDayRange(en, { from: '23/11/2026', to: '23/11/2026' }, limits)).toEqual({ valid: true, from: '2026-11-23', to: '2026-11-23' });
    expect(validateDayRange(en, { from: '23/11/2025', to: '23/11/2026' }, limits)).toEqual({ valid: true, from: '2025-11-23', to: '2026-11-23' });
    expect(validateDayRange(en, { from: '22/11/2025', to: '23/11/2026' }, limits)).toEqual({ valid: false, range: { code: 'tooLong', maxDays: 366 } });
  });
});

describe('the messages of a refused range', () => {
  it('say what is wrong in the user’s language, with dates as the app writes them', () => {
    expect(describeDayFieldProblem(da, 'from', { code: 'invalid' }, ' 31.02.2026 ')).toBe('31.02.2026 er ikke en gyldig dato.');
    expect(describeDayFieldProblem(en, 'from', { code: 'invalid' }, '31/02/2026')).toBe('31/02/2026 is not a valid date.');
    expect(describeDayFieldProblem(da, 'to', { code: 'afterMax', max: today }, '23.11.2026')).toBe('Slutdatoen kan ikke være senere end 22.11.2026.');
    expect(describeDayFieldProblem(en, 'to', { code: 'afterMax', max: today }, '23/11/2026')).toBe('The end date cannot be later than 22/11/2026.');
    expect(describeDayFieldProblem(da, 'from', { code: 'malformed' }, '1.11')).toBe('Skriv startdatoen som dd.mm.åååå.');
    expect(describeDayFieldProblem(en, 'from', { code: 'malformed' }, '1.11')).toBe('Write the start date as dd/mm/yyyy.');
    expect(describeDayFieldProblem(da, 'to', { code: 'missing' }, '')).toBe('Skriv en slutdato som dd.mm.åååå.');
    expect(describeDayRangeProblem(da, { code: 'reversed' })).toBe('Slutdatoen ligger før startdatoen.');
    expect(describeDayRangeProblem(en, { code: 'reversed' })).toBe('The end date is before the start date.');
    expect(describeDayRangeProblem(da, { code: 'tooLong', maxDays: 366 })).toBe('Perioden kan højst være 366 dage.');
  });
});
