import { z } from 'zod';
import { defineEndpoint } from '../defineEndpoint.js';
import { q } from '../../core/queryParams.js';
import { GuidekitError } from '../../core/GuidekitError.js';
import { langParam, UNDECLARED_PARAM_META } from '../sharedParams.js';
import { compileRule } from '../../backtest/compileRule.js';
import { createRuleStrategy } from '../../backtest/createRuleStrategy.js';
import { runBacktest } from '../../backtest/runBacktest.js';
import { computeBacktestStats } from '../../backtest/computeBacktestStats.js';
import type { RuleSpecInput } from '../../backtest/ruleSpecSchema.js';
import type { BacktestResult, BacktestStrategy, Bars } from '../../backtest/types.js';
import { simulateMonteCarlo } from '../../backtest/simulateMonteCarlo.js';
import { runWalkForward } from '../../backtest/runWalkForward.js';
import { assessOverfitting, type OverfittingCheck } from '../../backtest/assessOverfitting.js';
import type { RunBacktestOptions } from '../../backtest/runBacktest.js';
import { isGuidekitError } from '../../core/isGuidekitError.js';
import { backtestRunResponse } from './responses/run.js';
import { isMarketBacktestRequest } from './isMarketBacktestRequest.js';
import { compileMarketRequest } from './compileMarketRequest.js';
import { buildMarketBacktestBody } from './buildMarketBacktestBody.js';
import { precheckBarsSymbol } from './precheckBarsSymbol.js';

/** Most daily bars one backtest runs on: 20 years of calendar days (20 × 365.25), so 20 years of crypto bars fit too. */
export const MAX_BACKTEST_BARS = 7305;
/** Most trades listed in a response; `trade_count` always gives the full number. */
export const MAX_LISTED_TRADES = 500;
/** Points of the equity curve returned for charts (evenly sampled, first and last bar kept). */
export const EQUITY_CURVE_POINTS = 250;

const barSchema = z.object({
  date: q.date(),
  open: z.number().positive().finite(),
  high: z.number().positive().finite(),
  low: z.number().positive().finite(),
  close: z.number().positive().finite(),
  volume: z.number().nonnegative().finite().optional(),
});

/** A fraction in [0, 0.1): the engine's bound on commission and spread (backtesting.py's commission bound). */
const fraction = () => q.number({ min: 0, max: 0.0999 });

/** The request as the endpoint validated it (what {@link buildBacktestBody} needs besides the bars). */
export interface BacktestRequest {
  readonly rule?: string | undefined;
  readonly spec?: Record<string, unknown> | undefined;
  readonly symbol?: string | undefined;
  /** Initial cash as a decimal string; default 10 000. */
  readonly cash?: string | undefined;
  /** Commission per fill as a fraction of the traded value; default 0. */
  readonly commission?: number | undefined;
  /** Spread paid on entry as a fraction of price; default 0. */
  readonly spread?: number | undefined;
  readonly fill?: 'next_open' | 'same_close' | undefined;
  /**
   * A position still open after the last bar: `none` (default, backtesting.py's default) leaves it open, reported as
   * `open_trade` and outside the trade statistics; `last_open` closes it at the last bar's open (backtesting.py
   * `finalize_trades=True`); `last_close` at the last bar's close.
   */
  readonly finalize?: 'none' | 'last_open' | 'last_close' | undefined;
}

/** Resampled paths of the Monte Carlo bands in a response (seeded, so the same request gives the same bands). */
export const MONTE_CARLO_RESAMPLES = 1000;
/** Seed of the Monte Carlo bands. */
export const MONTE_CARLO_SEED = 1;

/** Monte Carlo bands in money: equity percentiles after each closed trade, at that trade's exit bar and date. */
export interface BacktestMonteCarlo {
  readonly method: string;
  readonly resamples: number;
  readonly seed: number;
  /** Bar index of each band point: the first decision bar, then each trade's exit bar. */
  readonly bar: readonly number[];
  readonly date: readonly string[];
  readonly equity_p5: readonly number[];
  readonly equity_p50: readonly number[];
  readonly equity_p95: readonly number[];
  readonly final_equity: { readonly p5: number; readonly p50: number; readonly p95: number };
  /** Maximum drawdown of the paths, fractions (0.25 = 25 % below the running peak). */
  readonly max_drawdown: { readonly p5: number; readonly p50: number; readonly p95: number };
  readonly prob_loss: number;
}

