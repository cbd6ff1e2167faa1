import { GuidekitError } from '../core/GuidekitError.js';
import { createTranslate } from '../core/i18n/createTranslate.js';
import { readEngineLang } from '../core/i18n/readEngineLang.js';
import { readSharpeSample, type SharpeSample } from './_lib/sharpeSample.js';
import { computeDeflatedSharpe } from './computeDeflatedSharpe.js';
import { computeMinBacktestLength } from './computeMinBacktestLength.js';
import { computeProbabilisticSharpe } from './computeProbabilisticSharpe.js';
import { assessOverfittingMessages, type AssessOverfittingKey } from './messages/assessOverfitting.js';

/** What is known about a backtest and its selection; every field is optional and a check without its input is `not_assessed`. */
export interface AssessOverfittingInput {
  /** Per-period returns of the selected strategy, or `{ sharpe, observations, skewness, kurtosis }` per period. */
  readonly sample?: SharpeSample;
  /** Periods per year of `sample`. Default 252. */
  readonly periodsPerYear?: number;
  /** Configurations tried before this one was selected (e.g. a sweep's `evaluated`). */
  readonly trials?: number;
  /** Variance of the trials' per-period Sharpe ratios (for the deflated Sharpe ratio). */
  readonly sharpeVariance?: number;
  /** The trials' per-period Sharpe ratios, when `sharpeVariance` is not given. */
  readonly trialSharpes?: ArrayLike<number>;
  /** Closed trades of the selected strategy. */
  readonly tradeCount?: number;
  /** Probability of backtest overfitting from {@link estimatePbo}. */
  readonly pbo?: number;
  /** In-sample and out-of-sample Sharpe ratios on the same scale (e.g. {@link runWalkForward}'s). */
  readonly isSharpe?: number;
  readonly oosSharpe?: number;
  /** Years the sample covers. Default observations ÷ periodsPerYear. */
  readonly sampleYears?: number;
}

/** The thresholds of the checks; the defaults are the literature's. */
export interface OverfittingThresholds {
  /** Minimum PSR and DSR. Default 0.95 (a one-sided 5 % test, Bailey & López de Prado). */
  readonly minSharpeProbability?: number;
  /** Maximum PBO. Default 0.5 (Bailey, Borwein, López de Prado & Zhu). */
  readonly maxPbo?: number;
  /** Minimum closed trades. Default 30 (the usual large-sample rule; backtrader's SQN note). */
  readonly minTrades?: number;
  /** Maximum Sharpe decay out of sample, 1 − OOS/IS. Default 0.5 (walk-forward efficiency below 50 %). */
  readonly maxSharpeDecay?: number;
}

/** Options of {@link assessOverfitting}. */
export interface AssessOverfittingOptions {
  readonly thresholds?: OverfittingThresholds;
  /** Annualised Sharpe ratio the minimum backtest length protects. Default the sample's own annualised Sharpe ratio. */
  readonly targetSharpe?: number;
  /** Language of the messages. Default 'en'. */
  readonly lang?: 'en' | 'es';
}

export type OverfittingCheckCode = 'psr' | 'dsr' | 'pbo' | 'trade_count' | 'oos_decay' | 'min_backtest_length';

/** One check: its outcome, the number it looked at, the threshold, and why. */
export interface OverfittingCheck {
  readonly code: OverfittingCheckCode;
  readonly status: 'warn' | 'pass' | 'not_assessed';
  readonly value: number | null;
  readonly threshold: number | null;
  readonly message: string;
}

/** Result of {@link assessOverfitting}. */
export interface AssessOverfittingResult {
  readonly checks: readonly OverfittingCheck[];
  /** The checks that warn. */
  readonly warnings: readonly OverfittingCheck[];
  readonly probabilistic_sharpe: number | null;
  readonly deflated_sharpe: number | null;
  /** SR₀ per period. */
  readonly expected_max_sharpe: number | null;
  /** The sample's Sharpe ratio, annualised by √periodsPerYear. */
  readonly sharpe_annualized: number | null;
  readonly min_backtest_years: number | null;
  readonly sample_years: number | null;
}

function readOptional(fn: string, field: string, value: unknown, ok: (x: number) => boolean, rule: string): number | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'number' || !Number.isFinite(value) || !ok(value)) throw new GuidekitError(`${fn}: ${field} must be ${rule}`, { code: 'invalid_number', field });
  return value;
}

const round = (x: number, digits: number): number => Number(x.toFixed(digits));

/**
 * Runs the overfitting checks on a backtest and its selection and explains each in words: probabilistic and deflated Sharpe
 * ratios, probability of backtest overfitting, trade count, out-of-sample Sharpe decay and minimum backtest length.
 *
 * @remarks
 * | check | warns when | source |
 * | --- | --- | --- |
 * | `psr` | PSR(0) < 0.95 | Bailey & López de Prado (2012) |
 * | `dsr` | DSR < 0.95 (needs `trials` and the trials' Sharpe variance) | Bailey & López de Prado (2014) |
 * | `pbo` | PBO > 0.5 | Bailey, Borwein, López de Prado & Zhu (2017) |
 * | `trade_count` | fewer than 30 trades | large-sample rule of thumb |
 * | `oos_decay` | 1 − OOS Sharpe ÷ IS Sharpe > 0.5 (IS Sharpe > 0) | walk-forward efficiency < 50 % (Pardo) |
 * | `min_backtest_length` | sample years < MinBTL(trials, target Sharpe) | Bailey, Borwein, López de Prado & Zhu (2014) |
 *
 * @param input - {@link AssessOverfittingInput}; not modified.
 * @param options - {@link AssessOverfittingOptions}.
 * @returns Every check with status, value, threshold and a message, the warnings, and the figures computed.
 * @throws {@link GuidekitError} for a malformed sample or an out-of-range number.
 * @example
 * ```ts
 * const a = assessOverfitting({ sample: dailyReturns, trials: sweep.evaluated, trialSharpes, tradeCount: 24, pbo: 0.62 });
 * a.warnings.map((w) => w.message);
 * ```
 * @see docs/backtest-validation.md
 */
