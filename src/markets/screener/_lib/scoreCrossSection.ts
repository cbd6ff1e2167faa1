import { computeMean } from '../../_lib/factorMath/computeMean.js';
import { computePopulationStd } from '../../_lib/factorMath/computePopulationStd.js';
import type { ScreenerFactor } from '../../rules/screenerFactors.js';
import type { FactorSummary } from '../scoreFactors.js';
import type { TickerFactors } from './measureTickerFactors.js';
import { winsoriseValues } from './winsoriseValues.js';

/** A ticker's z-score on one factor: after winsorising (`z`), before (`rawZ`, the tie-breaker), and whether it was pulled in. */
export interface FactorZ {
  readonly z: number;
  readonly rawZ: number;
  readonly winsorised: boolean;
}

/** The cross-section's z-scores, by ticker then factor, and each factor's summary. */
export interface CrossSection {
  readonly z: Map<string, Map<ScreenerFactor, FactorZ>>;
  readonly summaries: FactorSummary[];
}

/**
 * Turns raw factor values into cross-sectional z-scores, one factor at a time over the tickers that have it, oriented
 * so higher is better. A factor with too few observations or no variation is used for nobody, and each holder records
 * why in its gaps.
 *
 * @param working - The tickers' raw values; their gaps receive the factors left out.
 * @param factors - The factors, in the order of the summary.
 * @param weights - Nominal weight of each factor.
 * @param rules - `sigma` (winsorising bound) and `minObs` (fewest tickers a factor needs).
 * @returns The z-scores and summaries; see {@link CrossSection}.
 */
export function scoreCrossSection(
  working: readonly TickerFactors[],
  factors: readonly ScreenerFactor[],
  weights: Readonly<Record<ScreenerFactor, number>>,
  rules: { readonly sigma: number; readonly minObs: number },
): CrossSection {
  const { sigma, minObs } = rules;
  const z = new Map<string, Map<ScreenerFactor, FactorZ>>(working.map((w) => [w.ticker, new Map()]));
  const summaries: FactorSummary[] = [];
  for (const factor of factors) {
    const holders = working.filter((w) => w.raw.has(factor));
    // Oriented so higher is better: low volatility scores −volatility. z-scores do not depend on scale, so the values
    // are divided by the largest magnitude first: tiny or huge figures then neither underflow nor overflow.
    const oriented = holders.map((w) => (factor === 'low_volatility' ? -w.raw.get(factor)! : w.raw.get(factor)!));
    const scale = oriented.reduce((mx, v) => Math.max(mx, Math.abs(v)), 0);
    const x = scale > 0 ? oriented.map((v) => v / scale) : oriented;
    let reason: FactorSummary['reason'] = null;
    const m = holders.length === 0 ? 0 : computeMean(x);
    const s = holders.length === 0 ? 0 : computePopulationStd(x);
    if (holders.length < minObs) reason = 'too_few_observations';
    else if (!(s > 0)) reason = 'no_variation';
    if (reason !== null) {
      for (const w of holders) w.gaps.set(factor, reason);
    } else {
      const { values: clipped, mean: m2, std: s2 } = winsoriseValues(x, sigma);
      holders.forEach((w, k) => {
        // Rounding left by the iteration (under 1e-9) is clamped; a degenerate cross-section keeps its larger z.
        const raw = (clipped[k]! - m2) / s2;
        const zk = Math.abs(raw) > sigma && Math.abs(raw) - sigma <= 1e-9 ? Math.sign(raw) * sigma : raw;
        z.get(w.ticker)!.set(factor, { z: zk, rawZ: (x[k]! - m) / s, winsorised: clipped[k] !== x[k] });
      });
    }
    summaries.push({ factor, nominal_weight: weights[factor], observations: holders.length, used: reason === null, reason });
  }
  return { z, summaries };
}
