import { fail, readInteger, readNumber, readOptions } from '../sports/_lib/readInput.js';

/** One observed finishing order (best first) with its weight. */
export interface WeightedRanking {
  /** Competitor keys, winner first; at least two. */
  readonly order: readonly string[];
  /** How much this ranking counts (e.g. a recency weight). */
  readonly weight: number;
}

/** Options of {@link fitPlackettLuceStrengths}. */
export interface FitPlackettLuceStrengthsOptions {
  /**
   * Weight of the virtual win and the virtual loss each competitor gets against a reference competitor of strength 1:
   * keeps a competitor who never won (or never lost) finite, and pulls thin records toward the reference. Default 1.
   */
  readonly priorWeight?: number;
  /** MM iterations. Default 200. */
  readonly iterations?: number;
}

/** Fitted Plackett–Luce strengths. */
export interface PlackettLuceStrengths {
  /** Strength by competitor key, on the reference competitor's scale (1). */
  readonly strengths: Readonly<Record<string, number>>;
  /** Rankings each competitor appears in. */
  readonly appearances: Readonly<Record<string, number>>;
  readonly iterations: number;
  /** Largest relative change of a strength in the last iteration. */
  readonly last_change: number;
}

/**
 * Fits Plackett–Luce strengths to weighted finishing orders by Hunter's MM algorithm: a finishing order is read as a
 * sequence of choices (the winner chosen from the whole field, second from the rest, ...), and each strength is
 * updated to γ_i = W_i / Σ_s w_s / Σ_{k∈S_s} γ_k over the stages s whose choice set holds i, W_i being the weight of
 * the stages i won.
 *
 * @remarks Each competitor also meets a reference competitor of fixed strength 1 twice, winning once and losing once,
 * with weight `priorWeight`: Hunter's existence condition (every competitor must both win and lose a comparison) then
 * always holds, and a competitor with one race is not rated from it alone.
 *
 * @param rankings - Finishing orders, each with its weight.
 * @param options - {@link FitPlackettLuceStrengthsOptions}.
 * @returns {@link PlackettLuceStrengths}.
 * @throws {@link GuidekitError} `invalid_type` on `rankings` or an order; `invalid_number` on a weight or option.
 * @example
 * ```ts
 * fitPlackettLuceStrengths([{ order: ['VER', 'NOR', 'LEC'], weight: 1 }]).strengths.VER; // > strengths.LEC
 * ```
 * @see D. R. Hunter (2004), MM algorithms for generalized Bradley–Terry models, Annals of Statistics 32(1), section 5.
 * @see docs/sports-endpoints.md
 */
export function fitPlackettLuceStrengths(rankings: readonly WeightedRanking[], options?: FitPlackettLuceStrengthsOptions): PlackettLuceStrengths {
  const fn = 'fitPlackettLuceStrengths';
  const opts = readOptions(fn, options);
  const prior = readNumber(fn, opts.priorWeight, 'priorWeight', 1, 1e-9, 1e9);
  const iterations = readInteger(fn, opts.iterations, 'iterations', 200, 1, 100_000);
  if (!Array.isArray(rankings as unknown)) fail(fn, 'rankings', 'invalid_type', 'rankings must be an array');
  const keys: string[] = [];
  const index = new Map<string, number>();
  const stages: { set: Int32Array; winner: number; w: number }[] = [];
  const appearances: Record<string, number> = {};
  rankings.forEach((r, i) => {
    if (r === null || typeof r !== 'object' || !Array.isArray(r.order as unknown)) fail(fn, `rankings[${i}].order`, 'invalid_type', `rankings[${i}].order must be an array of keys`);
    const w = readNumber(fn, r.weight, `rankings[${i}].weight`, Number.NaN, 0, 1e9);
    if (new Set(r.order).size !== r.order.length) fail(fn, `rankings[${i}].order`, 'duplicate', `rankings[${i}].order lists a competitor twice`);
    const ids = r.order.map((key) => {
      if (typeof key !== 'string') fail(fn, `rankings[${i}].order`, 'invalid_type', 'competitor keys must be strings');
      appearances[key] = (appearances[key] ?? 0) + 1;
      let at = index.get(key);
      if (at === undefined) {
        at = keys.length;
        keys.push(key);
        index.set(key, at);
      }
      return at;
    });
    if (w === 0 || ids.length < 2) return;
    for (let s = 0; s < ids.length - 1; s++) stages.push({ set: Int32Array.from(ids.slice(s)), winner: ids[s]!, w });
  });
  const n = keys.length;
  const wins = new Float64Array(n);
  for (const st of stages) wins[st.winner]! += st.w;
  let gamma = new Float64Array(n).fill(1);
  let change = 0;
  let done = 0;
  for (let it = 0; it < iterations; it++) {
    const denominator = new Float64Array(n);
    for (const st of stages) {
      let total = 0;
      for (const k of st.set) total += gamma[k]!;
      const share = st.w / total;
      for (const k of st.set) denominator[k]! += share;
    }
    const next = new Float64Array(n);
    change = 0;
    for (let i = 0; i < n; i++) {
      // The two virtual comparisons against the reference (strength 1): one won, one lost, each of weight `prior`.
      const d = denominator[i]! + (2 * prior) / (gamma[i]! + 1);
      next[i] = (wins[i]! + prior) / d;
      change = Math.max(change, Math.abs(next[i]! - gamma[i]!) / gamma[i]!);
    }
    gamma = next;
    done = it + 1;
    if (change < 1e-12) break;
  }
  return { strengths: Object.fromEntries(keys.map((k, i) => [k, gamma[i]!])), appearances, iterations: done, last_change: change };
}
