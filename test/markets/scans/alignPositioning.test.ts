import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { alignPositioning } from '../../../src/markets/scans/alignPositioning.js';
import type { CotReport } from '../../../src/markets/ports/PositioningSource.js';

const AS_OF = '2026-11-25';
const Z_LAST = 25.5 / Math.sqrt(225.25);
const DAY = 86_400_000;

/** 52 weekly reports (Tuesdays from 2025-01-07) whose net speculative position is k % of open interest, k = 0..51. */
function linearReports(): CotReport[] {
  const first = Date.parse('2025-01-07T00:00:00Z');
  return Array.from({ length: 52 }, (_, k) => ({
    marketCode: '088691',
    marketName: 'GOLD - COMMODITY EXCHANGE INC.',
    reportDate: new Date(first + k * 7 * DAY).toISOString().slice(0, 10),
    openInterest: 100,
    nonCommercialLong: 50 + k,
    nonCommercialShort: 50,
    commercialLong: 40,
    commercialShort: 40,
  }));
}

describe('alignPositioning', () => {
  // By hand: nets 0.00..0.51, mean 0.255, population σ = √((52² − 1)/12)/100 = √225.25/100 = 0.1500833; the last
  // report's z = (0.51 − 0.255)/0.1500833 = 25.5/√225.25 ≈ 1.6990563.
  it('z-scores the latest net position against its window (52 reports, by hand: 25.5/√225.25)', () => {
    const reports = linearReports();
    const last = Date.parse(`${reports.at(-1)!.reportDate}T00:00:00Z`);
    const { latest, z } = alignPositioning(reports, [last + 4 * DAY], { asOf: AS_OF });
    expect(latest).toMatchObject({ report_date: reports.at(-1)!.reportDate, window: 52 });
    expect(latest!.net_share).toBeCloseTo(0.51, 12);
    expect(latest!.z).toBeCloseTo(Z_LAST, 10);
    expect(z[0]).toBeCloseTo(Z_LAST, 10);
  });

  it('does not show a Tuesday report before Saturday 00:00 UTC, when every bar can know it', () => {
    const reports = linearReports();
    const tuesday = Date.parse(`${reports.at(-1)!.reportDate}T00:00:00Z`);
    const friday = tuesday + 3 * DAY + 20 * 3_600_000;
    const saturday = tuesday + 4 * DAY;
    const { z } = alignPositioning(reports, [friday, saturday], { asOf: AS_OF });
    // On Friday the 51st report is the latest known: too few in its window (51 < 52), so no z-score yet.
    expect(Number.isNaN(z[0]!)).toBe(true);
    expect(z[1]).toBeCloseTo(Z_LAST, 10);
  });

  it('turns the sign for an instrument quoted against the futures currency (USD/JPY against the yen future)', () => {
    const reports = linearReports();
    const t = Date.parse(`${reports.at(-1)!.reportDate}T00:00:00Z`) + 4 * DAY;
    expect(alignPositioning(reports, [t], { asOf: AS_OF, sign: -1 }).latest!.z).toBeCloseTo(-Z_LAST, 10);
  });

  it('never reads a report released after a bar (adding later reports leaves earlier bars unchanged)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -40, max: 40 }), { minLength: 60, maxLength: 120 }), fc.integer({ min: 1, max: 30 }), (nets, cut) => {
        const first = Date.parse('2020-01-07T00:00:00Z');
        const reports: CotReport[] = nets.map((n, k) => ({
          marketCode: '099741', marketName: 'EURO FX', reportDate: new Date(first + k * 7 * DAY).toISOString().slice(0, 10),
          openInterest: 100, nonCommercialLong: 50 + Math.max(0, n), nonCommercialShort: 50 + Math.max(0, -n), commercialLong: 1, commercialShort: 1,
        }));
        const times = Array.from({ length: nets.length * 7 }, (_, i) => first + i * DAY);
        const full = alignPositioning(reports, times, { asOf: AS_OF }).z;
        const kept = reports.slice(0, reports.length - cut);
        const partial = alignPositioning(kept, times, { asOf: AS_OF }).z;
        const lastKnown = Date.parse(`${kept.at(-1)!.reportDate}T00:00:00Z`) + 4 * DAY;
        // Until the first dropped report is released, both series are identical.
        const until = lastKnown + 7 * DAY;
        times.forEach((t, i) => {
          if (t < until) expect(Object.is(full[i], partial[i]) || Math.abs(full[i]! - partial[i]!) < 1e-12).toBe(true);
        });
      }),
      { numRuns: 50 },
    );
  });

  it('leaves its inputs unchanged and refuses a bad sign or asOf', () => {
    const reports = Object.freeze(linearReports().map((r) => Object.freeze(r)));
    expect(() => alignPositioning(reports, Object.freeze([0]), { asOf: AS_OF })).not.toThrow();
    expect(() => alignPositioning(reports, [0], { asOf: AS_OF, sign: 2 as 1 })).toThrow(expect.objectContaining({ field: 'sign' }));
    expect(() => alignPositioning(reports, [0], { asOf: '2020-01-01' })).toThrow(/^alignPositioning: /);
  });
});
