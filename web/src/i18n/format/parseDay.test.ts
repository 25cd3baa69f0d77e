import { describe, expect, it } from 'vitest';
import { i18nFor } from '../../test/i18nFor';
import { parseDay } from './parseDay';

const da = i18nFor('da');
const en = i18nFor('en');

describe('parseDay', () => {
  it('reads a day written the way the language writes it, and the ways people type it', () => {
    expect(parseDay(da, '20.11.2026')).toEqual({ kind: 'day', day: '2026-11-20' });
    expect(parseDay(en, '20/11/2026')).toEqual({ kind: 'day', day: '2026-11-20' });
    expect(parseDay(da, ' 2.1.2026 ')).toEqual({ kind: 'day', day: '2026-01-02' });
    expect(parseDay(da, '2-1-2026')).toEqual({ kind: 'day', day: '2026-01-02' });
    expect(parseDay(en, '2 1 2026')).toEqual({ kind: 'day', day: '2026-01-02' });
    expect(parseDay(da, '20112026')).toEqual({ kind: 'day', day: '2026-11-20' });
    // A day pasted from a URL or a spreadsheet.
    expect(parseDay(en, '2026-11-20')).toEqual({ kind: 'day', day: '2026-11-20' });
  });

  it('tells an empty field, text that is no date, and numbers that name no day apart', () => {
    expect(parseDay(da, '   ')).toEqual({ kind: 'empty' });
    expect(parseDay(da, '20.11')).toEqual({ kind: 'malformed' });
    expect(parseDay(da, '20.11.26')).toEqual({ kind: 'malformed' });
    expect(parseDay(en, 'yesterday')).toEqual({ kind: 'malformed' });
    expect(parseDay(da, '31.02.2026')).toEqual({ kind: 'invalid' });
    expect(parseDay(en, '29/02/2026')).toEqual({ kind: 'invalid' });
    expect(parseDay(en, '29/02/2028')).toEqual({ kind: 'day', day: '2028-02-29' });
    expect(parseDay(da, '13.13.2026')).toEqual({ kind: 'invalid' });
    expect(parseDay(da, '00.01.2026')).toEqual({ kind: 'invalid' });
    expect(parseDay(en, '2026-02-31')).toEqual({ kind: 'invalid' });
  });
});
