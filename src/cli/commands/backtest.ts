import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { buildBacktestBody, type BacktestBody } from '../../catalog/backtest/run.js';
import { createRuleStrategy } from '../../backtest/createRuleStrategy.js';
import { computeBacktestStats } from '../../backtest/computeBacktestStats.js';
import { parseOhlcvCsv } from '../../backtest/parseOhlcvCsv.js';
import { renderBacktestReport, type EquityBand } from '../../backtest/renderBacktestReport.js';
import { runBacktest } from '../../backtest/runBacktest.js';
import { runMonteCarloAnalysis, readSweepFlags, runSweepAnalysis } from './backtestAnalysis.js';
import { writeHtmlReport } from './writeHtmlReport.js';
import type { ProgressStream } from '../_lib/progressBar.js';
import type { Bars } from '../../backtest/types.js';
import { isGuidekitError } from '../../core/isGuidekitError.js';
import { parseIsoDate } from '../../core/parseIsoDate.js';
import { toJsonText } from '../../core/toJsonText.js';
import { EXIT, type CliIo } from '../runCli.js';

const HELP = `Usage: guidekit backtest --data FILE.csv --rule "<rule>" [--cash N] [--commission R] [--spread R]
                        [--fill next_open|same_close] [--finalize none|last_open|last_close]
                        [--start YYYY-MM-DD] [--end YYYY-MM-DD] [--json] [--report FILE.html]
                        [--monte-carlo N] [--sweep NAME=VALUES ... [--walk-forward IS,OOS]]

Compiles a plain-English trading rule (docs/rule-grammar.md), runs it over the daily OHLCV bars of FILE.csv
(Date, Open, High, Low, Close[, Volume]) and prints backtesting.py's statistics.
  --data FILE        the CSV file of daily bars (bad rows are reported on stderr with their line numbers)
  --rule TEXT        the rule, e.g. "Buy when SMA(10) crosses above SMA(30). Sell when SMA(10) crosses below SMA(30)."
                     (or an explicit JSON spec)
  --cash N           initial cash (default 10000)
  --commission R     commission per fill as a fraction of the traded value, e.g. 0.002 (default 0)
  --spread R         spread paid on entry as a fraction of price (default 0)
  --fill MODE        next_open (default) or same_close
  --finalize MODE    a position still open after the last bar: none (default, as backtesting.py: left open, shown as
                     open_trade and outside the trade statistics), last_open (closed at the last bar's open, as
                     backtesting.py's finalize_trades=True) or last_close (closed at the last bar's close)
  --start, --end     keep only the bars in this date range
  --json             print the JSON body POST /api/backtest answers instead of the table
  --report FILE      also write a self-contained interactive HTML report: candles with entries and exits, the
                     rule's indicators, volume, equity with the Monte Carlo band, drawdown, per-trade P/L, statistics
                     and trades (TradingView's lightweight-charts inlined; the page loads nothing)
  --monte-carlo N    also run a trade bootstrap of the run with N resamples (seed 1) and print its percentiles
  --sweep NAME=VALUES  run the rule over a grid instead of once: the rule names each parameter as {NAME}, e.g.
                     --rule "Buy when SMA({fast}) crosses above SMA({slow}). Sell when SMA({fast}) crosses below
                     SMA({slow})." --sweep fast=5..50/5 --sweep slow=20,50,100,200 (VALUES: a list or FROM..TO[/STEP]);
                     prints the combination with the highest Sharpe ratio
  --walk-forward IS,OOS  with --sweep: optimise on IS bars, trade the best on the next OOS bars, roll forward, and
                     print the stitched out-of-sample figures
  Long runs (--sweep, --walk-forward, --monte-carlo) draw a progress bar on stderr when it is a terminal.

Prediction markets: guidekit backtest --markets "<rule>" [--json] (see guidekit backtest --markets x --help).

Exit codes: 0 success; 2 invalid usage, no usable row, or a rule the grammar cannot read; 1 unexpected failure.`;

/** A run that failed: bad arguments name their field (exit 2); anything else is a fault (exit 1). */
function reportRunFailure(error: unknown, io: CliIo): number {
  if (isGuidekitError(error)) {
    io.stderr(`guidekit backtest: ${error.field ? error.field + ': ' : ''}${error.message}\n`);
    return EXIT.usage;
  }
  io.stderr(`guidekit backtest: unexpected failure: ${(error as Error).message}\n`);
  return EXIT.fault;
}

function statsTable(body: BacktestBody): string {
  const entries = Object.entries(body.statistics).map(([k, v]) => [k, v === null ? '—' : typeof v === 'number' ? (Number.isInteger(v) ? String(v) : v.toFixed(4)) : String(v)] as const);
  const width = Math.max(...entries.map(([k]) => k.length));
  const head = `${body.symbol ?? 'backtest'} ${body.start} → ${body.end} (${body.bar_count} bars), rule from ${body.rule.source}`;
  return [head, ...entries.map(([k, v]) => `${k.padEnd(width)}  ${v}`)].join('\n') + '\n';
}