/** Robustness of the run: Monte Carlo bands, and (once their engines land) the walk-forward split and overfit warnings. */
export interface BacktestRobustness {
  /** `available` when every check ran; `partial` when some could not (too few bars or trades); `not_available` when none could. */
  readonly status: 'available' | 'partial' | 'not_available';
  /** Trade-bootstrap bands (src/backtest/simulateMonteCarlo.ts); `null` without closed trades. */
  readonly monte_carlo: BacktestMonteCarlo | null;
  /**
   * The walk-forward split: the fixed rule evaluated on the first 70 % of the bars (in sample) and on the last 30 %
   * (out of sample), with the walk-forward efficiency and the Sharpe decay; `null` when the range is too short.
   */
  readonly walk_forward: BacktestWalkForward | null;
  /** Overfitting checks that failed (probabilistic Sharpe, too few trades, out-of-sample decay, minimum length). */
  readonly overfit_warnings: readonly OverfittingCheck[];
  /** Every overfitting check with its value and threshold, passed or not. */
  readonly overfit_checks: readonly OverfittingCheck[];
}

/** The walk-forward split reported by the endpoint. */
export interface BacktestWalkForward {
  readonly mode: 'anchored';
  readonly in_sample: { readonly start: string; readonly end: string; readonly bars: number };
  readonly out_of_sample: { readonly start: string; readonly end: string; readonly bars: number };
  readonly is_sharpe_ratio: number | null;
  readonly oos_sharpe_ratio: number | null;
  readonly oos_return_pct: number;
  readonly walk_forward_efficiency: number | null;
  readonly sharpe_decay: number | null;
}

/** Share of the bars used in sample by the endpoint's walk-forward split. */
export const WALK_FORWARD_IN_SAMPLE_SHARE = 0.7;

const cents = (x: number) => Math.round(x * 100) / 100;

/**
 * Monte Carlo bands of the run (trade bootstrap), and the EXTENSION POINT for the walk-forward split and
 * overfit warnings: when runWalkForward / assessOverfitting land in src/backtest, call them here; the endpoint, the CLI's
 * `--json` and its HTML report then carry them.
 */
function assessRobustness(
  bars: Bars,
  strategy: BacktestStrategy,
  result: BacktestResult,
  cash: number,
  run: RunBacktestOptions,
  lang: 'en' | 'es',
): BacktestRobustness {
  let monteCarlo: BacktestMonteCarlo | null = null;
  if (result.trades.length > 0) {
    try {
      const mc = simulateMonteCarlo(result, { resamples: MONTE_CARLO_RESAMPLES, seed: MONTE_CARLO_SEED });
      const bar = [Math.min(result.warmup_bars + 1, bars.dates.length - 1), ...result.trades.map((t) => t.exit_bar)];
      const money = (xs: ArrayLike<number>) => Array.from(xs, (g) => cents(g * cash)).slice(0, bar.length);
      monteCarlo = {
        method: mc.method, resamples: mc.resamples, seed: mc.seed, bar, date: bar.map((i) => bars.dates[i] as string),
        equity_p5: money(mc.equity.p5), equity_p50: money(mc.equity.p50), equity_p95: money(mc.equity.p95),
        final_equity: { p5: cents(mc.final_equity.p5 * cash), p50: cents(mc.final_equity.p50 * cash), p95: cents(mc.final_equity.p95 * cash) },
        max_drawdown: mc.max_drawdown,
        prob_loss: mc.prob_loss,
      };
    } catch (error) {
      if (!isGuidekitError(error)) throw error;
    }
  }
  // A fixed rule has nothing to optimise, so the split has a one-point grid: the in-sample window only measures.
  let walkForward: BacktestWalkForward | null = null;
  const n = bars.dates.length;
  const inSample = Math.floor(n * WALK_FORWARD_IN_SAMPLE_SHARE);
  if (inSample >= 60 && n - inSample >= 20) {
    try {
      const wf = runWalkForward(bars, () => strategy, { fixed: [1] }, { inSampleBars: inSample, outOfSampleBars: n - inSample, mode: 'anchored', run });
      walkForward = {
        mode: 'anchored',
        in_sample: { start: bars.dates[0] as string, end: bars.dates[inSample - 1] as string, bars: inSample },
        out_of_sample: { start: bars.dates[inSample] as string, end: bars.dates[n - 1] as string, bars: n - inSample },
        is_sharpe_ratio: wf.is_sharpe_ratio,
        oos_sharpe_ratio: wf.oos_sharpe_ratio,
        oos_return_pct: wf.oos_return_pct,
        walk_forward_efficiency: wf.walk_forward_efficiency,
        sharpe_decay: wf.sharpe_decay,
      };
    } catch (error) {
      if (!isGuidekitError(error)) throw error;
    }
  }
  // Daily returns of the equity curve feed the probabilistic Sharpe ratio and the minimum backtest length.
  const returns = new Float64Array(Math.max(0, result.equity.length - 1));
  for (let i = 1; i < result.equity.length; i++) returns[i - 1] = (result.equity[i] as number) / (result.equity[i - 1] as number) - 1;
  let checks: readonly OverfittingCheck[] = [];
  let warnings: readonly OverfittingCheck[] = [];
  try {
    const overfit = assessOverfitting(
      {
        sample: returns,
        trials: 1,
        tradeCount: result.trades.length,
        ...(walkForward?.is_sharpe_ratio != null && walkForward.oos_sharpe_ratio != null
          ? { isSharpe: walkForward.is_sharpe_ratio, oosSharpe: walkForward.oos_sharpe_ratio }
          : {}),
      },
      { lang },
    );
    checks = overfit.checks;
    warnings = overfit.warnings;
  } catch (error) {
    if (!isGuidekitError(error)) throw error;
  }
  const ran = [monteCarlo !== null, walkForward !== null, checks.length > 0].filter(Boolean).length;
  return {
    status: ran === 3 ? 'available' : ran === 0 ? 'not_available' : 'partial',
    monte_carlo: monteCarlo,
    walk_forward: walkForward,
    overfit_warnings: warnings,
    overfit_checks: checks,
  };
}

