import { normalCdf } from '../../backtest/_lib/normalCdf.js';
import { fail, readEnum, readNumber, readOptional } from './_lib/read.js';

/** One European option quote to read a volatility from. */
export interface ImpliedVolatilityQuote {
  /** `call` or `put`. */
  readonly kind: 'call' | 'put';
  /** The option's price (premium per unit of the underlying), > 0. */
  readonly price: number;
  readonly spot: number;
  readonly strike: number;
  /** Years to expiry, > 0. */
  readonly years: number;
  /** Continuously compounded risk-free rate. Default 0. */
  readonly rate?: number;
  /** Continuous dividend (or carry) yield q. Default 0. */
  readonly dividendYield?: number;
}

/** Options of {@link solveImpliedVolatility}. */
export interface SolveImpliedVolatilityOptions {
  /** Absolute tolerance on the volatility. Default 1e-10. */
  readonly tolerance?: number;
}

/** What {@link solveImpliedVolatility} returns. */
export type ImpliedVolatilityResult =
  | { readonly status: 'ok'; readonly volatility: number; readonly iterations: number }
  /** The price is outside the no-arbitrage bounds of a European option, so no volatility reproduces it. */
  | { readonly status: 'out_of_bounds'; readonly lowerBound: number; readonly upperBound: number };

/** Black–Scholes–Merton price of a European option. */
function bsmPrice(kind: 'call' | 'put', s: number, k: number, t: number, r: number, q: number, sigma: number): number {
  const df = Math.exp(-r * t);
  const fwd = s * Math.exp(-q * t);
  if (sigma === 0) return Math.max(0, kind === 'call' ? fwd - k * df : k * df - fwd);
  const sd = sigma * Math.sqrt(t);
  const d1 = (Math.log(s / k) + (r - q) * t) / sd + 0.5 * sd;
  const d2 = d1 - sd;
  return kind === 'call' ? fwd * normalCdf(d1) - k * df * normalCdf(d2) : k * df * normalCdf(-d2) - fwd * normalCdf(-d1);
}

/**
 * The options-implied volatility of a ladder's underlying: the σ at which the Black–Scholes–Merton price of a European
 * option equals its quoted price. The ladder engines then take it as the model's volatility (the market's own forecast
 * of the variance to expiry, including event risk a realised estimate misses).
 *
 * @remarks
 * The price is monotone in σ (vega > 0), so bisection on [0, 10] always converges; Newton steps inside the bracket
 * speed it up. A price outside the no-arbitrage bounds (below intrinsic value or above the discounted spot or strike)
 * has no implied volatility and is answered as `out_of_bounds`. Use the option nearest the rung's strike and expiry;
 * an at-the-money quote when the ladder spans many strikes.
 *
 * @param quote - {@link ImpliedVolatilityQuote} (not modified).
 * @param options - {@link SolveImpliedVolatilityOptions}.
 * @returns The volatility with the iterations used, or `out_of_bounds` with the bounds.
 * @throws {@link GuidekitError} `invalid_number` naming `quote.price`, `quote.spot`, `quote.strike`, `quote.years`,
 *   `quote.rate`, `quote.dividendYield` or `tolerance`; `invalid_enum` for `quote.kind`.
 * @example
 * ```ts
 * // Hull, Options, Futures and Other Derivatives: S = 42, K = 40, r = 10%, T = 0.5, σ = 20% gives a call of 4.76.
 * solveImpliedVolatility({ kind: 'call', price: 4.759422, spot: 42, strike: 40, years: 0.5, rate: 0.1 }); // volatility ≈ 0.2
 * ```
 * @see https://doi.org/10.1086/260062 (Black and Scholes 1973)
 * @see docs/probability-models.md#volatility
 */
export function solveImpliedVolatility(quote: ImpliedVolatilityQuote, options: SolveImpliedVolatilityOptions = {}): ImpliedVolatilityResult {
  const fn = 'solveImpliedVolatility';
  if (quote === null || typeof quote !== 'object') fail(fn, 'quote', 'must be an option quote object', 'invalid_type');
  if (quote.kind === undefined) fail(fn, 'quote.kind', 'is required (call or put)', 'required');
  const kind = readEnum(fn, 'quote.kind', quote.kind, ['call', 'put'] as const, 'call');
  const price = readNumber(fn, 'quote.price', quote.price, (x) => x > 0, 'a price above 0');
  const s = readNumber(fn, 'quote.spot', quote.spot, (x) => x > 0, 'a price above 0');
  const k = readNumber(fn, 'quote.strike', quote.strike, (x) => x > 0, 'a price above 0');
  const t = readNumber(fn, 'quote.years', quote.years, (x) => x > 0 && x <= 100, 'a time to expiry in years above 0');
  const r = readOptional(fn, 'quote.rate', quote.rate, (x) => Math.abs(x) <= 1, 'a rate from −1 to 1', 0);
  const q = readOptional(fn, 'quote.dividendYield', quote.dividendYield, (x) => Math.abs(x) <= 1, 'a yield from −1 to 1', 0);
  const tol = readOptional(fn, 'tolerance', options?.tolerance, (x) => x > 0 && x < 0.01, 'in (0, 0.01)', 1e-10);
  const lower = bsmPrice(kind, s, k, t, r, q, 0);
  const upper = kind === 'call' ? s * Math.exp(-q * t) : k * Math.exp(-r * t);
  if (!(price > lower && price < upper)) return { status: 'out_of_bounds', lowerBound: lower, upperBound: upper };
  let lo = 0;
  let hi = 10;
  let sigma = 0.3;
  let iterations = 0;
  for (; iterations < 200 && hi - lo > tol; iterations++) {
    const diff = bsmPrice(kind, s, k, t, r, q, sigma) - price;
    if (diff > 0) hi = sigma;
    else lo = sigma;
    // Newton step on vega; fall back to bisection when it leaves the bracket.
    const sd = sigma * Math.sqrt(t);
    const d1 = (Math.log(s / k) + (r - q) * t) / sd + 0.5 * sd;
    const vega = s * Math.exp(-q * t) * Math.sqrt(t) * Math.exp(-0.5 * d1 * d1) * 0.3989422804014327;
    const next = vega > 0 ? sigma - diff / vega : Number.NaN;
    const prev = sigma;
    sigma = next > lo && next < hi ? next : 0.5 * (lo + hi);
    if (Math.abs(sigma - prev) < tol) {
      iterations++;
      break;
    }
  }
  return { status: 'ok', volatility: sigma, iterations };
}
