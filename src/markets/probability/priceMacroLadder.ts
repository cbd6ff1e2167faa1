import { normalCdf } from '../../backtest/_lib/normalCdf.js';
import { citeRules, type RuleCitations } from '../../core/citeRules.js';
import { requireRule } from '../../core/requireRule.js';
import { PROBABILITY_MACRO_MODEL, PROBABILITY_MACRO_SERIES, type MacroSeries } from '../rules/probabilityMacro.js';
import { valueRungProbability, type ValueRung } from './_lib/bucketProbabilities.js';
import { fail, readEnum, readIsoDate, readList, readNumber, readOptional, readOptions } from './_lib/read.js';
import { readValueRungs } from './_lib/readValueRungs.js';
import { studentTCdf } from './_lib/studentT.js';

/** One past release of the series. */
export interface MacroRelease {
  /** The published figure (first release, the one the venue settles on). */
  readonly actual: number;
  /** The consensus or nowcast for that release, known before it, or null when none was recorded. */
  readonly consensus?: number | null;
}

/** What {@link priceMacroLadder} prices. */
export interface MacroLadderInput {
  /** `cpi_yoy` (CPI-U 12-month change), `unrate` (unemployment rate) or `us10y` (10-year Treasury yield). */
  readonly series: MacroSeries;
  /** Past releases, oldest first; the last is the latest print. */
  readonly history: readonly MacroRelease[];
  /** The consensus or nowcast for the next release; absent or null: the latest print (no change expected). */
  readonly nowcast?: number | null;
  /** Rungs on the published figure: above/below a strike, or buckets [lower, upper). */
  readonly rungs: readonly ValueRung[];
}

/** Options of {@link priceMacroLadder}. */
export interface PriceMacroLadderOptions {
  /** ISO date of the pricing: picks the series' rounding and the model's window. Required. */
  readonly asOf: string;
  /** `t` (Student t with n − 1 degrees of freedom, the default rule) or `normal`. */
  readonly distribution?: 't' | 'normal';
  /** How many of the most recent releases the surprise spread is estimated from. Default: the rule (36). */
  readonly window?: number;
  /** Language of the stale-rule note. Default `en`. */
  readonly lang?: 'en' | 'es';
}

/** What {@link priceMacroLadder} returns. */
export type MacroLadderResult = RuleCitations &
  (
    | {
        readonly status: 'ok';
        /** The nowcast (or latest print) plus the mean past surprise: the predictive distribution's centre. */
        readonly centre: number;
        readonly nowcast: number;
        /** `consensus`: surprises are actual − consensus; `changes`: the series' own release-to-release changes. */
        readonly surpriseBasis: 'consensus' | 'changes';
        /** Mean past surprise (a bias the centre corrects for). */
        readonly meanSurprise: number;
        /** Sample standard deviation of the past surprises. */
        readonly surpriseSpread: number;
        /** Scale of the predictive distribution: spread·√(1 + 1/n). */
        readonly scale: number;
        readonly sampleSize: number;
        readonly distribution: 't' | 'normal';
        /** Degrees of freedom (n − 1) for `t`; null for `normal`. */
        readonly degreesOfFreedom: number | null;
        /** The published rounding step the rungs settle on. */
        readonly step: number;
        readonly rungs: readonly { readonly kind: ValueRung['kind']; readonly probability: number }[];
        /** Σ over the bucket rungs, or null without buckets: 1 when the buckets tile the line. */
        readonly bucketsTotal: number | null;
      }
    | { readonly status: 'insufficient_history'; readonly sampleSize: number; readonly required: number }
  );

/**
 * Prices a macro threshold ladder (CPI year-over-year, the unemployment rate, the 10-year yield) from a distribution
 * of the next published figure centred on the nowcast (the consensus, or the latest print when none is given) with the
 * spread of past release surprises, then rounded to the series' published step before each rung is read.
 *
 * @remarks
 * Surprises are actual − consensus over the last `window` releases that carry a consensus; without enough of them
 * (and without a nowcast) the series' own release-to-release changes stand in, the surprises of a "no change" nowcast.
 * With n surprises of mean ē and standard deviation s, the next figure is X = nowcast + ē + s·√(1 + 1/n)·T, T a Student t
 * with n − 1 degrees of freedom: the predictive distribution of one more draw from a normal sample whose mean and
 * variance are both estimated (it is wider than a normal with the same s, by more the fewer the releases). `normal`
 * drops the estimation error. The published figure R is X rounded half up to the step (0.1 point for CPI and
 * unemployment, 0.01 for the yield), so "above 3.0" is R ≥ 3.1, i.e. X ≥ 3.05. Buckets that tile the line sum to 1.
 *
 * @param input - {@link MacroLadderInput}: series, history, nowcast and rungs (not modified).
 * @param options - {@link PriceMacroLadderOptions}; `asOf` is required.
 * @returns Each rung's probability with the distribution used, or `insufficient_history` with fewer surprises than the rule.
 * @throws {@link GuidekitError} `invalid_enum` for `series` or `distribution`; `invalid_number` naming a release, the
 *   nowcast, a rung or `window`; `invalid_type` for lists; `invalid_date` for `asOf`.
 * @example
 * ```ts
 * priceMacroLadder(
 *   { series: 'cpi_yoy', history, nowcast: 2.9, rungs: [{ kind: 'close-above', strike: 3.0 }] },
 *   { asOf: '2026-11-25' },
 * ); // P(published CPI y/y > 3.0) = P(X ≥ 3.05)
 * ```
 * @see docs/probability-models.md#macro
 * @see A. Gelman et al., Bayesian Data Analysis, 3rd ed., 2013, §3.2 (the t predictive distribution of a normal sample)
 */