/** Bars from the inline `bars` array, strictly increasing by date. */
function barsFromRows(rows: readonly z.output<typeof barSchema>[]): Bars {
  rows.forEach((r, i) => {
    if (i > 0 && r.date <= (rows[i - 1] as { date: string }).date) {
      throw new GuidekitError(`backtestRun: bars must be in increasing date order without repeats (${r.date} follows ${(rows[i - 1] as { date: string }).date})`, { code: 'not_sorted', field: `bars[${i}].date` });
    }
    if (r.high < r.low) throw new GuidekitError(`backtestRun: high is below low on ${r.date}`, { code: 'inconsistent_ohlc', field: `bars[${i}].high` });
  });
  return {
    dates: rows.map((r) => r.date),
    open: Float64Array.from(rows, (r) => r.open),
    high: Float64Array.from(rows, (r) => r.high),
    low: Float64Array.from(rows, (r) => r.low),
    close: Float64Array.from(rows, (r) => r.close),
    volume: Float64Array.from(rows, (r) => r.volume ?? Number.NaN),
  };
}

function sliceBars(bars: Bars, from: number, to: number): Bars {
  return {
    dates: bars.dates.slice(from, to),
    open: bars.open.slice(from, to),
    high: bars.high.slice(from, to),
    low: bars.low.slice(from, to),
    close: bars.close.slice(from, to),
    volume: bars.volume.slice(from, to),
  };
}

/** Keeps the bars inside [start, end]. */
function rangeBars(bars: Bars, start: string | undefined, end: string | undefined): Bars {
  let from = 0;
  let to = bars.dates.length;
  while (from < to && start !== undefined && (bars.dates[from] as string) < start) from++;
  while (to > from && end !== undefined && (bars.dates[to - 1] as string) > end) to--;
  return from === 0 && to === bars.dates.length ? bars : sliceBars(bars, from, to);
}

function equityCurve(bars: Bars, equity: Float64Array): { date: string; equity: number; drawdown_pct: number }[] {
  const n = equity.length;
  const step = Math.max(1, Math.ceil(n / EQUITY_CURVE_POINTS));
  const out: { date: string; equity: number; drawdown_pct: number }[] = [];
  let peak = -Infinity;
  const peaks = new Float64Array(n);
  for (let i = 0; i < n; i++) peaks[i] = peak = Math.max(peak, equity[i] as number);
  for (let i = 0; i < n; i += step) out.push(point(i));
  if (n > 0 && (n - 1) % step !== 0) out.push(point(n - 1));
  return out;
  function point(i: number) {
    const e = equity[i] as number;
    const p = peaks[i] as number;
    return { date: bars.dates[i] as string, equity: Math.round(e * 100) / 100, drawdown_pct: p > 0 ? -(1 - e / p) * 100 : 0 };
  }
}

