import { closeAboveProbability, shiftBarrierForMonitoring, touchProbability } from './_lib/lognormal.js';
import { fail, readList } from './_lib/read.js';
import { readLognormalModel } from './_lib/readModel.js';
import type { LadderRung, LognormalModel } from './types.js';

/** One rung's model probability, in the order the rungs were given. */
export interface PricedRung {
  readonly kind: LadderRung['kind'];
  /** P(the rung pays) under the model. */
  readonly probability: number;
}

/** What {@link priceLadder} returns. */
export interface PricedLadder {
  readonly rungs: readonly PricedRung[];
  /**
   * Σ probability over the bucket rungs, or null when the ladder has none. 1 (to rounding) when the buckets tile the
   * whole line; less when they leave gaps, which the caller should treat as a ladder that is not exhaustive.
   */
  readonly bucketsTotal: number | null;
}

/**
 * Prices every rung of a finance ladder (a prediction market's family of strikes on one underlying and one close)
 * under one lognormal model: close-above P(S_T > K) = N(d₂), close-below its complement, touch rungs by the reflection
 * formula (with the Broadie–Glasserman shift when the venue checks the price every Δt), and mutually exclusive buckets
 * P(lo ≤ S_T < hi) = N(d₂(lo)) − N(d₂(hi)).
 *
 * @remarks
 * The same σ prices every rung: the options-implied volatility of the nearest expiry when there is one (its smile is
 * not modelled), else a realised estimate. Buckets that tile (0, ∞) sum to 1; `bucketsTotal` says how close they come.
 *
 * @param rungs - The ladder's rungs (a `PredictionLadderRung` is assignable to {@link LadderRung}); not modified.
 * @param model - {@link LognormalModel}: spot, volatility, years, drift and the touch monitoring interval.
 * @returns One probability per rung, in order, and the buckets' total.
 * @throws {@link GuidekitError} `invalid_type` when `rungs` is not a list; `invalid_number` naming `rungs[i].strike`,
 *   `rungs[i].lower`/`upper` (negative, or lower ≥ upper) or a model field; `invalid_enum` naming `rungs[i].kind` or
 *   `rungs[i].direction`.
 * @example
 * ```ts
 * priceLadder(
 *   [{ kind: 'close-above', strike: 110 }, { kind: 'touch', strike: 110, direction: 'up' }, { kind: 'bucket', lower: 100, upper: 110 }],
 *   { spot: 100, volatility: 0.6, years: 30 / 365 },
 * ).rungs.map((r) => r.probability); //=> [0.26106, 0.55184, 0.20467]
 * ```
 * @see docs/probability-models.md#ladders
 * @see https://doi.org/10.1111/1467-9965.00035 (Broadie, Glasserman and Kou 1997)
 */
export function priceLadder(rungs: readonly LadderRung[], model: LognormalModel): PricedLadder {
  const fn = 'priceLadder';
  const list = readList<LadderRung>(fn, 'rungs', rungs);
  const m = readLognormalModel(fn, model);
  const priced: PricedRung[] = new Array(list.length);
  let bucketsTotal: number | null = null;
  const strikeOf = (i: number, value: unknown, field: string): number => {
    if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) fail(fn, `rungs[${i}].${field}`, `must be a price above 0, got ${String(value)}`);
    return value;
  };
  for (let i = 0; i < list.length; i++) {
    const rung = list[i]!;
    if (rung === null || typeof rung !== 'object') fail(fn, `rungs[${i}]`, 'must be a rung object', 'invalid_type');
    let p: number;
    switch (rung.kind) {
      case 'close-above':
      case 'close-below': {
        const above = closeAboveProbability(m.spot, strikeOf(i, rung.strike, 'strike'), m.volatility, m.years, m.drift);
        p = rung.kind === 'close-above' ? above : 1 - above;
        break;
      }
      case 'touch': {
        const h = strikeOf(i, rung.strike, 'strike');
        if (rung.direction !== 'up' && rung.direction !== 'down') fail(fn, `rungs[${i}].direction`, 'must be up or down', 'invalid_enum');
        const reached = rung.direction === 'up' ? m.spot >= h : m.spot <= h;
        p = reached ? 1 : touchProbability(m.spot, shiftBarrierForMonitoring(h, m.volatility, m.monitoringIntervalYears, rung.direction), m.volatility, m.years, m.drift, rung.direction);
        break;
      }
      case 'bucket': {
        const lo = rung.lower;
        const hi = rung.upper;
        if (lo !== null && (typeof lo !== 'number' || !Number.isFinite(lo) || lo < 0)) fail(fn, `rungs[${i}].lower`, 'must be a price ≥ 0 or null');
        if (hi !== null && (typeof hi !== 'number' || !(hi > 0))) fail(fn, `rungs[${i}].upper`, 'must be a price above 0 or null');
        if (lo !== null && hi !== null && !(hi > lo)) fail(fn, `rungs[${i}].upper`, 'must be above lower');
        const pLo = lo === null || lo === 0 ? 1 : closeAboveProbability(m.spot, lo, m.volatility, m.years, m.drift);
        const pHi = hi === null || hi === Number.POSITIVE_INFINITY ? 0 : closeAboveProbability(m.spot, hi, m.volatility, m.years, m.drift);
        p = Math.max(0, pLo - pHi);
        bucketsTotal = (bucketsTotal ?? 0) + p;
        break;
      }
      default:
        fail(fn, `rungs[${i}].kind`, 'must be close-above, close-below, touch or bucket', 'invalid_enum');
    }
    priced[i] = { kind: rung.kind, probability: p };
  }
  return { rungs: priced, bucketsTotal };
}
