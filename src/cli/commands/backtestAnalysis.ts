import { compileRule } from '../../backtest/compileRule.js';
import { createRuleStrategy } from '../../backtest/createRuleStrategy.js';
import type { RunBacktestOptions } from '../../backtest/runBacktest.js';
import { runWalkForward, type RunWalkForwardResult } from '../../backtest/runWalkForward.js';
import { simulateMonteCarlo, type SimulateMonteCarloResult } from '../../backtest/simulateMonteCarlo.js';
import { sweepParameters, type ParameterGrid, type SweepParametersResult } from '../../backtest/sweepParameters.js';
import type { BacktestResult, Bars } from '../../backtest/types.js';
import { GuidekitError } from '../../core/GuidekitError.js';
import { toJsonText } from '../../core/toJsonText.js';
import { createProgressBar, type ProgressBar, type ProgressStream } from '../_lib/progressBar.js';
import type { RuleSpec } from '../../backtest/ruleSpecSchema.js';

/** What the long backtest analyses of `guidekit backtest` need besides the bars. */
export interface BacktestAnalysisInput {
  readonly rule: string;
  readonly run: RunBacktestOptions;
  readonly json: boolean;
  /** Where progress bars are drawn (only when it is a TTY). */
  readonly progress: ProgressStream;
  readonly stdout: (text: string) => void;
}

/** Most combinations `--sweep` compiles (each combination is one rule text). */
export const MAX_CLI_SWEEP_COMBINATIONS = 20_000;

/**
 * Reads repeated `--sweep NAME=V1,V2,…` flags into a grid; each NAME must appear as `{NAME}` in the rule.
 *
 * @param flags - The raw flag values.
 * @param rule - The rule text with placeholders.
 * @returns The grid.
 * @throws {@link GuidekitError} (field `sweep`) for a malformed flag, a value that is not a number, or a missing placeholder.
 */
export function readSweepFlags(flags: readonly string[], rule: string): ParameterGrid {
  const grid: Record<string, number[]> = {};
  for (const flag of flags) {
    const m = /^([A-Za-z_][A-Za-z0-9_]*)=(.+)$/.exec(flag.trim());
    if (m === null) throw new GuidekitError(`--sweep must look like NAME=V1,V2,… (got ${JSON.stringify(flag)})`, { code: 'invalid_format', field: 'sweep' });
    const [, name, list] = m as unknown as [string, string, string];
    const values = expandValues(list);
    if (values === null) throw new GuidekitError(`--sweep ${name}: values must be numbers, or FROM..TO[/STEP] (got ${JSON.stringify(list)})`, { code: 'invalid_number', field: 'sweep' });
    if (!rule.includes(`{${name}}`)) throw new GuidekitError(`--sweep ${name}: the rule has no {${name}} placeholder`, { code: 'invalid_value', field: 'sweep' });
    grid[name] = values;
  }
  const combinations = Object.values(grid).reduce((a, v) => a * v.length, 1);
  if (combinations > MAX_CLI_SWEEP_COMBINATIONS) {
    throw new GuidekitError(`--sweep: ${combinations} combinations; at most ${MAX_CLI_SWEEP_COMBINATIONS}`, { code: 'too_big', field: 'sweep' });
  }
  return grid;
}

/** `5,10,20` or `5..50/5` (inclusive range with a step, default 1). */
function expandValues(list: string): number[] | null {
  const range = /^(-?\d+(?:\.\d+)?)\.\.(-?\d+(?:\.\d+)?)(?:\/(\d+(?:\.\d+)?))?$/.exec(list.trim());
  if (range !== null) {
    const from = Number(range[1]);
    const to = Number(range[2]);
    const step = range[3] === undefined ? 1 : Number(range[3]);
    if (!(step > 0) || to < from || (to - from) / step > MAX_CLI_SWEEP_COMBINATIONS) return null;
    const out: number[] = [];
    for (let k = 0; from + k * step <= to + 1e-9; k++) out.push(Number((from + k * step).toFixed(10)));
    return out;
  }
  const values = list.split(',').map((v) => v.trim());
  if (values.some((v) => v === '' || !Number.isFinite(Number(v)))) return null;
  return values.map(Number);
}