/**
 * Compiles the rule (or validates the spec), runs it over `bars` and answers the body POST /api/backtest returns. Shared
 * by the endpoint and `guidekit backtest --json`, so both print the same body.
 *
 * @param bars - The daily bars to run on (already cut to the requested range).
 * @param request - {@link BacktestRequest}.
 * @returns The response body: the compiled spec, statistics, trades (capped), the equity summary and curve, robustness.
 * @throws {@link GuidekitError} `unparsed_rule` / `invalid_rule` (field `rule`, or `spec.…`), `too_big` (field `bars`)
 *   or the engine's argument errors.
 * @example
 * ```ts
 * const body = await buildBacktestBody(bars, { rule: 'Buy when SMA(10) crosses above SMA(30). Sell when SMA(10) crosses below SMA(30).' });
 * body.statistics.trade_count;
 * ```
 * @see docs/backtest-surfaces.md
 */
export async function buildBacktestBody(bars: Bars, request: BacktestRequest, options: { readonly lang?: 'en' | 'es' } = {}) {
  const lang = options.lang ?? 'en';
  if (bars.dates.length > MAX_BACKTEST_BARS) {
    throw new GuidekitError(`backtestRun: ${bars.dates.length} bars is more than ${MAX_BACKTEST_BARS} (20 years of daily bars); narrow start/end`, { code: 'too_big', field: 'bars' });
  }
  if (bars.dates.length < 2) {
    throw new GuidekitError('backtestRun: a backtest needs at least 2 daily bars in the range', { code: 'too_small', field: 'bars' });
  }
  let compiled;
  if (request.spec !== undefined) {
    createRuleStrategy(request.spec as RuleSpecInput); // validates, naming `spec.…` on a bad path
    compiled = await compileRule(request.spec as RuleSpecInput);
  } else {
    compiled = await compileRule(request.rule ?? '');
  }
  const strategy = createRuleStrategy(compiled.spec);
  const fill = request.fill ?? 'next_open';
  const commission = request.commission ?? 0;
  const spread = request.spread ?? 0;
  const cash = request.cash ?? '10000';
  const finalize = request.finalize ?? 'none';
  const runOptions: RunBacktestOptions = { cash, fill, spread, commission: { rate: commission }, finalize };
  const result = runBacktest(bars, strategy, runOptions);
  const statistics = computeBacktestStats(result, bars);
  const listed = result.trades.slice(0, MAX_LISTED_TRADES);
  return {
    mode: 'bars' as const,
    symbol: request.symbol ?? null,
    start: bars.dates[0] as string,
    end: bars.dates[bars.dates.length - 1] as string,
    bar_count: bars.dates.length,
    rule: { text: compiled.text, source: compiled.source, spec: compiled.spec },
    settings: { cash, commission, spread, fill, finalize },
    statistics,
    trade_count: result.trades.length,
    trades_listed: listed.length,
    trades: listed,
    open_trade: result.open_trade,
    cancelled_orders: result.cancelled_orders,
    equity: { ...result.summary, curve: equityCurve(bars, result.equity) },
    robustness: assessRobustness(bars, strategy, result, Number(cash), runOptions, lang),
  };
}

/** The body {@link buildBacktestBody} answers. */
export type BacktestBody = Awaited<ReturnType<typeof buildBacktestBody>>;

/**
 * POST /api/backtest: Plain-English trading rule compiled to an explicit spec and simulated (equities, FX or crypto
 * over up to 20 years of daily bars, or prediction-market strategies).
 *
 * The spec shows no body fields. The body is ours and provisional (docs/backtest-surfaces.md): `rule` or `spec`,
 * `symbol` (bars from the app's `bars` port), `start`/`end`, and the
 * undeclared `cash`, `commission`, `spread`, `fill`, `finalize` and inline `bars` (for callers without a data directory).
 */
