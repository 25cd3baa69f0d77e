import { describe, expect, it } from 'vitest';
import { toCsv } from './toCsv';

describe('toCsv', () => {
  it('starts with a BOM, separates with commas, ends lines with CRLF and leaves nulls empty', () => {
    const csv = toCsv({ columns: ['Tidspunkt', 'Måler'], rows: [['20.11.2026 01.00', 1.5], ['20.11.2026 02.00', null]] });
    expect(csv).toBe('\uFEFFTidspunkt,Måler\r\n20.11.2026 01.00,1.5\r\n20.11.2026 02.00,\r\n');
  });

  it('quotes fields with commas, quotes, line breaks or edge spaces (RFC 4180)', () => {
    const csv = toCsv({ columns: ['a,b', 'say "hi"', 'two\nlines', ' padded'], rows: [] });
    expect(csv).toBe('\uFEFF"a,b","say ""hi""","two\nlines"," padded"\r\n');
  });

  it('writes numbers unformatted with a dot decimal, so they import again', () => {
    const csv = toCsv({ columns: ['v'], rows: [[1234567.891], [-0.5], [0]] });
    expect(csv.split('\r\n').slice(1, 4)).toEqual(['1234567.891', '-0.5', '0']);
  });

  it('keeps text a spreadsheet would run as a formula from running', () => {
    const csv = toCsv({ columns: ['=1+1', '@SUM(A1)', '-x', 'ok'], rows: [['+45 12', -3]] });
    expect(csv).toBe("\uFEFF'=1+1,'@SUM(A1),'-x,ok\r\n'+45 12,-3\r\n");
  });
});