/** Monte Carlo bands and overfit warnings from the response's robustness block, for the HTML report. */
function robustnessForReport(body: BacktestBody): { bands: EquityBand[]; warnings: string[] } {
  const mc = body.robustness.monte_carlo;
  const bands: EquityBand[] = mc === null || mc.bar.length < 2 ? [] : [
    { label: `5–95 % (trade bootstrap, ${mc.resamples} paths)`, lower: mc.equity_p5, upper: mc.equity_p95, median: mc.equity_p50, bar: mc.bar },
  ];
  const warnings = body.robustness.overfit_warnings.map((w) => (typeof w === 'string' ? w : String((w as { message?: unknown })?.message ?? JSON.stringify(w))));
  return { bands, warnings };
}

/** Options of {@link runBacktestCommand}. */
export interface BacktestCommandOptions {
  /** Where progress bars are drawn. Default stderr, drawn only when `process.stderr` is a terminal. */
  readonly progress?: ProgressStream;
}

/**
 * `guidekit backtest`: runs a plain-English rule over a CSV of daily bars, prints the statistics (or the endpoint's
 * JSON body) and optionally writes an HTML report (wired into runCli by the lead).
 *
 * @param args - Arguments after `backtest`.
 * @param io - Output streams and the clock.
 * @param options - {@link BacktestCommandOptions} (the progress stream; tests pass a fake terminal).
 * @returns The exit code: 0 ok, 2 usage / invalid input (no usable row, unreadable rule), 1 fault.
 * @example
 * ```ts
 * await runBacktestCommand(['--data', 'GOOG.csv', '--rule', 'buy when close crosses above SMA(50)'], io) //=> 0
 * ```
 * @see docs/backtest-surfaces.md
 */
