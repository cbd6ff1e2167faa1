import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { GuidekitError } from '../../../src/core/GuidekitError.js';
import { scanPerpDislocations } from '../../../src/markets/perps/scanPerpDislocations.js';
import { selectPerpCandidates } from '../../../src/markets/perps/selectPerpCandidates.js';
import { perpBooks, perpListings } from './fixtures.js';

const AS_OF = '2026-11-25';
// Fee rules in force: Hyperliquid taker 0.045 %, HIP-3 0.090 %, Binance 0.050 %; buffer 5 bps; model 0.1 / 0.5, no
// measured convergence probability.
const run = (hyperliquidBtc: number, options: { lang?: 'en' | 'es' } = {}) => {
  const listings = perpListings(hyperliquidBtc);
  const screen = selectPerpCandidates(listings, { asOf: AS_OF });
  return { screen, out: scanPerpDislocations({ listings, candidates: screen.candidates, books: perpBooks(hyperliquidBtc) }, { asOf: AS_OF, ...options }) };
};

describe('selectPerpCandidates', () => {
  it('prices every asset against the median of the venues\' marks, or the oracle when one venue lists it', () => {
    const { screen } = run(100_600);
    expect(screen.counts).toEqual({ listings: 5, priced: 5, assets: 3, single_venue: 1, unreferenced: 0 });
    const btc = screen.candidates.find((c) => c.asset === 'BTC')!;
    expect(btc).toMatchObject({ reference: (100_600 + 100_000) / 2, reference_kind: 'median_of_venues', perp: { venue: 'hyperliquid', symbol: 'BTC' }, hedge: { venue: 'binance', symbol: 'BTCUSDT' } });
    expect(btc.screen_gap).toBeCloseTo(600 / 100_300, 12);
    const tsla = screen.candidates.find((c) => c.asset === 'TSLA')!;
    expect(tsla).toMatchObject({ reference: 250, reference_kind: 'oracle', hedge: null });
    expect(tsla.screen_gap).toBeCloseTo(0.5 / 250, 12);
  });

  it('keeps at most maxCandidates assets, the largest gaps against fees first', () => {
    const { screen } = run(100_600);
    expect(screen.candidates[0]!.asset).toBe('BTC');
    expect(selectPerpCandidates(perpListings(100_600), { asOf: AS_OF, maxCandidates: 1 }).candidates.map((c) => c.asset)).toEqual(['BTC']);
  });
});

