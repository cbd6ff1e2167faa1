import { describe, expect, it } from 'vitest';
import { findForeignFigures } from '../../../src/markets/ask/findForeignFigures.js';
import type { MacroSeriesData } from '../../../src/markets/events/MacroReleaseSource.js';
import { scanEconomicEvent } from '../../../src/markets/events/scanEconomicEvent.js';
import type { MarketBars } from '../../../src/markets/ports/MarketBars.js';

const DAY = 86_400_000;
const AS_OF = '2026-11-25';

/**
 * A synthetic CPI-U NSA index from January 2022 to October 2026 (clearly labelled: these are not the published figures;
 * the reference checks of the 12-month change against published ones are in measureReleaseSurprises.test.ts), with a
 * wobble so releases land in different surprise buckets.
 */
function syntheticCpi(): MacroSeriesData {
  const observations = [];
  let level = 280;
  for (let i = 0; i < 58; i++) {
    level *= 1 + 0.0025 + 0.002 * Math.sin(i * 1.7);
    observations.push({ period: `${2022 + Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`, value: Number(level.toFixed(3)) });
  }
  return { series: 'cpi_all_items_nsa', sourceName: 'BLS', sourceSeriesId: 'CUUR0000SA0', observations, vintage: 'latest' };
}

/** Synthetic weekday daily bars, 2024-12-02 to asOf + 10 days, following a deterministic path. */
function syntheticBars(symbol: string, drift: number): MarketBars {
  const times: number[] = [];
  const closes: number[] = [];
  let price = 100;
  for (let t = Date.parse('2024-12-02T00:00:00Z'), i = 0; t < Date.parse('2026-12-05T00:00:00Z'); t += DAY) {
    const d = new Date(t).getUTCDay();
    if (d === 0 || d === 6) continue;
    price *= 1 + drift * Math.sin(i++ * 0.9);
    times.push(t);
    closes.push(Number(price.toFixed(4)));
  }
  const c = Float64Array.from(closes);
  return { symbol, interval: '1d', times: Float64Array.from(times), open: c, high: c, low: c, close: c, volume: new Float64Array(c.length).fill(Number.NaN), currency: 'USD' };
}

const input = { kind: 'cpi' as const, series: syntheticCpi(), bars: [syntheticBars('SPX', 0.01), syntheticBars('XAUUSD', -0.008)] };

describe('scanEconomicEvent', () => {
  it('names the next release, sizes the latest surprise, and gives each instrument the stats of its bucket', () => {
    const scan = scanEconomicEvent(input, { asOf: AS_OF });
    expect(scan.next_release).toMatchObject({ date: '2026-12-10', reference_period: '2026-11' });
    expect(scan.latest_release).toMatchObject({ reference_period: '2026-10', date: '2026-11-10', method: 'prior_trend' });
    expect(scan.latest_release!.bucket).not.toBeNull();
    expect(scan.playbook.map((p) => p.instrument)).toEqual(['SPX', 'XAUUSD']);
    for (const p of scan.playbook) {
      expect(p.current.map((c) => c.horizon_days)).toEqual([1, 5]);
      expect(p.current.every((c) => c.bucket === scan.latest_release!.bucket)).toBe(true);
    }
    expect(scan.unverified_rules).toContain('markets.events.surprise');
    expect(scan.rules_applied.map((r) => r.id)).toContain('markets.events.calendar.cpi');
  });

  it('writes a narrative whose every figure is one of the scan\'s own, in English and Spanish', () => {
    for (const lang of ['en', 'es'] as const) {
      const scan = scanEconomicEvent(input, { asOf: AS_OF, lang });
      const { narrative, notes, ...figures } = scan;
      expect(narrative.length).toBeGreaterThan(2);
      expect(findForeignFigures([...narrative, ...notes], [figures])).toEqual([]);
    }
    expect(scanEconomicEvent(input, { asOf: AS_OF, lang: 'es' }).narrative[0]).toMatch(/^La próxima publicación/);
  });

  it('reads nothing after asOf: a later date only adds releases', () => {
    const early = scanEconomicEvent(input, { asOf: '2026-06-01' });
    const late = scanEconomicEvent(input, { asOf: AS_OF });
    expect(late.releases.slice(0, early.releases.length)).toEqual(early.releases);
  });

  it('refuses a series the release is not measured on, and an unknown event', () => {
    expect(() => scanEconomicEvent({ ...input, kind: 'nfp' }, { asOf: AS_OF })).toThrow(expect.objectContaining({ code: 'invalid_series' }));
    expect(() => scanEconomicEvent({ ...input, kind: 'ppi' as never }, { asOf: AS_OF })).toThrow(expect.objectContaining({ field: 'event' }));
  });
});
