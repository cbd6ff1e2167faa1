import { describe, expect, it } from 'vitest';
import { readReference } from '../../../../src/catalog/markets/_lib/readReference.js';
import { resolveInstrument } from '../../../../src/markets/instruments/resolveInstrument.js';
import type { MarketBars } from '../../../../src/markets/ports/MarketBars.js';
import { createTrace } from '../../../adapters/markets/harness.js';
import { fakePerpBook, healthyBook } from '../_marketFakes.js';

// Saturday 2026-11-28 15:00 UTC: NYSE and CME Globex are closed, so each instrument's reference is looked for.
const CLOCK = '2026-11-28T15:00:00.000Z';
const INSTANT = Date.parse(CLOCK);
const DAY = 86_400_000;

/** Daily bars to Friday 2026-11-27, closing at `close`. */
function daily(symbol: string, close: number): MarketBars {
  const times = Float64Array.from({ length: 30 }, (_, i) => Date.parse('2026-11-27T00:00:00Z') - (29 - i) * DAY);
  const fill = (x: number) => new Float64Array(times.length).fill(x);
  return { symbol, interval: '1d', currency: 'USD', times, open: fill(close), high: fill(close + 1), low: fill(close - 1), close: fill(close), volume: fill(1) };
}

// The venue's listings: the deployer's branded labels (xyz:WTIOIL, xyz:SP500, xyz:XYZ100) and an equity's own ticker.
const perpBook = fakePerpBook({
  clock: CLOCK,
  books: [healthyBook('xyz:WTIOIL', 60, INSTANT), healthyBook('xyz:SP500', 6000, INSTANT), healthyBook('xyz:XYZ100', 21000, INSTANT), healthyBook('xyz:TSLA', 400, INSTANT)],
});
const read = (id: string, close: number) =>
  readReference(resolveInstrument(id, { allowEquity: true }), { perpBook, memo: {}, bars: daily(id, close), instantMs: INSTANT, lang: 'en', trace: createTrace() });

describe('readReference with venue-branded listings', () => {
  it('reads WTI\'s reference from xyz:WTIOIL, which its deployer documents as tracking WTI (the label is none of WTI\'s names)', async () => {
    const outcome = await read('WTI', 60);
    expect(outcome.reference).toMatchObject({ coin: 'xyz:WTIOIL', label: 'WTIOIL', source: 'perp_exchange_mid' });
    expect(outcome.listing).toEqual({ coin: 'xyz:WTIOIL', matched_by: 'mapping' });
    expect(outcome.citations?.rules_applied.map((r) => r.id)).toContain('markets.reference.perpetual_underlyings');
  });

  it('matches xyz:SP500 to SPX by the table, and an equity by its own ticker as before', async () => {
    expect((await read('SPX', 6000)).listing).toEqual({ coin: 'xyz:SP500', matched_by: 'mapping' });
    const tsla = await read('TSLA', 400);
    expect(tsla.listing).toEqual({ coin: 'xyz:TSLA', matched_by: 'name' });
    expect(tsla.citations?.rules_applied.map((r) => r.id)).not.toContain('markets.reference.perpetual_underlyings');
  });

  it('never matches xyz:XYZ100 to the Nasdaq-100: its deployer does not name the index it tracks (unknown, not guessed)', async () => {
    const ndx = await read('NDX', 21000);
    expect(ndx).toMatchObject({ reference: null, absent: 'no_perpetual', listing: null });
  });

  it('never matches a listing the table marks unknown, even when its label is one of the instrument\'s names', async () => {
    const relabelled = fakePerpBook({ clock: CLOCK, books: [], listed: [{ coin: 'xyz:XYZ100', label: 'NDX' }] });
    const outcome = await readReference(resolveInstrument('NDX'), { perpBook: relabelled, memo: {}, bars: daily('NDX', 21000), instantMs: INSTANT, lang: 'en', trace: createTrace() });
    expect(outcome).toMatchObject({ absent: 'no_perpetual', listing: null });
  });
});
