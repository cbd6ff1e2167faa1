import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { buildBacktestBody, type BacktestBody } from '../../catalog/backtest/run.js';
import { createRuleStrategy } from '../../backtest/createRuleStrategy.js';
import { computeBacktestStats } from '../../backtest/computeBacktestStats.js';
import { parseOhlcvCsv } from '../../backtest/parseOhlcvCsv.js';
import { renderBacktestReport, type EquityBand } from '../../backtest/renderBacktestReport.js';
import { runBacktest } from '../../backtest/runBacktest.js';
import { writeHtmlReport } from './writeHtmlReport.js';
import type { Bars } from '../../backtest/types.js';
import { isGuidekitError } from '../../core/isGuidekitError.js';
import { parseIsoDate } from '../../core/parseIsoDate.js';
import { toJsonText } from '../../core/toJsonText.js';
import { EXIT, type CliIo } from '../runCli.js';

const HELP = `Usage: guidekit backtest --data FILE.csv --rule "<rule>" [--cash N] [--commission R] [--spread R]
                        [--fill next_open|same_close] [--finalize none|last_open|last_close]
                        [--start YYYY-MM-DD] [--end YYYY-MM-DD] [--json] [--report FILE.html]

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

Prediction markets: guidekit backtest --markets "<rule>" [--json] (see guidekit backtest --markets x --help).

Exit codes: 0 success; 2 invalid usage, no usable row, or a rule the grammar cannot read; 1 unexpected failure.`;

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

/**
 * `guidekit backtest`: runs a plain-English rule over a CSV of daily bars, prints the statistics (or the endpoint's
 * JSON body) and optionally writes an HTML report (wired into runCli by the lead).
 *
 * @param args - Arguments after `backtest`.
 * @param io - Output streams and the clock.
 * @returns The exit code: 0 ok, 2 usage / invalid input (no usable row, unreadable rule), 1 fault.
 * @example
 * ```ts
 * await runBacktestCommand(['--data', 'GOOG.csv', '--rule', 'buy when close crosses above SMA(50)'], io) //=> 0
 * ```
 * @see docs/backtest-surfaces.md
 */
export async function runBacktestCommand(args: readonly string[], io: CliIo): Promise<number> {
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
    if (isGuidekitError(error)) {
      io.stderr(`guidekit backtest: ${error.field ? error.field + ': ' : ''}${error.message}\n`);
      return EXIT.usage;
    }
    io.stderr(`guidekit backtest: unexpected failure: ${(error as Error).message}\n`);
    return EXIT.fault;
  }
  io.stdout(values.json ? toJsonText(body, { space: 2 }) + '\n' : statsTable(body));

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
