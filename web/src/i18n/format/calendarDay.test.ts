import { describe, expect, it } from 'vitest';
import { addDays, dayAt, endOfDay, isCalendarDay, startOfDay, todayAt } from './calendarDay';

describe('calendar days in the user offset', () => {
  it('puts an instant on the day it is at the user offset', () => {
    expect(dayAt('2026-11-20T23:30:00.000Z', 0)).toBe('2026-11-20');
    expect(dayAt('2026-11-20T23:30:00.000Z', 1)).toBe('2026-11-21');
    expect(dayAt('2026-11-20T02:00:00.000Z', -5)).toBe('2026-11-19');
    expect(todayAt(2, new Date('2026-12-31T22:30:00.000Z'))).toBe('2027-01-01');
  });

  it('counts days across months and years', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
  });

  it('gives the instants a day starts and ends at', () => {
    expect(startOfDay('2026-11-20', 1)).toBe('2026-11-19T23:00:00.000Z');
    expect(endOfDay('2026-11-20', 1)).toBe('2026-11-20T22:59:59.999Z');
  });

  it('knows which days exist, where Date.parse rolls over', () => {
    expect(isCalendarDay('2026-11-20')).toBe(true);
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(isCalendarDay('2026-02-31')).toBe(false);
    expect(isCalendarDay('2026-2-3')).toBe(false);
    expect(isCalendarDay('garbage')).toBe(false);
  });
});
