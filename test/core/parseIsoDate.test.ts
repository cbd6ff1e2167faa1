import { describe, expect, it } from 'vitest';
import { addMonthsIso } from '../../src/core/addMonthsIso.js';
import { parseIsoDate } from '../../src/core/parseIsoDate.js';

describe('parseIsoDate', () => {
  it('accepts real calendar dates and rejects impossible ones', () => {
    expect(parseIsoDate('2024-02-29')).toBe('2024-02-29');
    for (const bad of ['2023-02-29', '2026-13-01', '2026-1-1', '20261122', '', 42]) {
      expect(() => parseIsoDate(bad, { fn: 'checkStatute', field: 'last_payment' })).toThrow(/^checkStatute: last_payment/);
    }
  });
});

describe('addMonthsIso', () => {
  it('clamps to the end of shorter months', () => {
    expect(addMonthsIso('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonthsIso('2026-11-22', 120)).toBe('2036-11-22');
    expect(addMonthsIso('2026-03-15', -3)).toBe('2025-12-15');
  });
});
