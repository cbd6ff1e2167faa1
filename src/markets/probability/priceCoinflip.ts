import { normalCdf } from '../../backtest/_lib/normalCdf.js';
import { citeRules, type RuleCitations } from '../../core/citeRules.js';
import { requireRule } from '../../core/requireRule.js';
import { PROBABILITY_COINFLIP_RULES } from '../rules/probabilityCoinflip.js';
import { gammaQuantile } from './_lib/gammaFunctions.js';
import { fail, readIsoDate, readNumber, readOptional, readOptions } from './_lib/read.js';

/** The session so far and the volatility of what is left of it. */
export interface CoinflipInput {
  /** Today's official open (the price the up/down market settles against), > 0. */
  readonly open: number;
  /** The latest price, > 0. */
  readonly last: number;
  /** Periods (minutes, hours: the unit of the volatility) left until the official close, ≥ 0. */
  readonly remainingPeriods: number;
  /** Realised standard deviation of one period's log return (per minute or per hour), ≥ 0. */
  readonly volatilityPerPeriod: number;
  /** Returns the volatility was estimated from (≥ 2): sets the width of the band. */
  readonly volatilitySampleSize: number;
}

/** Options of {@link priceCoinflip}. */
export interface PriceCoinflipOptions {
  /** ISO date of the session: picks the band's default confidence. Required. */
  readonly asOf: string;
  /** Two-sided confidence of the band, in (0, 1). Default: the rule (0.9). */
  readonly confidence?: number;
  /** Language of the stale-rule note. Default `en`. */
  readonly lang?: 'en' | 'es';
}

/** What {@link priceCoinflip} returns. */
export interface CoinflipFairValue extends RuleCitations {
  /** P(close > open). */
  readonly probabilityUp: number;
  /** Fair values at the ends of the volatility interval: the band a venue's book is compared with. */
  readonly band: { readonly lower: number; readonly upper: number; readonly confidence: number };
  /** ln(last/open): the move so far. */
  readonly move: number;
  /** σ·√remaining: the standard deviation of the rest of the session's log return. */
  readonly remainingVolatility: number;
  /** move ÷ remainingVolatility (±∞ when no time or volatility is left and the price has moved). */
  readonly z: number | null;
  /** `open` while time and volatility remain; `decided` when the close is already known (the price is then the close). */
  readonly status: 'open' | 'decided';
}

/**
 * The fair value of a daily up/down market (does the session close above its open?) from the move so far and the
 * volatility left: with m = ln(last/open) and the remaining session's σ_r = σ_period·√(periods left), and no drift
 * over a few hours, P(close > open) = Φ(m/σ_r).
 *
 * @remarks
 * The band brackets the fair value by the sampling error of σ: from n returns, σ lies in
 * [s·√((n − 1)/χ²₍₁₊c₎/₂), s·√((n − 1)/χ²₍₁₋c₎/₂)] with confidence c (the χ² interval of a normal sample's standard
 * deviation), and Φ(m/σ_r) is monotone in σ, so its values at the two ends are the band. At the boundaries: no move
 * gives ½ (and a band of width 0); no time left gives 1 when the price is above the open and 0 when at or below it (a
 * close equal to the open is not "up").
 *
 * @param input - {@link CoinflipInput} (not modified).
 * @param options - {@link PriceCoinflipOptions}; `asOf` is required.
 * @returns {@link CoinflipFairValue}.
 * @throws {@link GuidekitError} `invalid_number` naming an input field or `confidence`; `invalid_type`; `invalid_date`.
 * @example
 * ```ts
 * // Up 0.5% with 4 hours left at 0.25% per hour: Φ(0.005 / (0.0025·2)) = Φ(1) ≈ 0.8413.
 * priceCoinflip({ open: 100, last: 100 * Math.exp(0.005), remainingPeriods: 4, volatilityPerPeriod: 0.0025, volatilitySampleSize: 500 }, { asOf: '2026-11-25' }).probabilityUp;
 * ```
 * @see docs/probability-models.md#coinflip
 */
export function priceCoinflip(input: CoinflipInput, options: PriceCoinflipOptions): CoinflipFairValue {
  const fn = 'priceCoinflip';
  const o = readOptions(fn, options);
  const asOf = readIsoDate(fn, 'asOf', o.asOf);
  if (input === null || typeof input !== 'object') fail(fn, 'input', 'must be { open, last, remainingPeriods, volatilityPerPeriod, volatilitySampleSize }', 'invalid_type');
  const open = readNumber(fn, 'open', input.open, (x) => x > 0, 'a price above 0');
  const last = readNumber(fn, 'last', input.last, (x) => x > 0, 'a price above 0');
  const remaining = readNumber(fn, 'remainingPeriods', input.remainingPeriods, (x) => x >= 0, 'a number of periods ≥ 0');
  const sigma = readNumber(fn, 'volatilityPerPeriod', input.volatilityPerPeriod, (x) => x >= 0, 'a volatility ≥ 0');
  const n = readNumber(fn, 'volatilitySampleSize', input.volatilitySampleSize, (x) => Number.isInteger(x) && x >= 2, 'a whole number ≥ 2');
  const rule = requireRule(PROBABILITY_COINFLIP_RULES, asOf);
  const confidence = readOptional(fn, 'confidence', o.confidence, (x) => x > 0 && x < 1, 'in (0, 1)', rule.value.confidence);
  const cite = citeRules([rule], { lang: o.lang ?? 'en' });
  const move = Math.log(last / open);
  const sr = sigma * Math.sqrt(remaining);
  const fair = (s: number): number => (s > 0 ? normalCdf(move / s) : move > 0 ? 1 : 0);
  if (sr === 0) {
    // Nothing left to move the price: the session has decided (a tie is not up).
    const p = move > 0 ? 1 : 0;
    return { probabilityUp: p, band: { lower: p, upper: p, confidence }, move, remainingVolatility: 0, z: move === 0 ? null : move > 0 ? Number.POSITIVE_INFINITY : Number.NEGATIVE_INFINITY, status: 'decided', ...cite };
  }
  // χ² quantiles with n − 1 degrees of freedom are 2 × Gamma((n − 1)/2) quantiles.
  const k = (n - 1) / 2;
  const chiHigh = 2 * gammaQuantile((1 + confidence) / 2, k);
  const chiLow = 2 * gammaQuantile((1 - confidence) / 2, k);
  const sLow = sr * Math.sqrt((n - 1) / chiHigh);
  const sHigh = sr * Math.sqrt((n - 1) / chiLow);
  const a = fair(sLow);
  const b = fair(sHigh);
  return {
    probabilityUp: fair(sr),
    band: { lower: Math.min(a, b), upper: Math.max(a, b), confidence },
    move,
    remainingVolatility: sr,
    z: move / sr,
    status: 'open',
    ...cite,
  };
}
