import type { ScreenerFactor } from '../../rules/screenerFactors.js';
import type { FactorGap, FactorScore, TickerScore } from '../scoreFactors.js';
import { compareText } from '../../_lib/compareText.js';
import type { TickerFactors } from './measureTickerFactors.js';
import type { FactorZ } from './scoreCrossSection.js';

/**
 * Ranks the tickers on the weighted mean of their z-scores, the weights renormalised over the factors each one has. A
 * ticker whose factors carry less than the minimum share of the weight is left unranked rather than scored on too
 * little. Ties are broken by the composite of the z-scores before winsorising, then by ticker.
 *
 * @param working - The tickers' raw values and gaps.
 * @param z - Their z-scores, by ticker then factor.
 * @param factors - The factors, in the order reported.
 * @param weights - Nominal weight of each factor.
 * @param minCoverage - Least share of the total nominal weight a ranked ticker's factors carry.
 * @returns Ranked tickers best first, then unranked ones by ticker, and how many were ranked.
 */
export function rankTickers(
  working: readonly TickerFactors[],
  z: ReadonlyMap<string, ReadonlyMap<ScreenerFactor, FactorZ>>,
  factors: readonly ScreenerFactor[],
  weights: Readonly<Record<ScreenerFactor, number>>,
  minCoverage: number,
): { ranking: TickerScore[]; rankedCount: number } {
  const totalWeight = factors.reduce((sum, f) => sum + weights[f], 0);
  const scored = working.map((w) => {
    const zs = z.get(w.ticker)!;
    const present = factors.filter((f) => zs.has(f));
    const presentWeight = present.reduce((sum, f) => sum + weights[f], 0);
    const coverage = totalWeight > 0 ? presentWeight / totalWeight : 0;
    const ranked = present.length > 0 && coverage >= minCoverage;
    const scores: FactorScore[] = present.map((f) => ({
      factor: f,
      value: w.raw.get(f)!,
      z: zs.get(f)!.z,
      weight: weights[f] / presentWeight,
      nominal_weight: weights[f],
      winsorised: zs.get(f)!.winsorised,
    }));
    const composite = ranked ? present.reduce((sum, f) => sum + weights[f] * zs.get(f)!.z, 0) / presentWeight : null;
    const rawComposite = ranked ? present.reduce((sum, f) => sum + weights[f] * zs.get(f)!.rawZ, 0) / presentWeight : null;
    const notUsed: FactorGap[] = factors.filter((f) => !zs.has(f)).map((f) => ({ factor: f, reason: w.gaps.get(f) ?? 'missing_fact' }));
    return { w, composite, rawComposite, coverage, factors: scores, notUsed };
  });
  const rankedOrder = scored
    .filter((s) => s.composite !== null)
    .sort((a, b) => b.composite! - a.composite! || b.rawComposite! - a.rawComposite! || compareText(a.w.ticker, b.w.ticker));
  const ranking: TickerScore[] = [
    ...rankedOrder.map((s, k) => toTickerScore(s, k + 1)),
    ...scored.filter((s) => s.composite === null).map((s) => toTickerScore(s, null)),
  ];
  return { ranking, rankedCount: rankedOrder.length };
}

function toTickerScore(
  s: { w: TickerFactors; composite: number | null; coverage: number; factors: FactorScore[]; notUsed: FactorGap[] },
  rank: number | null,
): TickerScore {
  return { ticker: s.w.ticker, rank, composite: s.composite, weight_coverage: s.coverage, close: s.w.close, factors: s.factors, not_used: s.notUsed, facts_used: s.w.facts };
}