export const backtestRun = defineEndpoint({
  operationId: 'backtestRun',
  method: 'POST',
  path: '/api/backtest',
  // The spec shows no price for backtests; they spend an analysis credit, so they cost what an analysis credit costs.
  priceUsd: '1.49',
  credit: 'analysis',
  domain: 'backtest',
  spec: 'Market Signal Service and Shopping Safety Service, Market signal service: all paid endpoints',
  summary: 'Plain-English trading rule compiled to an explicit spec and simulated over daily bars or prediction markets.',
  params: z
    .object({
      // The trading rule in plain English (docs/rule-grammar.md), compiled by the engine to an explicit spec.
      rule: q.text({ max: 4000 }).optional(),
      // An explicit spec (docs/rule-grammar.md), for callers who already have one.
      spec: q.json(z.record(z.string(), z.unknown())).optional(),
      symbol: q.text({ max: 20 }).optional(),
      start: q.date().optional(),
      end: q.date().optional(),
      cash: q.money({ min: 1, max: 1e12 }).optional().meta(UNDECLARED_PARAM_META),
      commission: fraction().optional().meta(UNDECLARED_PARAM_META),
      spread: fraction().optional().meta(UNDECLARED_PARAM_META),
      fill: q.oneOf(['next_open', 'same_close']).optional().meta(UNDECLARED_PARAM_META),
      // A position still open after the last bar; default none, as backtesting.py (docs/backtest-engine.md).
      finalize: q.oneOf(['none', 'last_open', 'last_close']).optional().meta(UNDECLARED_PARAM_META),
      bars: q
        .json(z.array(barSchema).min(2, 'must hold at least 2 bars').max(MAX_BACKTEST_BARS, `must hold at most ${MAX_BACKTEST_BARS} bars (20 years of daily bars)`))
        .optional()
        .meta(UNDECLARED_PARAM_META),
      // Prediction-market mode (docs/prediction-markets.md): `markets: true` or a `venue` selects the corpus; without
      // either, a rule opening with an order on YES or NO ("Buy YES ...") does, when no symbol or bars are given.
      markets: q.boolean().optional().meta(UNDECLARED_PARAM_META),
      venue: q.oneOf(['kalshi', 'polymarket', 'all']).optional().meta(UNDECLARED_PARAM_META),
      // Prediction markets: `venue` (default) charges each venue's fee rule; `none` switches fees off.
      fees: q.oneOf(['venue', 'none']).optional().meta(UNDECLARED_PARAM_META),
      lang: langParam,
    })
    // A backtest runs either the plain-English rule or an explicit spec, never both and never neither.
    .superRefine((body, ctx) => {
      if ((body.rule === undefined) === (body.spec === undefined)) {
        const message = 'give exactly one of rule or spec';
        ctx.addIssue({ code: 'custom', path: ['rule'], message });
        ctx.addIssue({ code: 'custom', path: ['spec'], message });
      }
      if (body.start !== undefined && body.end !== undefined && body.end < body.start) {
        ctx.addIssue({ code: 'custom', path: ['end'], message: `must not be before start (${body.start})` });
      }
    })
    .meta({ provisional: 'the body is ours: the spec describes the endpoint but shows no request fields' }),
  needs: ['bars', 'pmCorpus'],
  // Bars given inline need no data source; a prediction-market rule reads only the corpus.
  needsFor: (p) => (isMarketBacktestRequest(p) ? ['pmCorpus'] : p.bars === undefined ? ['bars'] : []),
  // A rule or spec that does not compile, or a symbol the bars source does not hold, is refused before payment:
  // compiling is pure and cheap, and listing the source's symbols reads one directory.
  precheck: async (p, ctx) => {
    if (isMarketBacktestRequest(p)) {
      compileMarketRequest(p);
      return;
    }
    if (p.bars === undefined && p.symbol === undefined) {
      throw new GuidekitError('backtestRun: give a symbol whose daily bars the data source holds, or the bars inline', { code: 'required', field: 'symbol' });
    }
    if (p.spec !== undefined) {
      createRuleStrategy(p.spec as RuleSpecInput);
      await compileRule(p.spec as RuleSpecInput);
    } else if (p.rule !== undefined) await compileRule(p.rule);
    if (p.bars === undefined && p.symbol !== undefined) await precheckBarsSymbol(p.symbol, ctx.ports.bars);
  },
  run: async (p, ctx) => {
    if (isMarketBacktestRequest(p)) return buildMarketBacktestBody(ctx.ports.pmCorpus, p, { lang: ctx.lang.lang });
    let bars: Bars;
    if (p.bars !== undefined) {
      bars = barsFromRows(p.bars);
    } else {
      bars = await ctx.ports.bars.load(p.symbol!, { ...(p.start ? { start: p.start } : {}), ...(p.end ? { end: p.end } : {}) }, { trace: ctx.trace });
    }
    return buildBacktestBody(rangeBars(bars, p.start, p.end), p, { lang: ctx.lang.lang });
  },
  response: backtestRunResponse,
});
