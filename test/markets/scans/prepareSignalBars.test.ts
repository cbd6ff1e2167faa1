import { describe, expect, it } from 'vitest';
import type { MarketBars } from '../../../src/markets/ports/MarketBars.js';
import { prepareSignalBars } from '../../../src/markets/scans/prepareSignalBars.js';
import { listTradingSessions } from '../../../src/markets/sessions/listTradingSessions.js';

const HOUR = 3_600_000;
const AS_OF = '2026-11-25';

/** A feed that prints every UTC hour, session or not (a CFD-style index feed), from `from` (inclusive) to `to`. */
function everyHour(symbol: string, from: number, to: number): MarketBars {
  const times = Float64Array.from({ length: (to - from) / HOUR }, (_, i) => from + i * HOUR);
  const close = times.map((_, i) => 100 + Math.sin(i / 7));
  return { symbol, interval: '1h', currency: 'GBP', times, open: close.map((c) => c - 0.1), high: close.map((c) => c + 0.5), low: close.map((c) => c - 0.5), close, volume: new Float64Array(times.length).fill(1) };
}

describe('prepareSignalBars on hourly bars outside the session across a clock change', () => {
  // The bars of 2026-03-27 .. 2026-03-30 (Europe changed clocks on 2026-03-29) used to come out of the resampler out
  // of order and were refused as bad_data. Hours outside the session are now left out and counted.
  const from = Date.UTC(2026, 1, 23); // Monday 2026-02-23
  const to = Date.UTC(2026, 3, 25); // Saturday 2026-04-25
  for (const symbol of ['FTSE', 'DAX']) {
    it(`serves ${symbol} at 4h and 1h from a feed with off-session hours`, () => {
      const bars = everyHour(symbol, from, to);
      // Both markets trade eight and a half hours a day: nine whole UTC hours overlap each session.
      const sessions = listTradingSessions(symbol, { from, to });
      for (const timeframe of ['4h', '1h'] as const) {
        const prepared = prepareSignalBars(bars, timeframe, { asOf: AS_OF, instrument: symbol, instantMs: to });
        expect(prepared.status).toBe('ok');
        if (prepared.status !== 'ok') continue;
        expect(prepared.outside_session_bars).toBe(bars.times.length - 9 * sessions.length);
        expect(prepared.bars.sourceCounts.reduce((a, b) => a + b, 0)).toBe(9 * sessions.length);
        expect(prepared.bars.times.every((t, i) => i === 0 || t > (prepared.bars.times[i - 1] as number))).toBe(true);
      }
    });
  }

  it('still calls bars the source sent out of order or repeated unusable, at every timeframe, rather than reordering them', () => {
    const bars = everyHour('FTSE', from, to);
    const times = Float64Array.from(bars.times);
    times[200] = times[199] as number;
    for (const timeframe of ['1h', '4h', '1d'] as const) {
      expect(prepareSignalBars({ ...bars, times }, timeframe, { asOf: AS_OF, instrument: 'FTSE', instantMs: to }).status).toBe('bad_data');
    }
  });
});
