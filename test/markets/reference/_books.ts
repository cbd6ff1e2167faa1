import fc from 'fast-check';
import { requireRule } from '../../../src/core/requireRule.js';
import type { BookLevel, PerpBookSnapshot } from '../../../src/markets/ports/PerpBookSource.js';
import type { ReferenceContext, ReferenceReason } from '../../../src/markets/reference/gateReferencePrice.js';
import {
  REFERENCE_MAX_BOOK_AGE_SECONDS,
  REFERENCE_MAX_MARK_ORACLE_BPS,
  REFERENCE_MAX_MOVE_PCT,
  REFERENCE_MAX_SPREAD_BPS,
  REFERENCE_MAX_UNIT_RATIO,
  REFERENCE_MIN_DEPTH,
} from '../../../src/markets/rules/referenceGate.js';

/** Saturday 2026-11-21 15:00 UTC: a weekend, the US equity session closed. */
export const AS_OF_MS = Date.UTC(2026, 10, 21, 15, 0, 0);
/** Friday 2026-11-20: the regular session's close bar time (the caller passes whatever its bars carry). */
export const LAST_CLOSE_TIME = Date.UTC(2026, 10, 20, 21, 0, 0);

/** The thresholds in force on the test date, read from the rule tables (inputs of the tests, not results). */
export const LIMITS = (() => {
  const day = new Date(AS_OF_MS).toISOString().slice(0, 10);
  return {
    maxAge: requireRule(REFERENCE_MAX_BOOK_AGE_SECONDS, day).value,
    maxSpread: requireRule(REFERENCE_MAX_SPREAD_BPS, day).value,
    depth: requireRule(REFERENCE_MIN_DEPTH, day).value,
    maxDivergence: requireRule(REFERENCE_MAX_MARK_ORACLE_BPS, day).value,
    maxRatio: requireRule(REFERENCE_MAX_UNIT_RATIO, day).value,
    maxMove: requireRule(REFERENCE_MAX_MOVE_PCT, day).value,
  };
})();

/** The knobs of a synthetic book; every threshold is respected with a wide margin unless a test moves one knob. */
export interface BookSpec {
  readonly mid: number;
  /** Spread in bps of the mid. */
  readonly spreadBps: number;
  /** Resting notional per side inside the depth band, as a multiple of the rule's minimum. */
  readonly depthMultiple: number;
  /** (mark − oracle)/oracle in bps. */
  readonly divergenceBps: number;
  /** asOf − book time, seconds. */
  readonly ageSeconds: number;
  /** mid ÷ last close. */
  readonly ratio: number;
}

/** A healthy book: each knob well inside its threshold. */
export const healthySpecArb: fc.Arbitrary<BookSpec> = fc.record({
  mid: fc.double({ min: 1, max: 20_000, noNaN: true, noDefaultInfinity: true }),
  spreadBps: fc.double({ min: 0.5, max: LIMITS.maxSpread / 2, noNaN: true, noDefaultInfinity: true }),
  depthMultiple: fc.double({ min: 2, max: 50, noNaN: true, noDefaultInfinity: true }),
  divergenceBps: fc.double({ min: -LIMITS.maxDivergence / 2, max: LIMITS.maxDivergence / 2, noNaN: true, noDefaultInfinity: true }),
  ageSeconds: fc.double({ min: -LIMITS.maxAge / 2, max: LIMITS.maxAge / 2, noNaN: true, noDefaultInfinity: true }),
  ratio: fc.double({ min: 1 - LIMITS.maxMove / 200, max: 1 + LIMITS.maxMove / 200, noNaN: true, noDefaultInfinity: true }),
});

/** Levels holding `notional` in total, spread over three prices stepping away from `top`. */
function levels(top: number, step: number, notional: number): BookLevel[] {
  return [0, 1, 2].map((k) => {
    const price = top + k * step;
    return { price, size: notional / 3 / price };
  });
}