export function assessOverfitting(input: AssessOverfittingInput, options: AssessOverfittingOptions = {}): AssessOverfittingResult {
  const fn = 'assessOverfitting';
  if (input === null || typeof input !== 'object') throw new GuidekitError(`${fn}: input must be an object`, { code: 'invalid_type', field: 'input' });
  const t = createTranslate(assessOverfittingMessages, readEngineLang(options.lang, { fn }));
  const th = options.thresholds ?? {};
  const minProb = readOptional(fn, 'thresholds.minSharpeProbability', th.minSharpeProbability, (x) => x > 0 && x < 1, 'in (0, 1)') ?? 0.95;
  const maxPbo = readOptional(fn, 'thresholds.maxPbo', th.maxPbo, (x) => x >= 0 && x <= 1, 'in [0, 1]') ?? 0.5;
  const minTrades = readOptional(fn, 'thresholds.minTrades', th.minTrades, (x) => Number.isInteger(x) && x >= 0, 'an integer ≥ 0') ?? 30;
  const maxDecay = readOptional(fn, 'thresholds.maxSharpeDecay', th.maxSharpeDecay, (x) => x > 0, 'positive') ?? 0.5;
  const ppy = readOptional(fn, 'periodsPerYear', input.periodsPerYear, (x) => x > 0, 'positive') ?? 252;
  const trials = readOptional(fn, 'trials', input.trials, (x) => Number.isInteger(x) && x >= 1, 'an integer ≥ 1');
  const tradeCount = readOptional(fn, 'tradeCount', input.tradeCount, (x) => Number.isInteger(x) && x >= 0, 'an integer ≥ 0');
  const pbo = readOptional(fn, 'pbo', input.pbo, (x) => x >= 0 && x <= 1, 'in [0, 1]');
  const isSharpe = readOptional(fn, 'isSharpe', input.isSharpe, () => true, 'finite');
  const oosSharpe = readOptional(fn, 'oosSharpe', input.oosSharpe, () => true, 'finite');
  const moments = input.sample === undefined ? null : readSharpeSample(fn, input.sample, 'sample');
  const sampleYears = readOptional(fn, 'sampleYears', input.sampleYears, (x) => x > 0, 'positive') ?? (moments ? moments.observations / ppy : undefined);
  const checks: OverfittingCheck[] = [];
  const add = (code: OverfittingCheckCode, warn: boolean | null, value: number | null, threshold: number | null, params: Record<string, string | number> = {}): void => {
    const status = warn === null ? 'not_assessed' : warn ? 'warn' : 'pass';
    const key: AssessOverfittingKey = warn === null ? 'not_assessed' : (`${code}_${warn ? 'warn' : 'pass'}` as AssessOverfittingKey);
    checks.push({ code, status, value, threshold, message: t(key, { value: value === null ? '' : round(value, 4), threshold: threshold ?? '', ...params }) });
  };

  const psr = moments ? computeProbabilisticSharpe(moments).probabilistic_sharpe : null;
  add('psr', psr === null ? null : psr < minProb, psr, minProb);

  let dsr: number | null = null;
  let sr0: number | null = null;
  if (moments && trials !== undefined && (trials === 1 || input.sharpeVariance !== undefined || input.trialSharpes !== undefined)) {
    const d = computeDeflatedSharpe(moments, { trials, sharpeVariance: input.sharpeVariance, trialSharpes: input.trialSharpes });
    dsr = d.deflated_sharpe;
    sr0 = d.expected_max_sharpe;
  }
  add('dsr', dsr === null ? null : dsr < minProb, dsr, minProb, { trials: trials ?? '' });
  add('pbo', pbo === undefined ? null : pbo > maxPbo, pbo ?? null, maxPbo);
  add('trade_count', tradeCount === undefined ? null : tradeCount < minTrades, tradeCount ?? null, minTrades);

  const decay = isSharpe !== undefined && oosSharpe !== undefined && isSharpe > 0 ? 1 - oosSharpe / isSharpe : null;
  add('oos_decay', decay === null ? null : decay > maxDecay, decay, maxDecay);

  const annual = moments ? moments.sharpe * Math.sqrt(ppy) : null;
  const target = readOptional(fn, 'targetSharpe', options.targetSharpe, (x) => x > 0, 'positive') ?? (annual !== null && annual > 0 ? annual : undefined);
  let minYears: number | null = null;
  if (trials !== undefined && target !== undefined && sampleYears !== undefined) {
    minYears = computeMinBacktestLength({ trials, targetSharpe: target }).min_backtest_years;
  }
  add('min_backtest_length', minYears === null ? null : (sampleYears as number) < minYears, sampleYears ?? null, minYears === null ? null : round(minYears, 4), { trials: trials ?? '' });

  return {
    checks,
    warnings: checks.filter((c) => c.status === 'warn'),
    probabilistic_sharpe: psr,
    deflated_sharpe: dsr,
    expected_max_sharpe: sr0,
    sharpe_annualized: annual,
    min_backtest_years: minYears,
    sample_years: sampleYears ?? null,
  };
}
