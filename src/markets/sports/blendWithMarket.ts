import { citeRules, type RuleCitations } from '../../core/citeRules.js';
import { SPORTS_BLEND_WEIGHTS, SPORTS_DATA_CONFIDENCE, type DataConfidence } from '../rules/sportsMarkets.js';
import { fail, readEnum, readNumber, readOptions, readProbabilities, readRule } from './_lib/readInput.js';

/** Options of {@link blendWithMarket}. */
export interface BlendWithMarketOptions {
  /** ISO date whose rule versions apply. Required. */
  readonly asOf: string;
  /** Sport key: its data-confidence tier (rule `markets.sports.data_confidence`) sets the model's weight. */
  readonly sport?: string;
  /** Tier to use instead of the sport's. */
  readonly confidence?: DataConfidence;
  /** Model weight in [0, 1] overriding the tier's. */
  readonly modelWeight?: number;
  /** 'logarithmic' (default): weighted geometric mean, renormalised; 'linear': weighted arithmetic mean. */
  readonly pooling?: 'logarithmic' | 'linear';
  readonly lang?: 'en' | 'es';
}

/** Why the blend moved an outcome. */
export interface BlendReason {
  readonly outcome: number;
  readonly model: number;
  readonly market: number;
  readonly blended: number;
  /** blended − market: how far the model moved the market's probability. */
  readonly shift: number;
}

/** A model's probabilities pooled with the de-vigged market. */
export interface BlendWithMarketResult extends RuleCitations {
  readonly probabilities: readonly number[];
  readonly model_weight: number;
  readonly confidence: DataConfidence | null;
  readonly pooling: 'logarithmic' | 'linear';
  /** One entry per outcome, largest |shift| first. */
  readonly reasons: readonly BlendReason[];
}

/**
 * Pools a model's probabilities with the market's de-vigged ones, the market as anchor: p ∝ model^w · market^(1−w)
 * (logarithmic pool, the default) or p = w·model + (1 − w)·market (linear), with the model weight w from the sport's
 * data-confidence tier (0.3 high, 0.2 medium, 0.1 limited).
 *
 * @param model - The model's probability of each outcome, in (0, 1).
 * @param market - The de-vigged market's probability of each outcome (e.g. {@link devigConsensus}), same order.
 * @param options - {@link BlendWithMarketOptions}; `asOf` is required.
 * @returns {@link BlendWithMarketResult}; probabilities sum to the market's total.
 * @throws {@link GuidekitError} `invalid_number` on a probability or `modelWeight`; `length_mismatch`; `invalid_enum`.
 * @example
 * ```ts
 * blendWithMarket([0.55, 0.25, 0.2], [0.48, 0.27, 0.25], { asOf: '2026-11-25', sport: 'epl' }).probabilities;
 * ```
 * @see C. Genest, J. V. Zidek (1986), Combining probability distributions: a critique and an annotated bibliography, Statistical Science 1(1).
 * @see docs/sports-models.md
 */
export function blendWithMarket(model: readonly number[], market: readonly number[], options: BlendWithMarketOptions): BlendWithMarketResult {
  const fn = 'blendWithMarket';
  const opts = readOptions(fn, options);
  const m = readProbabilities(fn, model, 'model');
  const q = readProbabilities(fn, market, 'market');
  if (m.length !== q.length) fail(fn, 'market', 'length_mismatch', `market must have one probability per model outcome (${m.length}), got ${q.length}`);
  const weightRule = readRule(fn, SPORTS_BLEND_WEIGHTS, opts.asOf);
  const tierRule = readRule(fn, SPORTS_DATA_CONFIDENCE, opts.asOf);
  const pooling = readEnum(fn, opts.pooling, 'pooling', ['logarithmic', 'linear'] as const, 'logarithmic');
  let confidence: DataConfidence | null = null;
  const applied = [];
  let w: number;
  if (opts.modelWeight !== undefined) w = readNumber(fn, opts.modelWeight, 'modelWeight', 0, 0, 1);
  else {
    confidence = readEnum(fn, opts.confidence, 'confidence', ['high', 'medium', 'limited'] as const, (opts.sport !== undefined ? tierRule.value.by_sport[opts.sport.toLowerCase()] : undefined) ?? tierRule.value.default);
    w = weightRule.value.model_weight[confidence];
    applied.push(weightRule);
    if (opts.confidence === undefined) applied.push(tierRule);
  }
  const target = q.reduce((s, x) => s + x, 0);
  let p: number[];
  if (pooling === 'linear') p = m.map((mi, i) => w * mi + (1 - w) * q[i]!);
  else {
    const raw = m.map((mi, i) => Math.exp(w * Math.log(mi) + (1 - w) * Math.log(q[i]!)));
    const total = raw.reduce((s, x) => s + x, 0);
    p = raw.map((x) => (x * target) / total);
  }
  const reasons = p
    .map((b, i) => ({ outcome: i, model: m[i]!, market: q[i]!, blended: b, shift: b - q[i]! }))
    .sort((a, b) => Math.abs(b.shift) - Math.abs(a.shift) || a.outcome - b.outcome);
  return { probabilities: p, model_weight: w, confidence, pooling, reasons, ...citeRules(applied, { lang: opts.lang ?? 'en' }) };
}