/** The book and context of a spec. `thinSide` puts only `depthMultiple` of the minimum on one side. */
export function buildBook(spec: BookSpec, extra: { readonly outsideBand?: number } = {}): { book: PerpBookSnapshot; context: ReferenceContext } {
  const { mid, spreadBps, depthMultiple, divergenceBps, ageSeconds, ratio } = spec;
  const half = (mid * spreadBps) / 20_000;
  const bid = mid - half;
  const ask = mid + half;
  // Levels step by a tenth of the distance from the top of book to the band edge, so all three sit inside the band.
  const bandEdge = (mid * LIMITS.depth.band_bps) / 10_000;
  const notional = depthMultiple * LIMITS.depth.min_notional;
  const bids = levels(bid, -(bandEdge - half) / 10, notional);
  const asks = levels(ask, (bandEdge - half) / 10, notional);
  if (extra.outsideBand !== undefined) {
    // Size far from the mid (three band-widths away) that must not count as depth.
    bids.push({ price: mid - 3 * bandEdge, size: extra.outsideBand / (mid - 3 * bandEdge) });
    asks.push({ price: mid + 3 * bandEdge, size: extra.outsideBand / (mid + 3 * bandEdge) });
  }
  const oracle = mid;
  const book: PerpBookSnapshot = {
    coin: 'xyz:TSLA',
    label: 'TSLA',
    venue: 'Hyperliquid',
    time: AS_OF_MS - ageSeconds * 1000,
    bids,
    asks,
    mark: oracle * (1 + divergenceBps / 10_000),
    oracle,
    funding: 0.0000125,
    openInterest: 1000,
    contractSize: 1,
  };
  return { book, context: { lastClose: { price: mid / ratio, time: LAST_CLOSE_TIME }, sessionClosed: true, asOfMs: AS_OF_MS } };
}

const dbl = (min: number, max: number) => fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
const signed = (arb: fc.Arbitrary<number>) => fc.tuple(arb, fc.boolean()).map(([x, neg]) => (neg ? -x : x));

/**
 * For each reason, a book that breaks exactly that threshold (the others stay healthy). A unit mismatch is also a
 * move beyond the cap by construction; the gate reads the ratio as a unit error first.
 */
export const violationArbs: Record<Exclude<ReferenceReason, 'fetch_failed'>, fc.Arbitrary<{ book: PerpBookSnapshot; context: ReferenceContext }>> = {
  stale: fc.tuple(healthySpecArb, signed(dbl(LIMITS.maxAge * 1.5, LIMITS.maxAge * 1000))).map(([spec, age]) => buildBook({ ...spec, ageSeconds: age })),
  dead_book: fc.oneof(
    // Too wide, but still two-sided and deep enough.
    fc.tuple(healthySpecArb, dbl(LIMITS.maxSpread * 1.2, LIMITS.maxSpread * 1.9)).map(([spec, spreadBps]) => buildBook({ ...spec, spreadBps })),
    fc.tuple(healthySpecArb, fc.constantFrom('bids', 'asks', 'crossed')).map(([spec, how]) => {
      const { book, context } = buildBook(spec);
      if (how === 'crossed') {
        const best = book.asks[0]!.price;
        return { book: { ...book, bids: [{ price: best * 1.001, size: 100 }, ...book.bids] }, context };
      }
      return { book: { ...book, [how]: [] }, context };
    }),
  ),
  illiquid: fc
    .tuple(healthySpecArb, dbl(0.01, 0.9), fc.boolean(), dbl(1, 1000))
    .map(([spec, thin, bidSide, outside]) => {
      const { book, context } = buildBook(spec, { outsideBand: outside * LIMITS.depth.min_notional });
      // Thin out one side inside the band only; the size far away stays.
      const scale = (lv: BookLevel, k: number) => (k < 3 ? { price: lv.price, size: (lv.size * thin) / spec.depthMultiple } : lv);
      return { book: bidSide ? { ...book, bids: book.bids.map(scale) } : { ...book, asks: book.asks.map(scale) }, context };
    }),
  mark_oracle_divergence: fc.oneof(
    fc.tuple(healthySpecArb, signed(dbl(LIMITS.maxDivergence * 1.2, LIMITS.maxDivergence * 20))).map(([spec, d]) => buildBook({ ...spec, divergenceBps: d })),
    fc.tuple(healthySpecArb, fc.constantFrom('mark', 'oracle')).map(([spec, field]) => {
      const { book, context } = buildBook(spec);
      return { book: { ...book, [field]: null }, context };
    }),
  ),
  unit_mismatch: fc
    .tuple(healthySpecArb, dbl(LIMITS.maxRatio * 1.2, 1000), fc.boolean())
    .map(([spec, r, below]) => buildBook({ ...spec, ratio: below ? 1 / r : r })),
  unbounded: fc
    .tuple(healthySpecArb, fc.boolean(), dbl(0, 1))
    .map(([spec, down, u]) => {
      // A move between 1.1 × the cap and 95 % of what the unit ratio allows in that direction.
      const lo = LIMITS.maxMove * 1.1;
      const hi = 0.95 * (down ? (1 - 1 / LIMITS.maxRatio) * 100 : (LIMITS.maxRatio - 1) * 100);
      const pct = lo + u * (hi - lo);
      return buildBook({ ...spec, ratio: 1 + (down ? -pct : pct) / 100 });
    }),
};

/** The fields of the specification's reference object, in its order. */
export const SPEC_FIELDS = ['source', 'coin', 'label', 'quality', 'reason', 'session', 'as_of', 'mid', 'mark', 'oracle', 'vs_last_close_pct', 'attribution'];
