import { describe, expect, it } from 'vitest';
import { prepareSignalBars } from '../../../src/markets/scans/prepareSignalBars.js';
import { priceCallAtReference } from '../../../src/markets/scans/priceCallAtReference.js';
import { snapshotCryptoLite } from '../../../src/markets/scans/snapshotCryptoLite.js';
import type { MarketBars } from '../../../src/markets/ports/MarketBars.js';

const AS_OF = '2026-11-25';
const DAY = 86_400_000;

/** n daily bars ending on `end` (one a calendar day), closes 100, 101, 102, ... */
function daily(n: number, end: string, symbol = 'BTC-USD'): MarketBars {
  const last = Date.parse(`${end}T00:00:00Z`);
  const times = Float64Array.from({ length: n }, (_, i) => last - (n - 1 - i) * DAY);
  const close = Float64Array.from({ length: n }, (_, i) => 100 + i);
  return { symbol, interval: '1d', currency: 'USD', times, open: close.map((c) => c - 0.5), high: close.map((c) => c + 1), low: close.map((c) => c - 1), close, volume: new Float64Array(n).fill(1) };
}

describe('prepareSignalBars', () => {
  const instant = Date.parse('2026-11-25T15:00:00Z');
  it('says no data, too little history (under 100 bars), stale (last bar over 7 days old), or usable', () => {
    expect(prepareSignalBars(daily(120, '2026-11-25'), '1d', { asOf: AS_OF, instrument: 'BTC-USD', instantMs: Date.parse('2020-01-01T00:00:00Z') }).status).toBe('no_data');
    const thin = prepareSignalBars(daily(99, '2026-11-25'), '1d', { asOf: AS_OF, instrument: 'BTC-USD', instantMs: instant });
    expect(thin).toMatchObject({ status: 'too_little_history', bars: 99, min_bars: 100 });
    const stale = prepareSignalBars(daily(150, '2026-11-17'), '1d', { asOf: AS_OF, instrument: 'BTC-USD', instantMs: instant });
    expect(stale).toMatchObject({ status: 'ok', stale: true, last_bar_age_days: 8 });
    const fresh = prepareSignalBars(daily(150, '2026-11-18'), '1d', { asOf: AS_OF, instrument: 'BTC-USD', instantMs: instant });
    expect(fresh).toMatchObject({ status: 'ok', stale: false, last_bar_age_days: 7 });
  });

  it('drops bars that open after the instant and resamples to the timeframe (crypto weeks from Monday)', () => {
    const bars = daily(200, '2026-11-30');
    const prepared = prepareSignalBars(bars, '1w', { asOf: AS_OF, instrument: 'BTC-USD', instantMs: instant });
    expect(prepared.status).toBe('too_little_history');
    const dailyPrepared = prepareSignalBars(bars, '1d', { asOf: AS_OF, instrument: 'BTC-USD', instantMs: instant });
    expect(dailyPrepared.status === 'ok' && dailyPrepared.bars.times.at(-1)).toBe(Date.parse('2026-11-25T00:00:00Z'));
    expect(dailyPrepared.status === 'ok' && dailyPrepared.source_bars).toBe(195);
  });
});

describe('prepareSignalBars on bars already at the timeframe', () => {
  it('takes daily bars for 1d as they are, and calls a repeated bar unusable data rather than merging it', () => {
    const bars = daily(150, '2026-11-24');
    const prepared = prepareSignalBars(bars, '1d', { asOf: AS_OF, instrument: 'BTC-USD', instantMs: Date.parse('2026-11-25T15:00:00Z') });
    expect(prepared.status === 'ok' && [...prepared.bars.close]).toEqual([...bars.close]);
    expect(prepared.status === 'ok' && [...prepared.bars.sourceCounts].every((c) => c === 1)).toBe(true);
    const times = Float64Array.from(bars.times);
    times[100] = times[99]!;
    expect(prepareSignalBars({ ...bars, times }, '1d', { asOf: AS_OF, instrument: 'BTC-USD', instantMs: Date.parse('2026-11-25T15:00:00Z') }).status).toBe('bad_data');
  });
});

describe('priceCallAtReference', () => {
  const reference = { source: 'perp_exchange_mid', coin: 'xyz:TSLA', label: 'TSLA', quality: 'live', reason: null, session: 'closed', as_of: 0, mid: 252.5, mark: 252.6, oracle: 252.4, vs_last_close_pct: 1, attribution: '' } as const;
  it('moves entry, stop and take-profit onto a live perpetual mid by the same amount', () => {
    expect(priceCallAtReference({ entry: 250, stop: 245, take_profit: 260 }, reference)).toEqual({
      entry_source: 'perp_exchange_mid', entry_quality: 'live', entry: 252.5, stop: 247.5, take_profit: 262.5, last_close: 250, shift: 2.5,
    });
  });
  it('keeps the last close when the reference was refused or there is none', () => {
    const refused = { ...reference, source: null, quality: 'none', reason: 'stale', mid: 250 } as const;
    expect(priceCallAtReference({ entry: 250, stop: null, take_profit: null }, refused)).toMatchObject({ entry_source: 'last_close', entry_quality: 'none', entry: 250, shift: 0 });
    expect(priceCallAtReference({ entry: 250, stop: 245, take_profit: 255 }, null)).toMatchObject({ entry_source: 'last_close', entry_quality: null, stop: 245 });
  });
});

describe('snapshotCryptoLite', () => {
  it('computes the changes from the closes as published, with no model (by hand on closes 100..159)', () => {
    const bars = daily(60, '2026-11-24');
    const snapshot = snapshotCryptoLite([{ symbol: 'BTC-USD', bars }, { symbol: 'SOL-USD', bars: null }], [
      { value: 72, classification: 'Greed', time: Date.parse('2026-11-24T00:00:00Z') },
      { value: 40, classification: 'Fear', time: Date.parse('2026-11-17T00:00:00Z') },
    ]);
    const btc = snapshot.assets[0]!;
    // Last close 159; a day before 158, a week before 152, 30 days before 129; the last 50 closes 110..159 average 134.5.
    expect(btc.last_close).toBe(159);
    expect(btc.change_1d_pct).toBeCloseTo((159 / 158 - 1) * 100, 12);
    expect(btc.change_7d_pct).toBeCloseTo((159 / 152 - 1) * 100, 12);
    expect(btc.change_30d_pct).toBeCloseTo((159 / 129 - 1) * 100, 12);
    expect(btc.average_50d).toBe(134.5);
    expect(btc.above_average_50d).toBe(true);
    expect(snapshot.assets[1]).toMatchObject({ symbol: 'SOL-USD', last_close: null });
    expect(snapshot.fear_greed).toEqual({ value: 72, classification: 'Greed', time: Date.parse('2026-11-24T00:00:00Z'), value_7d_ago: 40, change_7d: 32 });
    expect(snapshot.summary).toEqual([
      'BTC-USD closed its last day at 159 (+0.63 % on the day, +4.61 % over 7 days), above its 50-day average.',
      'SOL-USD: no daily bars.',
      'Crypto fear and greed: 72 (Greed), +32 from a week earlier.',
      'Figures only, computed from the bars and the index as published: no model and no forecast.',
    ]);
  });
});
