import { describe, expect, it } from 'vitest';
import { generateInstrumentSignal } from '../../../src/markets/scans/generateInstrumentSignal.js';
import { resolveInstrument } from '../../../src/markets/instruments/resolveInstrument.js';
import { generateSignal } from '../../../src/markets/signals/generateSignal.js';
import type { CotReport } from '../../../src/markets/ports/PositioningSource.js';
import { loadFixtureBars } from '../signals/_bars.js';

const AS_OF = '2026-11-25';
const eurusd = loadFixtureBars('EURUSD');
const btc = loadFixtureBars('BTCUSD');
const instant = eurusd.times.at(-1)! + 12 * 3_600_000;

/** Weekly Euro FX reports over the whole history: net positioning cycling between −30 % and +30 % of open interest. */
const reports: CotReport[] = Array.from({ length: 700 }, (_, k) => {
  const date = new Date(Date.parse('2006-01-03T00:00:00Z') + k * 7 * 86_400_000).toISOString().slice(0, 10);
  const net = Math.round(300 * Math.sin(k / 9));
  return { marketCode: '099741', marketName: 'EURO FX', reportDate: date, openInterest: 1000, nonCommercialLong: 400 + Math.max(0, net), nonCommercialShort: 400 + Math.max(0, -net), commercialLong: 1, commercialShort: 1 };
});

describe('generateInstrumentSignal', () => {
  it('is the engine\'s call on the resampled bars with the class\'s cost as the spread and the COT series as positioning', () => {
    const result = generateInstrumentSignal({ instrument: resolveInstrument('EURUSD'), bars: eurusd, positioning: { data: reports } }, { asOf: AS_OF, timeframe: '1d', instantMs: instant });
    expect(result.prepared.status).toBe('ok');
    const last = eurusd.close.at(-1)!;
    expect(result.spread).toBeCloseTo(last * 2e-4, 15);
    expect(result.inputs[0]).toMatchObject({ factor: 'positioning', source: 'cftc_cot', used: true, in_history: true });
    expect(result.inputs[1]).toMatchObject({ factor: 'sentiment', used: false, reason: 'no_source_market' });
    // The same call as the engine given the same bars, spread and aligned series: nothing else changes it.
    const positioning = result.call!.factors.find((f) => f.name === 'positioning')!;
    expect(positioning.in_history).toBe(true);
    expect(result.call!.symbol).toBe('EURUSD');
    const plain = generateSignal(eurusd, { asOf: AS_OF, spread: result.spread! });
    expect(result.call!.entry).toBe(plain.entry);
    expect(result.entry.call).toBe(result.call);
  });

  it('lists every optional input it could not use, and why', () => {
    const fx = generateInstrumentSignal({ instrument: resolveInstrument('EURUSD'), bars: eurusd, positioning: { missing: 'source_unavailable', detail: 'answered HTTP 502' } }, { asOf: AS_OF, timeframe: '1d', instantMs: instant });
    expect(fx.inputs[0]!.message).toBe('Positioning: not used, the Commitments of Traders source could not be read (answered HTTP 502).');
    const cross = generateInstrumentSignal({ instrument: resolveInstrument('EURGBP'), bars: { ...eurusd, symbol: 'EURGBP' } }, { asOf: AS_OF, timeframe: '1d', instantMs: instant, lang: 'es' });
    expect(cross.inputs[0]).toMatchObject({ reason: 'no_source_market', message: 'Posicionamiento: no se usa, los datos de Commitments of Traders no cubren este instrumento.' });
    const crypto = generateInstrumentSignal({ instrument: resolveInstrument('BTC-USD'), bars: btc }, { asOf: AS_OF, timeframe: '1d', instantMs: btc.times.at(-1)! });
    expect(crypto.inputs.map((i) => [i.factor, i.source, i.reason])).toEqual([['positioning', 'perp_funding', 'source_not_configured'], ['sentiment', 'fear_greed', 'source_not_configured']]);
  });

  it('skips stale bars in a scan, but answers a single call on them and says so', () => {
    const later = instant + 30 * 86_400_000;
    const scan = generateInstrumentSignal({ instrument: resolveInstrument('EURUSD'), bars: eurusd }, { asOf: AS_OF, timeframe: '1d', instantMs: later });
    expect(scan.entry.skipped).toMatchObject({ reason: 'stale_bars' });
    expect(scan.call).toBeNull();
    const single = generateInstrumentSignal({ instrument: resolveInstrument('EURUSD'), bars: eurusd }, { asOf: AS_OF, timeframe: '1d', instantMs: later, answerThin: true });
    expect(single.call).not.toBeNull();
    expect(single.notes.map((n) => n.code)).toEqual(['bars_stale']);
  });
});