/** The rule text of one combination: every `{NAME}` replaced by its value. */
function fillRule(rule: string, params: Readonly<Record<string, number>>): string {
  return rule.replace(/\{([A-Za-z_][A-Za-z0-9_]*)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** Compiles every combination's rule up front (compileRule is async, a strategy factory is not). */
async function compileGrid(rule: string, grid: ParameterGrid): Promise<Map<string, RuleSpec | GuidekitError>> {
  const keys = Object.keys(grid);
  const specs = new Map<string, RuleSpec | GuidekitError>();
  const walk = async (k: number, params: Record<string, number>): Promise<void> => {
    if (k === keys.length) {
      const text = fillRule(rule, params);
      if (specs.has(text)) return;
      try {
        specs.set(text, (await compileRule(text)).spec);
      } catch (error) {
        if (!(error instanceof GuidekitError)) throw error;
        specs.set(text, error);
      }
      return;
    }
    for (const v of grid[keys[k] as string] as readonly number[]) await walk(k + 1, { ...params, [keys[k] as string]: v });
  };
  await walk(0, {});
  return specs;
}

/**
 * `guidekit backtest --sweep …` (optionally with `--walk-forward IS,OOS`): compiles the rule of every combination,
 * runs the sweep (or walk-forward) with a progress bar on a terminal, and prints the best combination (or the
 * out-of-sample figures). A combination whose rule does not compile is rejected, like a strategy's invalid combination.
 *
 * @param bars - The bars.
 * @param grid - From {@link readSweepFlags}.
 * @param walkForward - In-sample and out-of-sample bars, or undefined for a plain sweep.
 * @param input - Rule, run options, output mode and streams.
 * @returns Nothing; output is written to `input.stdout`.
 * @throws {@link GuidekitError} for bad arguments (the command exits 2).
 */
export async function runSweepAnalysis(
  bars: Bars, grid: ParameterGrid, walkForward: { inSampleBars: number; outOfSampleBars: number } | undefined, input: BacktestAnalysisInput,
): Promise<void> {
  const specs = await compileGrid(input.rule, grid);
  const factory = (p: Readonly<Record<string, number>>) => {
    const spec = specs.get(fillRule(input.rule, p));
    if (spec === undefined || spec instanceof GuidekitError) throw spec ?? new GuidekitError('rule not compiled', { code: 'invalid_value', field: 'rule' });
    return createRuleStrategy(spec);
  };
  if (walkForward === undefined) {
    const combinations = Object.values(grid).reduce((a, v) => a * v.length, 1);
    const bar = createProgressBar({ label: 'sweep', total: combinations, stream: input.progress });
    let sweep: SweepParametersResult;
    try {
      sweep = sweepParameters(bars, factory, grid, { run: input.run, onProgress: (done) => bar.update(done) });
    } finally {
      bar.finish();
    }
    const summary = {
      mode: 'sweep', metric: sweep.metric, keys: sweep.keys, combinations: sweep.combinations, evaluated: sweep.evaluated,
      rejected: sweep.rejected, best: sweep.best, best_rule: sweep.best === null ? null : fillRule(input.rule, sweep.best.params),
    };
    if (input.json) input.stdout(toJsonText(summary, { space: 2 }) + '\n');
    else {
      input.stdout(`sweep: ${sweep.combinations} combinations, ${sweep.evaluated} run, ${sweep.rejected} rejected; metric ${sweep.metric}\n`);
      input.stdout(sweep.best === null ? 'best: none (no combination has a metric)\n' : `best: ${summary.best_rule} (${sweep.metric} ${sweep.best.value.toFixed(4)})\n`);
    }
    return;
  }
  // The number of windows is the engine's to work out, so the bar starts with the first report (windows × combinations).
  let bar: ProgressBar | undefined;
  let wf: RunWalkForwardResult;
  try {
    wf = runWalkForward(bars, factory, grid, {
      ...walkForward, run: { ...input.run, finalize: input.run.finalize ?? 'last_close' },
      onProgress: (done, total) => {
        bar ??= createProgressBar({ label: 'walk-forward', total, stream: input.progress });
        bar.update(done);
      },
    });
  } finally {
    (bar as ProgressBar | undefined)?.finish();
  }
  const summary = {
    mode: 'walk_forward', windows: wf.windows.length, oos_return_pct: wf.oos_return_pct, oos_sharpe_ratio: wf.oos_sharpe_ratio,
    is_sharpe_ratio: wf.is_sharpe_ratio, walk_forward_efficiency: wf.walk_forward_efficiency, trials: wf.trials,
    best_params: wf.windows.map((w) => w.best_params),
  };
  if (input.json) input.stdout(toJsonText(summary, { space: 2 }) + '\n');
  else {
    const fmt = (x: number | null) => (x === null ? '—' : x.toFixed(4));
    input.stdout(`walk-forward: ${wf.windows.length} windows, ${wf.trials} trials each; OOS return ${wf.oos_return_pct.toFixed(2)} %, OOS Sharpe ${fmt(wf.oos_sharpe_ratio)}, IS Sharpe ${fmt(wf.is_sharpe_ratio)}, efficiency ${fmt(wf.walk_forward_efficiency)}\n`);
  }
}

/**
 * `guidekit backtest --monte-carlo N`: a trade bootstrap of the run with N resamples (seed 1), with a progress bar on
 * a terminal; prints the final-equity percentiles (fractions of starting equity), the 95th-percentile drawdown and the
 * probability of a loss.
 *
 * @param result - The run.
 * @param resamples - N.
 * @param input - Output mode and streams.
 * @returns Nothing; output is written to `input.stdout`.
 * @throws {@link GuidekitError} for bad arguments (the command exits 2).
 */
export function runMonteCarloAnalysis(result: BacktestResult, resamples: number, input: BacktestAnalysisInput): void {
  const bar = createProgressBar({ label: 'monte-carlo', total: resamples, stream: input.progress });
  let mc: SimulateMonteCarloResult;
  try {
    mc = simulateMonteCarlo(result, { resamples, seed: 1, onProgress: (done) => bar.update(done) });
  } finally {
    bar.finish();
  }
  const summary = { mode: 'monte_carlo', resamples: mc.resamples, seed: mc.seed, final_equity: mc.final_equity, max_drawdown: mc.max_drawdown, prob_loss: mc.prob_loss };
  if (input.json) input.stdout(toJsonText(summary, { space: 2 }) + '\n');
  else {
    const f = mc.final_equity;
    input.stdout(`monte-carlo: ${mc.resamples} trade-bootstrap paths (seed ${mc.seed}); final equity ×${f.p5.toFixed(3)} / ×${f.p50.toFixed(3)} / ×${f.p95.toFixed(3)} (p5/p50/p95); probability of a loss ${(mc.prob_loss * 100).toFixed(1)} %\n`);
  }
}