describe('scanPerpDislocations', () => {
  it('answers the largest dislocation as a convergence trade with every cost component (hand-computed)', () => {
    const { out } = run(100_600);
    expect(out.status).toBe('clears');
    const trade = out.trade!;
    // BTC: Hyperliquid mid 100,600 against Binance mid 100,000; reference the median of marks, 100,300.
    const gap = 600 / 100_300;
    // fees 2 × 0.00045 + 2 × 0.0005; spreads 10 ÷ 100,600 + 10 ÷ 100,000; no impact at the touch; funding: the short
    // receives 0.0000125 × 8 and the long pays 0.0001 ÷ 8 × 8: net 0; buffer 0.0005.
    const floor = 0.0019 + 10 / 100_600 + 10 / 100_000 + 0 + 0 + 0.0005;
    expect(trade).toMatchObject({ asset: 'BTC', reference: 100_300, reference_kind: 'median_of_venues' });
    expect(trade.gap_bps).toBeCloseTo(gap * 10_000, 2);
    expect(trade.dislocation_bps).toBeCloseTo((300 / 100_300) * 10_000, 2);
    expect(trade.cost_floor.fees_bps).toBeCloseTo(19, 2);
    expect(trade.cost_floor.spreads_bps).toBeCloseTo((10 / 100_600 + 10 / 100_000) * 10_000, 2);
    expect(trade.cost_floor.impact_bps).toBe(0);
    expect(trade.cost_floor.funding_bps).toBeCloseTo(0, 6);
    expect(trade.cost_floor.buffer_bps).toBeCloseTo(5, 6);
    expect(trade.cost_floor.total_bps).toBeCloseTo(floor * 10_000, 2);
    expect(trade.score).toBeCloseTo(gap / floor, 4);
    // Short the rich Hyperliquid book at its bid, buy Binance at its ask; levels with the anchor (Binance mid) held.
    expect(trade.perp).toMatchObject({ venue: 'hyperliquid', symbol: 'BTC', side: 'short', entry_price: 100_595, mid: 100_600 });
    expect(trade.perp.take_profit).toBeCloseTo(100_000 + 0.1 * 600, 9);
    expect(trade.perp.stop_loss).toBeCloseTo(100_000 + 1.5 * 600, 9);
    expect(trade.hedge).toEqual({ venue: 'binance', symbol: 'BTCUSDT', side: 'long', entry_price: 100_005, mid: 100_000 });
    // The binary bet: win W = 0.9 · gap − floor, lose L = 0.5 · gap + floor, break-even at L ÷ (W + L).
    const win = 0.9 * gap - floor;
    const loss = 0.5 * gap + floor;
    expect(trade.ev.win_bps).toBeCloseTo(win * 10_000, 2);
    expect(trade.ev.loss_bps).toBeCloseTo(loss * 10_000, 2);
    expect(trade.ev.breakeven_probability).toBeCloseTo(loss / (win + loss), 6);
    // No measured convergence probability is on record: no EV and no size, never from an assumed one.
    expect(trade.ev).toMatchObject({ probability: null, ev_bps: null, net_ev_usd: null });
    expect(trade.kelly).toBeNull();
    expect(trade.notes[0]).toMatch(new RegExp(`pays only if that chance is above ${Math.round((loss / (win + loss)) * 1000) / 10} %`));
    expect(trade.size.notional_usd.toString()).toBe('10000');
    expect(out.explanation).toMatch(/BTC/);
  });

  it('lists the next candidates as a near-miss ladder and sets aside a stale book with its reason', () => {
    const { out } = run(100_600);
    expect(out.near_misses.map((n) => n.asset)).toEqual(['TSLA']);
    const tsla = out.near_misses[0]!;
    // TSLA on the xyz dex against its oracle: gap 0.5 ÷ 250; HIP-3 fees 2 × 0.0009, spread 0.1 ÷ 250.5, funding
    // 0.00001 × 8 received by the short (counted), buffer 0.0005.
    const floor = 0.0018 + 0.1 / 250.5 + 0.00008 + 0.0005;
    expect(tsla).toMatchObject({ perp_venue: 'hyperliquid:xyz', hedge_venue: null, clears: false });
    expect(tsla.cost_floor_bps).toBeCloseTo(floor * 10_000, 2);
    expect(tsla.score).toBeCloseTo(0.002 / floor, 4);
    expect(tsla.shortfall_bps).toBeCloseTo((floor - 0.002) * 10_000, 2);
    expect(out.excluded).toEqual([expect.objectContaining({ asset: 'ETH', venue: 'binance', reason: 'stale' })]);
  });

  it('says nothing clears, with the best that fell short first, when no gap pays its floor', () => {
    const { out } = run(100_150);
    expect(out.status).toBe('nothing_clears');
    expect(out.trade).toBeNull();
    expect(out.near_misses.map((n) => n.asset)).toEqual(['TSLA', 'BTC']);
    const btc = out.near_misses[1]!;
    const floor = 0.0019 + 10 / 100_150 + 10 / 100_000 + 0.0005;
    expect(btc.score).toBeCloseTo(150 / 100_075 / floor, 4);
    expect(out.explanation).toMatch(/No perpetual gap clears its cost floor/);
  });

  it('refuses a book whose mid is far from the reference (the sanity gate) before pricing it, with the measured gap', () => {
    // TSLA's xyz book relabelled from a listing near 2.11, against its oracle of 250: a 99 % "gap" is an error.
    const listings = perpListings(100_150);
    const books = perpBooks(100_150).map((b) => (b.book.symbol === 'xyz:TSLA' ? { ...b, book: { ...b.book, bids: [[2.1, 1_000] as [number, number]], asks: [[2.12, 1_000] as [number, number]] } } : b));
    const out = scanPerpDislocations({ listings, candidates: selectPerpCandidates(listings, { asOf: AS_OF }).candidates, books }, { asOf: AS_OF });
    expect(out.status).toBe('nothing_clears');
    expect(out.near_misses.map((n) => n.asset)).toEqual(['BTC']);
    const refused = out.excluded.find((e) => e.asset === 'TSLA')!;
    expect(refused).toMatchObject({ venue: 'hyperliquid:xyz', reason: 'far_from_reference' });
    expect(refused.detail).toMatch(/mid 2\.11 is 99\.2 % from the reference 250 \(the sanity limit is 10 %\)/);
    expect(out.rules_applied.map((r) => r.id)).toContain('markets.sanity.max_reference_gap');
    expect(out.unverified_rules).toContain('markets.sanity.max_reference_gap');
  });

  it('keeps a book just inside the sanity limit and refuses one just beyond it, either side of the reference', () => {
    const at = (mid: number) => {
      const listings = perpListings(100_150);
      const books = perpBooks(100_150).map((b) => (b.book.symbol === 'xyz:TSLA' ? { ...b, book: { ...b.book, bids: [[mid - 0.05, 1_000] as [number, number]], asks: [[mid + 0.05, 1_000] as [number, number]] } } : b));
      return scanPerpDislocations({ listings, candidates: selectPerpCandidates(listings, { asOf: AS_OF }).candidates, books }, { asOf: AS_OF }).excluded.some((e) => e.reason === 'far_from_reference');
    };
    expect([at(250 * 1.099), at(250 * 0.901)]).toEqual([false, false]);
    expect([at(250 * 1.101), at(250 * 0.899)]).toEqual([true, true]);
  });

  it('cites the fee schedules it charged and reports them unverified', () => {
    const { out } = run(100_600);
    const ids = out.rules_applied.map((r) => r.id);
    expect(ids).toEqual(expect.arrayContaining(['markets.perps.fees.hyperliquid', 'markets.perps.fees.binance_usdm', 'markets.perps.fees.hyperliquid_hip3', 'markets.perps.default_funding_interval_hours']));
    expect(out.unverified_rules).toContain('markets.perps.fees.binance_usdm');
  });

  it('speaks Spanish', () => {
    expect(run(100_600, { lang: 'es' }).out.explanation).toMatch(/La mayor dislocación es BTC/);
  });

  it('refuses a malformed book and a non-positive size naming the field', () => {
    const listings = perpListings(100_600);
    expect(() => scanPerpDislocations({ listings, candidates: [], books: [{ venue: 'x', book: { symbol: 'X' } as never }] }, { asOf: AS_OF })).toThrow(GuidekitError);
    try {
      scanPerpDislocations({ listings, candidates: [], books: [] }, { asOf: AS_OF, sizeUsd: '0' });
    } catch (e) {
      expect((e as GuidekitError).field).toBe('sizeUsd');
    }
  });

  it('does not modify its input', () => {
    const listings = perpListings(100_600);
    const books = perpBooks(100_600);
    const candidates = selectPerpCandidates(listings, { asOf: AS_OF }).candidates;
    const before = structuredClone({ listings, books, candidates });
    scanPerpDislocations({ listings, candidates, books }, { asOf: AS_OF });
    expect({ listings, books, candidates }).toEqual(before);
  });
});
