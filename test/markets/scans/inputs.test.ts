import { describe, expect, it } from 'vitest';
import { alignFearGreed } from '../../../src/markets/scans/alignFearGreed.js';
import { assembleSignalScan } from '../../../src/markets/scans/assembleSignalScan.js';
import { gateEquitySignalTypes } from '../../../src/markets/scans/gateEquitySignalTypes.js';
import { generateInstrumentSignal } from '../../../src/markets/scans/generateInstrumentSignal.js';
import { gradeEntryError } from '../../../src/markets/scans/gradeEntryError.js';
import { readFundingReading } from '../../../src/markets/scans/readFundingReading.js';
import { snapshotCryptoLite } from '../../../src/markets/scans/snapshotCryptoLite.js';
import { resolveInstrument } from '../../../src/markets/instruments/resolveInstrument.js';
import { loadFixtureBars } from '../signals/_bars.js';
import { call } from './_calls.js';

const asOf = '2026-11-25';

/** A deep copy that keeps typed arrays typed, to compare an input before and after a call. */
function clone<T>(value: T): T {
  return structuredClone(value);
}

describe('scan engines leave their inputs untouched', () => {
  it('generateInstrumentSignal, assembleSignalScan, gating, readings, the lite tick and grading', () => {
    const bars = loadFixtureBars('BTCUSD');
    const fearGreed = [{ value: 60, classification: 'Greed', time: bars.times.at(-1)! }];
    const funding = [{ symbol: 'BTC-USD', venue: 'hyperliquid', rate: 0.0001, intervalHours: 8, time: bars.times.at(-1)! }];
    const inputs = { instrument: resolveInstrument('BTC-USD'), bars, funding: { data: funding }, sentiment: { data: fearGreed } };
    const before = clone(inputs);
    const result = generateInstrumentSignal(inputs, { asOf, timeframe: '1d', instantMs: bars.times.at(-1)! });
    expect(inputs).toEqual(before);
    const entries = [result.entry, { instrument: resolveInstrument('EURUSD'), skipped: { reason: 'no_data' as const } }];
    const entriesBefore = clone(entries);
    assembleSignalScan(entries, { asOf });
    expect(entries).toEqual(entriesBefore);
    const aapl = call('AAPL');
    const aaplBefore = clone(aapl);
    gateEquitySignalTypes(aapl, { asOf });
    expect(aapl).toEqual(aaplBefore);
    alignFearGreed(fearGreed, bars.times, { asOf });
    readFundingReading(funding, { asOf });
    snapshotCryptoLite([{ symbol: 'BTC-USD', bars }], fearGreed);
    gradeEntryError({ captured_at: bars.times.at(-2)!, entry: 100, last_close: 100 }, bars, { instrument: 'BTC-USD' });
    expect(inputs).toEqual(before);
  });
});