export function priceMacroLadder(input: MacroLadderInput, options: PriceMacroLadderOptions): MacroLadderResult {
  const fn = 'priceMacroLadder';
  const o = readOptions(fn, options);
  const asOf = readIsoDate(fn, 'asOf', o.asOf);
  if (input === null || typeof input !== 'object') fail(fn, 'input', 'must be { series, history, rungs }', 'invalid_type');
  if (input.series === undefined) fail(fn, 'series', 'is required', 'required');
  const series = readEnum(fn, 'series', input.series, ['cpi_yoy', 'unrate', 'us10y'] as const, 'cpi_yoy');
  const seriesRule = requireRule(PROBABILITY_MACRO_SERIES, asOf);
  const modelRule = requireRule(PROBABILITY_MACRO_MODEL, asOf);
  const distribution = readEnum(fn, 'distribution', o.distribution, ['t', 'normal'] as const, modelRule.value.distribution);
  const window = readOptional(fn, 'window', o.window, (x) => Number.isInteger(x) && x >= 2, 'a whole number ≥ 2', modelRule.value.window);
  const history = readList<MacroRelease>(fn, 'history', input.history).map((r, i) => {
    if (r === null || typeof r !== 'object') fail(fn, `history[${i}]`, 'must be { actual, consensus? }', 'invalid_type');
    const actual = readNumber(fn, `history[${i}].actual`, r.actual, () => true, 'a finite number');
    const consensus = r.consensus === undefined || r.consensus === null ? null : readNumber(fn, `history[${i}].consensus`, r.consensus, () => true, 'a finite number or null');
    return { actual, consensus };
  });
  const rungs = readValueRungs(fn, 'rungs', input.rungs);
  const nowcastGiven = input.nowcast !== undefined && input.nowcast !== null;
  if (history.length === 0) fail(fn, 'history', 'must hold at least the latest print', 'too_small');
  const latest = history[history.length - 1]!.actual;
  const nowcast = nowcastGiven ? readNumber(fn, 'nowcast', input.nowcast, () => true, 'a finite number or null') : latest;
  const cite = citeRules([seriesRule, modelRule], { lang: o.lang ?? 'en' });
  const required = modelRule.value.minSurprises;

  // Surprises against the consensus when a nowcast is priced and enough consensuses were recorded; else the changes.
  const recent = history.slice(-window);
  const consensusSurprises = recent.filter((r) => r.consensus !== null).map((r) => r.actual - r.consensus!);
  const changes: number[] = [];
  for (let i = Math.max(1, history.length - window); i < history.length; i++) changes.push(history[i]!.actual - history[i - 1]!.actual);
  const basis: 'consensus' | 'changes' = nowcastGiven && consensusSurprises.length >= required ? 'consensus' : 'changes';
  const surprises = basis === 'consensus' ? consensusSurprises : changes;
  const n = surprises.length;
  if (n < Math.max(2, required)) return { status: 'insufficient_history', sampleSize: n, required: Math.max(2, required), ...cite };
  const mean = surprises.reduce((s, x) => s + x, 0) / n;
  const spread = Math.sqrt(surprises.reduce((s, x) => s + (x - mean) ** 2, 0) / (n - 1));
  const centre = nowcast + mean;
  const scale = spread * Math.sqrt(1 + 1 / n);
  const df = n - 1;
  const step = seriesRule.value[series].step;
  const survival = (x: number): number => {
    if (scale === 0) return centre >= x ? 1 : 0;
    const z = (x - centre) / scale;
    return distribution === 't' ? 1 - studentTCdf(z, df) : normalCdf(-z);
  };
  let bucketsTotal: number | null = null;
  const priced = rungs.map((rung) => {
    const probability = valueRungProbability(rung, survival, step);
    if (rung.kind === 'bucket') bucketsTotal = (bucketsTotal ?? 0) + probability;
    return { kind: rung.kind, probability };
  });
  return {
    status: 'ok',
    centre,
    nowcast,
    surpriseBasis: basis,
    meanSurprise: mean,
    surpriseSpread: spread,
    scale,
    sampleSize: n,
    distribution,
    degreesOfFreedom: distribution === 't' ? df : null,
    step,
    rungs: priced,
    bucketsTotal,
    ...cite,
  };
}
