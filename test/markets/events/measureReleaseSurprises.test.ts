import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { measureReleaseSurprises } from '../../../src/markets/events/measureReleaseSurprises.js';
import type { EventMeasure, SurpriseRule } from '../../../src/markets/rules/eventPlaybook.js';
import type { ScheduledRelease } from '../../../src/markets/rules/economicCalendar.js';

// CPI-U, U.S. city average, all items, not seasonally adjusted (BLS series CUUR0000SA0), as the BLS API answered it
// (the response recorded in argonprotocol/mainchain oracle/src/us_cpi.rs, 2024-07-06; see test/fixtures/README.md).
const CPI_NSA: Record<string, number> = {
  '2023-01': 299.17, '2023-02': 300.84, '2023-03': 301.836, '2023-04': 303.363, '2023-05': 304.127,
  '2023-06': 305.109, '2023-07': 305.691, '2023-08': 307.026, '2023-09': 307.789, '2023-10': 307.671,
  '2023-11': 307.051, '2023-12': 306.746, '2024-01': 308.417, '2024-02': 310.326, '2024-03': 312.332,
  '2024-04': 313.548, '2024-05': 314.069, '2022-01': 281.148, '2022-02': 283.716, '2022-03': 287.504,
  '2022-04': 289.109, '2022-05': 292.296, '2022-06': 296.311, '2022-07': 296.276, '2022-08': 296.171,
  '2022-09': 296.808, '2022-10': 298.012, '2022-11': 297.711, '2022-12': 296.797,
};
const observations = Object.entries(CPI_NSA).map(([period, value]) => ({ period, value }));
const CPI: EventMeasure = { series: 'cpi_all_items_nsa', transform: 'yoy_pct', unit: 'percent', decimals: 1 };
const RULE: SurpriseRule = { trendWindow: 3, minHistory: 6, largeZ: 1, inLineZ: 0.25 };
const release = (date: string, reference_period: string): ScheduledRelease => ({ date, time_et: '08:30', reference_period, status: 'scheduled' });

describe('measureReleaseSurprises', () => {
  // BLS CPI news releases: "The all items index increased 3.5 percent for the 12 months ending March" (2024-04-10),
  // 3.4 percent ending April (2024-05-15), 3.3 percent ending May (2024-06-12).
  it('computes the 12-month change BLS published for March, April and May 2024', () => {
    const out = measureReleaseSurprises([release('2024-04-10', '2024-03'), release('2024-05-15', '2024-04'), release('2024-06-12', '2024-05')], observations, { measure: CPI, rule: RULE });
    expect(out.map((r) => r.actual)).toEqual([3.5, 3.4, 3.3]);
  });

  it('measures against the mean of the three previous figures without a consensus, against the consensus with one', () => {
    // Hand-computed 12-month changes (one decimal): Feb 2024 3.2, Jan 2024 3.1, Dec 2023 3.4 → trend 3.2333 → 3.2.
    const [trend] = measureReleaseSurprises([release('2024-04-10', '2024-03')], observations, { measure: CPI, rule: RULE });
    expect(trend).toMatchObject({ method: 'prior_trend', forecast: 3.2, actual: 3.5, surprise: 0.3 });
    const [consensus] = measureReleaseSurprises([release('2024-04-10', '2024-03')], observations, { measure: CPI, rule: RULE, consensus: { '2024-03': 3.4 } });
    expect(consensus).toMatchObject({ method: 'consensus', forecast: 3.4, surprise: 0.1 });
  });

  it('leaves the surprise unsized until enough earlier surprises exist, and skips canceled releases', () => {
    const out = measureReleaseSurprises(
      [release('2023-04-12', '2023-03'), { ...release('2023-05-10', '2023-04'), status: 'canceled' }, release('2024-06-12', '2024-05')],
      observations,
      { measure: CPI, rule: RULE },
    );
    expect(out.map((r) => r.reference_period)).toEqual(['2023-03', '2024-05']);
    // March 2023 has no earlier prior-trend surprise here: the first 12-month change is January 2023, the first trend April 2023.
    expect(out[0]!.z).toBeNull();
    expect(out[0]!.bucket).toBeNull();
    expect(out[1]!.z).not.toBeNull();
  });

  // Payrolls (FRED PAYEMS, thousands) as FRED answered on 2023-07-18 (test/fixtures/README.md): June 2023 156,204,
  // May 155,995 → +209, the first print of the June 2023 Employment Situation ("increased by 209,000", 2023-07-07).
  it('computes the monthly payroll change BLS published for June 2023', () => {
    const payrolls: EventMeasure = { series: 'nonfarm_payrolls', transform: 'diff', unit: 'thousand', decimals: 0 };
    const [june] = measureReleaseSurprises([release('2023-07-07', '2023-06')], [{ period: '2023-05', value: 155995 }, { period: '2023-06', value: 156204 }], { measure: payrolls, rule: RULE });
    expect(june!.actual).toBe(209);
  });

  it('reads an FOMC decision as the change of the daily target across the statement date', () => {
    const fomc: EventMeasure = { series: 'fed_funds_target_upper', transform: 'change_at_date', unit: 'pp', decimals: 2 };
    // The 2025-09-17 decision lowered the range to 4.00-4.25 % (upper bound 4.50 → 4.25), effective the next day.
    const daily = [{ period: '2025-09-16', value: 4.5 }, { period: '2025-09-17', value: 4.5 }, { period: '2025-09-18', value: 4.25 }];
    const [decision] = measureReleaseSurprises([{ date: '2025-09-17', time_et: '14:00', reference_period: '2025-09', status: 'scheduled' }], daily, { measure: fomc, rule: RULE });
    expect(decision!.actual).toBe(-0.25);
  });

  it('buckets by the size of z, symmetric around zero', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: 100, max: 400, noNaN: true }), { minLength: 30, maxLength: 40 }), (values) => {
        const obs = values.map((value, i) => ({ period: `${2000 + Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`, value }));
        const releases = obs.slice(13).map((o) => release(`${o.period}-15`, o.period));
        for (const r of measureReleaseSurprises(releases, obs, { measure: CPI, rule: RULE })) {
          if (r.z === null) continue;
          const expected = r.z <= -1 ? 'large_below' : r.z >= 1 ? 'large_above' : Math.abs(r.z) < 0.25 ? 'in_line' : r.z < 0 ? 'below' : 'above';
          expect(r.bucket).toBe(expected);
        }
      }),
      { numRuns: 50 },
    );
  });

  it('refuses a non-finite value or a malformed period on field observations', () => {
    expect(() => measureReleaseSurprises([], [{ period: '2024-13-x', value: 1 }], { measure: CPI, rule: RULE })).toThrow(expect.objectContaining({ field: 'observations' }));
    expect(() => measureReleaseSurprises([], [{ period: '2024-01', value: Number.NaN }], { measure: CPI, rule: RULE })).toThrow(expect.objectContaining({ code: 'invalid_observation' }));
  });
});
