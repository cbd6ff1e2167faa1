import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseInstantMs } from '../../../src/backtest/predictionMarkets/_lib/parseInstantMs.js';

describe('parseInstantMs', () => {
  it('equals Date.parse on any instant written as toISOString writes it, with or without milliseconds', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.parse('1000-01-01T00:00:00Z'), max: Date.parse('9999-12-31T23:59:59Z') }), (t) => {
        const iso = new Date(t).toISOString();
        expect(parseInstantMs(iso)).toBe(Date.parse(iso));
        const noMs = iso.slice(0, 19) + 'Z';
        expect(parseInstantMs(noMs)).toBe(Date.parse(noMs));
        expect(parseInstantMs(iso.slice(0, 22) + 'Z')).toBe(Date.parse(iso.slice(0, 22) + 'Z'));
      }),
      { numRuns: 2000 },
    );
  });
  it('leaves other shapes and impossible dates to Date.parse', () => {
    for (const s of ['2024-02-30T00:00:00Z', '2024-02-29T00:00:00Z', '2023-02-29T00:00:00Z', '2024-13-01T00:00:00Z', '2024-01-01T00:00:00+02:00', '2024-01-01', 'nope', '2024-01-01T00:00:00.Z', '2024-01-01T24:00:00Z']) {
      const want = Date.parse(s);
      const got = parseInstantMs(s);
      if (Number.isNaN(want)) expect(got).toBeNaN();
      else expect(got).toBe(want);
    }
  });
});
