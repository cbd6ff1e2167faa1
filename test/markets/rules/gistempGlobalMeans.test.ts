import { describe, expect, it } from 'vitest';
import { pickRule } from '../../../src/core/pickRule.js';
import { priceHottestYear } from '../../../src/markets/predictionScans/priceHottestYear.js';
import { GISTEMP_GLOBAL_MEANS } from '../../../src/markets/rules/gaiaTables.js';

// Reference values: NASA GISS GISTEMP v4, GLB.Ts+dSST.csv, the release whose last month is August 2026, as kept in
// luciedelobel/INTEG275_Topic1_Environment @ dcff0219797962f9d17bd7416ed082c70a5fd395 (GLB.Ts+dSST.csv; the
// repository's README says it was accessed from data.giss.nasa.gov on 2026-09-17). See test/fixtures/README.md.
const AUGUST_2026_RELEASE = '2026-09-18';

function yearOf(asOf: string, year: number) {
  const rule = pickRule(GISTEMP_GLOBAL_MEANS, asOf);
  if (rule === undefined) throw new Error(`no GISTEMP version at ${asOf}`);
  const row = rule.value.find((y) => y.year === year);
  if (row === undefined) throw new Error(`no ${year} in the version of ${rule.effective}`);
  return row;
}

describe('GISTEMP_GLOBAL_MEANS', () => {
  it('answers with the August 2026 release from its effective date, and with the April 2024 copy the day before', () => {
    expect(pickRule(GISTEMP_GLOBAL_MEANS, AUGUST_2026_RELEASE)).toMatchObject({ effective: AUGUST_2026_RELEASE, unverified: true, stale: false });
    expect(pickRule(GISTEMP_GLOBAL_MEANS, '2026-09-17')).toMatchObject({ effective: '2024-04-15', stale: true, stale_since: '2024-05-15' });
    expect(pickRule(GISTEMP_GLOBAL_MEANS, '2026-09-17')!.value.some((y) => y.year === 2026)).toBe(false);
  });

  it('is current for one month after that, then stale until a later release is added', () => {
    expect(pickRule(GISTEMP_GLOBAL_MEANS, '2026-10-17')).toMatchObject({ effective: AUGUST_2026_RELEASE, stale: false });
    expect(pickRule(GISTEMP_GLOBAL_MEANS, '2026-10-18')).toMatchObject({ effective: AUGUST_2026_RELEASE, stale: true, stale_since: '2026-10-18' });
  });

  it('holds the file\'s figures: 2024 and 2025 complete, 2026 to August with no annual mean', () => {
    expect(yearOf(AUGUST_2026_RELEASE, 1990)).toEqual({ year: 1990, months: [0.42, 0.44, 0.8, 0.56, 0.46, 0.37, 0.46, 0.34, 0.23, 0.45, 0.46, 0.4], annual: 0.45 });
    expect(yearOf(AUGUST_2026_RELEASE, 2023).annual).toBe(1.17);
    expect(yearOf(AUGUST_2026_RELEASE, 2023).months[8]).toBe(1.48);
    expect(yearOf(AUGUST_2026_RELEASE, 2024)).toEqual({ year: 2024, months: [1.25, 1.44, 1.4, 1.32, 1.16, 1.23, 1.2, 1.3, 1.21, 1.35, 1.3, 1.27], annual: 1.29 });
    expect(yearOf(AUGUST_2026_RELEASE, 2025)).toEqual({ year: 2025, months: [1.38, 1.26, 1.37, 1.25, 1.08, 1.07, 1.02, 1.18, 1.25, 1.19, 1.21, 1.06], annual: 1.19 });
    expect(yearOf(AUGUST_2026_RELEASE, 2026)).toEqual({ year: 2026, months: [1.09, 1.25, 1.32, 1.17, 1.13, 1.18, 1.25, 1.4], annual: null });
  });

  it('keeps every version\'s years consecutive from 1990, and each J-D the mean of its twelve months as GISTEMP rounds it', () => {
    for (const v of GISTEMP_GLOBAL_MEANS.versions) {
      expect(v.value[0]!.year, v.effective).toBe(1990);
      v.value.forEach((y, i) => {
        if (i > 0) expect(y.year, v.effective).toBe(v.value[i - 1]!.year + 1);
        expect(y.months.length, `${v.effective} ${y.year}`).toBeLessThanOrEqual(12);
        if (y.annual === null) return expect(i, `${v.effective} ${y.year}`).toBe(v.value.length - 1);
        expect(y.months, `${v.effective} ${y.year}`).toHaveLength(12);
        // Both are rounded from unrounded means, so they may differ by up to half a hundredth plus rounding.
        expect(Math.abs(y.months.reduce((s, x) => s + x, 0) / 12 - y.annual), `${v.effective} ${y.year}`).toBeLessThanOrEqual(0.0061);
      });
    }
  });

  it('lets the hottest-year engine price 2026 from its eight months and rank 2024 and 2025 as published', () => {
    const table = pickRule(GISTEMP_GLOBAL_MEANS, AUGUST_2026_RELEASE)!.value;
    // 2024 (1.29) is the warmest complete year of the release; 2025 (1.19) second, ahead of 2023 (1.17).
    expect(priceHottestYear(table, 2024, 1)).toMatchObject({ status: 'ok', probability: 1, record: { year: 2023, anomaly: 1.17 } });
    expect(priceHottestYear(table, 2025, 2)).toMatchObject({ status: 'ok', probability: 1, record: { year: 2024, anomaly: 1.29 } });
    const first = priceHottestYear(table, 2026, 1);
    expect(first).toMatchObject({ status: 'ok', monthsKnown: 8, record: { year: 2024, anomaly: 1.29 } });
    const ranks = Array.from({ length: 37 }, (_, i) => priceHottestYear(table, 2026, i + 1));
    expect(ranks.reduce((s, r) => s + (r.status === 'ok' ? r.probability : 0), 0)).toBeCloseTo(1, 9);
    // The April 2024 copy holds no month of 2026, so the day before the release the year cannot be priced.
    expect(priceHottestYear(pickRule(GISTEMP_GLOBAL_MEANS, '2026-09-17')!.value, 2026, 1)).toEqual({ status: 'unknown', reason: 'no_months' });
  });
});