export async function runBacktestCommand(args: readonly string[], io: CliIo, options: BacktestCommandOptions = {}): Promise<number> {
  // `--markets "rule"` runs a prediction-market rule over the configured corpus (docs/prediction-markets.md).
  if (args.some((a) => a === '--markets' || a.startsWith('--markets='))) {
    const { runMarketBacktestCommand } = await import('./backtestMarkets.js');
    return runMarketBacktestCommand(args, io);
  }
  if (args.includes('--help') || args.includes('-h')) {
    io.stdout(HELP + '\n');
    return EXIT.ok;
  }
  const usage = (message: string) => {
    io.stderr(`guidekit backtest: ${message}\n${HELP}\n`);
    return EXIT.usage;
  };
  let values;
  try {
    ({ values } = parseArgs({
      args: [...args],
      options: {
        data: { type: 'string' }, rule: { type: 'string' }, cash: { type: 'string' }, commission: { type: 'string' },
        spread: { type: 'string' }, fill: { type: 'string' }, finalize: { type: 'string' }, start: { type: 'string' }, end: { type: 'string' },
        json: { type: 'boolean' }, report: { type: 'string' },
        sweep: { type: 'string', multiple: true }, 'walk-forward': { type: 'string' }, 'monte-carlo': { type: 'string' },
      },
      allowPositionals: false,
    }));
  } catch (error) {
    return usage((error as Error).message);
  }
  if (values.data === undefined) return usage('--data FILE.csv is required');
  if (values.rule === undefined) return usage('--rule is required');
  const fraction = (name: string, raw: string | undefined): number | undefined | Error => {
    if (raw === undefined) return undefined;
    const v = Number(raw);
    return raw.trim() !== '' && Number.isFinite(v) && v >= 0 && v < 0.1 ? v : new Error(`--${name} must be a fraction in [0, 0.1), got ${JSON.stringify(raw)}`);
  };
  const commission = fraction('commission', values.commission);
  const spread = fraction('spread', values.spread);
  if (commission instanceof Error) return usage(commission.message);
  if (spread instanceof Error) return usage(spread.message);
  if (values.cash !== undefined && !(/^\d+(\.\d+)?$/.test(values.cash) && Number(values.cash) > 0)) return usage(`--cash must be a positive amount, got ${JSON.stringify(values.cash)}`);
  if (values.fill !== undefined && values.fill !== 'next_open' && values.fill !== 'same_close') return usage('--fill must be next_open or same_close');
  const finalize = values.finalize as 'none' | 'last_open' | 'last_close' | undefined;
  if (finalize !== undefined && finalize !== 'none' && finalize !== 'last_open' && finalize !== 'last_close') {
    return usage(`--finalize must be none, last_open or last_close, got ${JSON.stringify(finalize)}`);
  }
  const range: { start?: string; end?: string } = {};
  try {
    if (values.start !== undefined) range.start = parseIsoDate(values.start, { fn: 'guidekit backtest', field: 'start' });
    if (values.end !== undefined) range.end = parseIsoDate(values.end, { fn: 'guidekit backtest', field: 'end' });
  } catch (error) {
    return usage((error as Error).message);
  }

  let text: string;
  try {
    text = await readFile(values.data, 'utf8');
  } catch (error) {
    return usage(`cannot read ${values.data}: ${(error as Error).message}`);
  }
  let bars: Bars;
  try {
    const parsed = parseOhlcvCsv(text, { range });
    for (const issue of parsed.issues) io.stderr(`${values.data}:${issue.line}: ${issue.code}: ${issue.message}\n`);
    bars = parsed.bars;
  } catch (error) {
    if (isGuidekitError(error)) {
      io.stderr(`guidekit backtest: ${values.data}: ${error.message}\n`);
      return EXIT.usage;
    }
    throw error;
  }

  const progress: ProgressStream = options.progress ?? { isTTY: process.stderr.isTTY === true, columns: process.stderr.columns, write: (t: string) => io.stderr(t) };
  const monteCarlo = values['monte-carlo'] === undefined ? undefined : Number(values['monte-carlo']);
  if (monteCarlo !== undefined && !(Number.isInteger(monteCarlo) && monteCarlo >= 1 && monteCarlo <= 1_000_000)) {
    return usage(`--monte-carlo must be a whole number of resamples from 1 to 1000000, got ${JSON.stringify(values['monte-carlo'])}`);
  }
  let walkForward: { inSampleBars: number; outOfSampleBars: number } | undefined;
  if (values['walk-forward'] !== undefined) {
    const m = /^(\d+),(\d+)$/.exec(values['walk-forward'].trim());
    if (m === null) return usage(`--walk-forward must be IS,OOS (two bar counts), got ${JSON.stringify(values['walk-forward'])}`);
    if (values.sweep === undefined) return usage('--walk-forward needs --sweep (the grid it optimises over)');
    walkForward = { inSampleBars: Number(m[1]), outOfSampleBars: Number(m[2]) };
  }
  if (values.sweep !== undefined) {
    if (monteCarlo !== undefined || values.report !== undefined) return usage('--sweep runs a grid: --monte-carlo and --report apply to a single run');
    try {
      const grid = readSweepFlags(values.sweep, values.rule);
      const run = {
        ...(values.cash === undefined ? {} : { cash: values.cash }), ...(commission === undefined ? {} : { commission: { rate: commission } }),
        ...(spread === undefined ? {} : { spread }), ...(values.fill === undefined ? {} : { fill: values.fill as 'next_open' | 'same_close' }),
        ...(finalize === undefined ? {} : { finalize }),
      };
      await runSweepAnalysis(bars, grid, walkForward, { rule: values.rule, run, json: values.json === true, progress, stdout: io.stdout });
      return EXIT.ok;
    } catch (error) {
      return reportRunFailure(error, io);
    }
  }

  const request = {
    rule: values.rule,
    symbol: undefined,
    ...(values.cash === undefined ? {} : { cash: values.cash }),
    ...(commission === undefined ? {} : { commission }),
    ...(spread === undefined ? {} : { spread }),
    ...(values.fill === undefined ? {} : { fill: values.fill as 'next_open' | 'same_close' }),
    ...(finalize === undefined ? {} : { finalize }),
  };
  let body: BacktestBody;
  try {
    body = await buildBacktestBody(bars, request);
  } catch (error) {
    return reportRunFailure(error, io);
  }
  io.stdout(values.json ? toJsonText(body, { space: 2 }) + '\n' : statsTable(body));
  if (monteCarlo !== undefined) {
    const result = runBacktest(bars, createRuleStrategy(body.rule.spec), {
      cash: body.settings.cash, fill: body.settings.fill, spread: body.settings.spread, commission: { rate: body.settings.commission },
      finalize: body.settings.finalize,
    });
    try {
      runMonteCarloAnalysis(result, monteCarlo, { rule: values.rule, run: {}, json: values.json === true, progress, stdout: io.stdout });
    } catch (error) {
      if (!isGuidekitError(error)) throw error;
      io.stderr(`guidekit backtest: --monte-carlo: ${error.message}\n`);
      return EXIT.usage;
    }
  }

  if (values.report !== undefined) {
    // The body lists at most 500 trades and a sampled curve; the report draws the full run, so it is run again (deterministic).
    const result = runBacktest(bars, createRuleStrategy(body.rule.spec), {
      cash: body.settings.cash, fill: body.settings.fill, spread: body.settings.spread, commission: { rate: body.settings.commission },
      finalize: body.settings.finalize,
    });
    const { bands, warnings } = robustnessForReport(body);
    return await writeHtmlReport(values.report, (chartLibrary) => renderBacktestReport(result, computeBacktestStats(result, bars), {
      bars, spec: body.rule.spec, rule: values.rule, bands, warnings, ...(chartLibrary === undefined ? {} : { chartLibrary }),
    }), io);
  }
  return EXIT.ok;
}
