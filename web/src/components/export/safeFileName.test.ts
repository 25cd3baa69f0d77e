import { describe, expect, it } from 'vitest';
import { safeFileName } from './safeFileName';

describe('safeFileName', () => {
  it('replaces each run of forbidden and control characters with one dash', () => {
    expect(safeFileName('Vandstand: Å/øst <2026>', 'export')).toBe('Vandstand- Å-øst -2026-');
    expect(safeFileName('a\u0000\u001fb|*c', 'export')).toBe('a-b-c');
  });
  it('falls back when nothing is left', () => {
    expect(safeFileName('   ', 'chart')).toBe('chart');
  });
});
