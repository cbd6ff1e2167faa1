import { describe, expect, it } from 'vitest';
import { addDaysIso } from '../../src/core/addDaysIso.js';

describe('addDaysIso', () => {
  // Gregorian calendar facts: 2024 is a leap year, 2100 is not (divisible by 100, not by 400); 8 March 2026 is a US
  // daylight-saving change, which must not shift a calendar day.
  it('counts calendar days across month, year and leap-day boundaries', () => {
    expect(addDaysIso('2024-02-28', 2)).toBe('2024-03-01');
    expect(addDaysIso('2100-02-28', 1)).toBe('2100-03-01');
    expect(addDaysIso('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDaysIso('2026-03-08', 1)).toBe('2026-03-09');
    expect(addDaysIso('2026-01-01', -1)).toBe('2025-12-31');
    expect(addDaysIso('2026-11-22', 0)).toBe('2026-11-22');
  });

  it('is undone by the opposite count', () => {
    for (const days of [1, 28, 29, 365, 366, 1000]) expect(addDaysIso(addDaysIso('2023-06-15', days), -days)).toBe('2023-06-15');
  });
});
